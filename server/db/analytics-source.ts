import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import { to as copyTo } from 'pg-copy-streams';
import type { AnalyticsSource } from '../../analytics/source.js';
import type { Database, RawConnection } from './connect.js';
import { withSystem } from './tenant.js';

// The analytics engine's view of Postgres: every company's anonymous responses, read as the system
// role (the engine serves all companies; each report still asks for one).

const XID = /^\d+$/;
const below = (horizon: string) => {
  if (!XID.test(horizon)) throw new Error(`not a transaction id: ${horizon}`);
  return `xid < '${horizon}'::xid8`;
};
const RESPONSES = (horizon: string) =>
  `select seq, company_id, id as response_id, cycle_id, respondent, group_ids, option_ids from survey_responses where ${below(horizon)} order by seq`;
const ANSWERS = (horizon: string) =>
  `select r.seq, a.company_id, a.response_id, a.metric_id, a.submetric_id, a.score
   from survey_answers a join survey_responses r on r.company_id = a.company_id and r.id = a.response_id
   where r.${below(horizon)}`;

/** COPY of a query to a CSV file: streamed from a server, a blob from the embedded database. */
async function copyToFile(raw: RawConnection, query: string, file: string): Promise<void> {
  const copy = `copy (${query}) to stdout with (format csv, header true)`;
  if (raw.kind === 'postgres') {
    const client = await raw.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local role clima_system');
      await pipeline(client.query(copyTo(copy)), createWriteStream(file));
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    return;
  }
  const result = await raw.client.query(copy.replace('to stdout', `to '/dev/blob'`));
  await writeFile(file, Buffer.from(await result.blob!.arrayBuffer()));
}

const XID_SPACE = 2n ** 32n;

/**
 * The horizon: the oldest of the running transactions below `next`, or `next`. pg_stat_activity
 * gives 32-bit ids: each is widened to the 64-bit id nearest `next` (running ids lie within 2^31
 * of it); one at or above `next` began after it was read and does not matter.
 */
export function oldestRunning(next: string, running: readonly string[]): string {
  const top = BigInt(next);
  const half = XID_SPACE / 2n;
  let oldest = top;
  for (const xid of running) {
    const offset = ((((BigInt(xid) - top) % XID_SPACE) + XID_SPACE + half) % XID_SPACE) - half;
    if (top + offset < oldest) oldest = top + offset;
  }
  return oldest.toString();
}

export function analyticsSource(db: Database, raw: RawConnection): AnalyticsSource {
  return {
    async identity() {
      const row = await db.selectFrom('installation').select('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async maxSeq() {
      const row = await withSystem(db, (tx) => tx.selectFrom('survey_responses').select(sql<number>`coalesce(max(seq), 0)::bigint`.as('seq')).executeTakeFirstOrThrow());
      return Number(row.seq);
    },
    async horizon() {
      // The next transaction id first, then the transactions of this database still running: one
      // that was running when the id was read and is still running is listed. Transactions of
      // other databases on the server cannot write our responses and never hold the horizon back.
      const next = (await sql<{ xmax: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`.execute(db)).rows[0]!.xmax;
      const { rows } = await sql<{ xid: string }>`
        select backend_xid::text as xid from pg_stat_activity where datname = current_database() and backend_xid is not null
        union all
        select transaction::text from pg_prepared_xacts where database = current_database()`.execute(db);
      return oldestRunning(next, rows.map((r) => r.xid));
    },
    since(range, afterSeq, limit) {
      const inRange = sql<boolean>`r.xid >= ${range.from}::xid8 and r.xid < ${range.to}::xid8`;
      return withSystem(db, async (tx) => {
        const responses = await tx
          .selectFrom('survey_responses as r')
          .select(['r.seq', 'r.company_id', 'r.id as response_id', 'r.cycle_id', 'r.respondent', 'r.group_ids', 'r.option_ids'])
          .where(inRange)
          .where('r.seq', '>', afterSeq)
          .orderBy('r.seq')
          .limit(limit)
          .execute();
        if (responses.length === 0) return { responses: [], answers: [] };
        const last = responses[responses.length - 1]!.seq;
        // Every transaction of the range has ended: this second read sees the same responses.
        const answers = await tx
          .selectFrom('survey_answers as a')
          .innerJoin('survey_responses as r', (j) => j.onRef('r.company_id', '=', 'a.company_id').onRef('r.id', '=', 'a.response_id'))
          .select(['r.seq', 'a.company_id', 'a.response_id', 'a.metric_id', 'a.submetric_id', 'a.score'])
          .where(inRange)
          .where('r.seq', '>', afterSeq)
          .where('r.seq', '<=', last)
          .execute();
        return {
          responses: responses.map((r) => ({ ...r, seq: Number(r.seq) })),
          answers: answers.map((a) => ({ ...a, seq: Number(a.seq), score: Number(a.score) })),
        };
      });
    },
    cycles() {
      return withSystem(db, (tx) =>
        tx.selectFrom('survey_cycles').select(['company_id', 'id as cycle_id', 'number', 'starts_on', 'ends_on']).execute(),
      );
    },
    participationDays(fromDay) {
      return withSystem(db, (tx) => {
        let q = tx.selectFrom('participation_days').select(['company_id', 'day', 'scope', 'respondents']);
        if (fromDay) q = q.where('day', '>=', fromDay);
        return q.execute();
      });
    },
    async exportCsv(table, file, horizon) {
      await copyToFile(raw, table === 'responses' ? RESPONSES(horizon) : ANSWERS(horizon), file);
    },
  };
}
