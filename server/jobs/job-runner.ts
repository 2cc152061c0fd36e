import { sql } from 'kysely';
import type { Database } from '../db/connect.js';
import { runAs } from '../db/connection-guard.js';
import { withSystem, type Tx } from '../db/tenant.js';
import { claimDue, extendLeases, insertJob, markDone, markFailed, type ClaimedJob, type NewJob } from './jobs.queries.js';

// Scheduled work (the billing day, …) runs from the `jobs` table, not from timers: a job is claimed
// for a lease by one server at a time, done once, retried with backoff when it fails, and claimed
// again when a server died holding it.
// Not pg-boss or graphile-worker: both need their own PostgreSQL pool and LISTEN, which the embedded database cannot give.

export type { NewJob } from './jobs.queries.js';

/** Runs one job; it opens its own transactions (none is held while it runs). Throwing retries it later. */
export type JobHandler = (payload: Record<string, unknown>, job: { key: string; attempts: number }) => Promise<void>;

/** Jobs a tick makes sure are queued (the day's billing job): the schedule is the table, the tick only wakes it. */
export type Schedule = (now: Date) => NewJob[];

const MINUTE = 60_000;

/**
 * Queues a job unless its key is queued already (or was done): in the caller's transaction, so it
 * commits with the change that asks for it, or on its own. The queue belongs to the system role; a
 * tenant transaction switches to it for this one statement.
 */
export async function enqueue(target: Tx | Database, job: NewJob): Promise<boolean> {
  if (!target.isTransaction) return withSystem(target, (tx) => insertJob(tx, job));
  const tx = target as Tx;
  const { rows } = await sql<{ role: string }>`select current_setting('role') as role`.execute(tx);
  const role = rows[0]!.role;
  await sql`select set_config('role', 'clima_system', true)`.execute(tx);
  try {
    return await insertJob(tx, job);
  } finally {
    await sql`select set_config('role', ${role}, true)`.execute(tx);
  }
}

export interface JobRunnerOptions {
  handlers: Record<string, JobHandler>;
  clock: () => Date;
  log: (line: string) => void;
  schedule?: Schedule;
  /** How long a claim holds a job before another server may take it (renewed while the job runs). */
  leaseMs?: number;
  /** Jobs claimed at once. */
  batch?: number;
}

export class JobRunner {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private readonly leaseMs: number;

  constructor(
    private readonly db: Database,
    private readonly options: JobRunnerOptions,
  ) {
    this.leaseMs = options.leaseMs ?? 5 * MINUTE;
  }

  /** Ticks now and every `everyMs`. */
  start(everyMs = MINUTE): void {
    if (this.timer) return;
    void this.tick();
    this.timer = setInterval(() => void this.tick(), everyMs);
  }

  /** Stops ticking and waits for the jobs in hand. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Queues the schedule's jobs, then runs every due job; resolves to how many ran. A tick under way is joined, not doubled. */
  tick(): Promise<number> {
    this.running ??= this.pass()
      .catch((error: Error) => {
        this.options.log(`job runner: ${error.message}`);
        return 0;
      })
      .finally(() => (this.running = null));
    return this.running;
  }

  private async pass(): Promise<number> {
    for (const job of this.options.schedule?.(this.options.clock()) ?? []) await enqueue(this.db, job);
    const kinds = Object.keys(this.options.handlers);
    let ran = 0;
    for (;;) {
      const now = this.options.clock();
      const claimed = await withSystem(this.db, (tx) => claimDue(tx, kinds, now, this.leaseUntil(), this.options.batch ?? 5));
      if (claimed.length === 0) return ran;
      await this.runHeld(claimed);
      ran += claimed.length;
    }
  }

  private leaseUntil(): Date {
    return new Date(this.options.clock().getTime() + this.leaseMs);
  }

  /** Runs the claimed jobs one after another, renewing their leases meanwhile. */
  private async runHeld(claimed: ClaimedJob[]): Promise<void> {
    let held = claimed;
    const renew = setInterval(() => {
      void withSystem(this.db, (tx) => extendLeases(tx, held, this.leaseUntil())).catch((error: Error) => this.options.log(`job lease not renewed: ${error.message}`));
    }, this.leaseMs / 3);
    try {
      for (const job of claimed) {
        await this.runOne(job);
        held = held.filter((j) => j !== job);
      }
    } finally {
      clearInterval(renew);
    }
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    try {
      await runAs(`job ${job.key}`, () => this.options.handlers[job.kind]!(job.payload, { key: job.key, attempts: job.attempts }));
      await withSystem(this.db, (tx) => markDone(tx, job, this.options.clock()));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.options.log(`job ${job.key} failed (attempt ${job.attempts}): ${message}`);
      await withSystem(this.db, (tx) => markFailed(tx, job, message, new Date(this.options.clock().getTime() + backoffMs(job.attempts))));
    }
  }
}

/** A minute after the first failure, doubling to an hour at most. */
export const backoffMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * MINUTE;
