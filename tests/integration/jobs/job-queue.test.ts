import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { billingDayJob } from '../../../server/jobs/app-jobs.js';
import { enqueue, JobRunner, type JobHandler } from '../../../server/jobs/job-runner.js';
import { withSystem, withTenant } from '../../../server/db/tenant.js';
import { makeCompany } from '../../../seeds/factories.js';
import { testDeps } from '../../setup/test-context.js';

// The durable queue on the run's database. Each test uses kinds of its own: a runner claims only the
// kinds it has handlers for, so tests (and their runners) never touch each other's jobs.

const T0 = new Date('2030-03-01T12:00:00Z');
const MINUTE = 60_000;
const at = (ms: number) => () => new Date(T0.getTime() + ms);
const kindOf = () => `test-${randomUUID()}`;

async function jobsOf(kind: string) {
  const { db } = await testDeps();
  return withSystem(db, (tx) => tx.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('id').execute());
}

async function runner(handlers: Record<string, JobHandler>, clock: () => Date, leaseMs = 5 * MINUTE) {
  const { db } = await testDeps();
  return new JobRunner(db, { handlers, clock, log: () => {}, leaseMs });
}

describe('the job queue', () => {
  it('queues a key once, from the database or inside a tenant transaction (which keeps its role)', async () => {
    const { db } = await testDeps();
    const kind = kindOf();
    const key = `${kind}:one`;
    expect(await enqueue(db, { kind, key, runAt: T0, payload: { n: 1 } })).toBe(true);
    expect(await enqueue(db, { kind, key, runAt: T0, payload: { n: 2 } })).toBe(false);
    const company = await makeCompany(db);
    const role = await withTenant(db, company.id, async (tx) => {
      expect(await enqueue(tx, { kind, key, runAt: T0 })).toBe(false);
      expect(await enqueue(tx, { kind, key: `${kind}:two`, runAt: T0 })).toBe(true);
      return (await sql<{ role: string }>`select current_setting('role') as role`.execute(tx)).rows[0]!.role;
    });
    expect(role).toBe('clima_app');
    const jobs = await jobsOf(kind);
    expect(jobs.map((j) => [j.key, j.payload])).toEqual([
      [key, { n: 1 }],
      [`${kind}:two`, {}],
    ]);
  });

  it('runs a due job once and leaves a job not yet due', async () => {
    const kind = kindOf();
    const { db } = await testDeps();
    await enqueue(db, { kind, key: `${kind}:now`, runAt: T0, payload: { day: '2030-03-01' } });
    await enqueue(db, { kind, key: `${kind}:later`, runAt: new Date(T0.getTime() + 10 * MINUTE) });
    const seen: unknown[] = [];
    const r = await runner({ [kind]: async (payload) => void seen.push(payload) }, at(0));
    expect(await r.tick()).toBe(1);
    expect(await r.tick()).toBe(0);
    expect(seen).toEqual([{ day: '2030-03-01' }]);
    const [done, later] = await jobsOf(kind);
    expect(done!.done_at).not.toBeNull();
    expect(later!.done_at).toBeNull();
  });

  it('lets two runners over the same due jobs run each job once', async () => {
    const kind = kindOf();
    const { db } = await testDeps();
    for (let i = 0; i < 20; i++) await enqueue(db, { kind, key: `${kind}:${i}`, runAt: T0 });
    const runs = new Map<string, number>();
    const handler: JobHandler = async (_payload, job) => {
      runs.set(job.key, (runs.get(job.key) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const [a, b] = [await runner({ [kind]: handler }, at(0)), await runner({ [kind]: handler }, at(0))];
    const [ranA, ranB] = await Promise.all([a.tick(), b.tick()]);
    expect(ranA + ranB).toBe(20);
    expect(runs.size).toBe(20);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect((await jobsOf(kind)).every((j) => j.done_at !== null && j.attempts === 1)).toBe(true);
  });

  it('claims again a job whose lease ended (its server died holding it), not before', async () => {
    const kind = kindOf();
    const { db } = await testDeps();
    await enqueue(db, { kind, key: `${kind}:held`, runAt: T0 });
    let release!: () => void;
    let started!: () => void;
    const inHand = new Promise<void>((resolve) => (started = resolve));
    const stuck = await runner(
      {
        [kind]: () => {
          started();
          return new Promise<void>((resolve) => (release = resolve));
        },
      },
      at(0),
    );
    const stuckTick = stuck.tick();
    await inHand;
    let ranElsewhere = 0;
    const other = { [kind]: async () => void ranElsewhere++ };
    expect(await (await runner(other, at(4 * MINUTE))).tick()).toBe(0);
    expect(await (await runner(other, at(5 * MINUTE + 1000))).tick()).toBe(1);
    expect(ranElsewhere).toBe(1);
    const [job] = await jobsOf(kind);
    expect(job!.attempts).toBe(2);
    expect(job!.done_at).not.toBeNull();
    // The first server comes back: its claim is not the job's any more, so it changes nothing.
    release();
    await stuckTick;
    expect((await jobsOf(kind))[0]).toEqual(job);
  });

  it('gives a failing job back with its error, to run again after a backoff', async () => {
    const kind = kindOf();
    const { db } = await testDeps();
    await enqueue(db, { kind, key: `${kind}:flaky`, runAt: T0 });
    let calls = 0;
    const flaky: JobHandler = async () => {
      if (++calls === 1) throw new Error('provider away');
    };
    expect(await (await runner({ [kind]: flaky }, at(0))).tick()).toBe(1);
    let [job] = await jobsOf(kind);
    expect(job).toMatchObject({ done_at: null, locked_until: null, last_error: 'provider away', attempts: 1 });
    expect(job!.run_at.getTime()).toBe(T0.getTime() + MINUTE);
    expect(await (await runner({ [kind]: flaky }, at(30_000))).tick()).toBe(0);
    expect(await (await runner({ [kind]: flaky }, at(MINUTE))).tick()).toBe(1);
    [job] = await jobsOf(kind);
    expect(job).toMatchObject({ last_error: null, attempts: 2 });
    expect(job!.done_at).not.toBeNull();
    expect(calls).toBe(2);
  });

  it("queues the day's billing job for 00:05 UTC under one key a day", async () => {
    const { db } = await testDeps();
    const job = billingDayJob(new Date('2031-07-09T17:42:00Z'));
    expect(job).toEqual({ kind: 'billing-day', key: 'billing-day:2031-07-09', runAt: new Date('2031-07-09T00:05:00Z'), payload: { day: '2031-07-09' } });
    await enqueue(db, job);
    await enqueue(db, billingDayJob(new Date('2031-07-09T23:59:00Z')));
    const rows = await withSystem(db, (tx) => tx.selectFrom('jobs').selectAll().where('key', '=', 'billing-day:2031-07-09').execute());
    expect(rows).toHaveLength(1);
    expect(rows[0]!.run_at.toISOString()).toBe('2031-07-09T00:05:00.000Z');
  });
});
