import { sql } from 'kysely';
import type { Tx } from '../db/tenant.js';

// The SQL of the durable queue (the `jobs` table, migration 2026_12_02_100000). Every statement runs
// as the system role: the table has no tenant and no other role may see it.

export interface NewJob {
  kind: string;
  /** What makes the job unique: enqueueing a key already queued (or done) does nothing. */
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
}

/** A job in a runner's hands: `attempts` is its claim, so a runner whose lease ran out cannot finish another's run. */
export interface ClaimedJob {
  id: string;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** Inserts the job unless its key is there already; true when it was new. */
export async function insertJob(tx: Tx, job: NewJob): Promise<boolean> {
  const inserted = await tx
    .insertInto('jobs')
    .values({ kind: job.kind, key: job.key, run_at: job.runAt, payload: JSON.stringify(job.payload ?? {}) })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Claims up to `limit` due jobs of the given kinds for a lease ending at `leaseUntil`. SKIP LOCKED lets
 * two servers claim at the same moment without waiting on each other or taking the same job; a job
 * whose lease is still running is someone's, one whose lease ended was left by a server that stopped.
 */
export async function claimDue(tx: Tx, kinds: readonly string[], now: Date, leaseUntil: Date, limit: number): Promise<ClaimedJob[]> {
  if (kinds.length === 0) return [];
  const { rows } = await sql<ClaimedJob>`
    update jobs set locked_until = ${leaseUntil}, attempts = attempts + 1
    where id in (
      select id from jobs
      where done_at is null and run_at <= ${now} and (locked_until is null or locked_until <= ${now})
        and kind in (${sql.join(kinds)})
      order by run_at, id
      for update skip locked
      limit ${limit}
    )
    returning id::text as id, kind, key, payload, attempts`.execute(tx);
  return rows;
}

/** Extends the leases of jobs still being run under these claims (a long job is not taken over while it runs). */
export async function extendLeases(tx: Tx, claims: readonly ClaimedJob[], leaseUntil: Date): Promise<void> {
  for (const job of claims) {
    await tx.updateTable('jobs').set({ locked_until: leaseUntil }).where('id', '=', job.id).where('attempts', '=', job.attempts).where('done_at', 'is', null).execute();
  }
}

export async function markDone(tx: Tx, job: ClaimedJob, now: Date): Promise<void> {
  await tx.updateTable('jobs').set({ done_at: now, locked_until: null, last_error: null }).where('id', '=', job.id).where('attempts', '=', job.attempts).execute();
}

/** Gives the job back to run again at `retryAt`, with what went wrong. */
export async function markFailed(tx: Tx, job: ClaimedJob, error: string, retryAt: Date): Promise<void> {
  await tx
    .updateTable('jobs')
    .set({ run_at: retryAt, locked_until: null, last_error: error.slice(0, 2000) })
    .where('id', '=', job.id)
    .where('attempts', '=', job.attempts)
    .execute();
}
