import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import { to as copyTo } from 'pg-copy-streams';
import type { AnalyticsSource } from '../../analytics/index.js';
import type { Database, RawConnection } from './connect.js';
import { withSystem } from './tenant.js';

// The analytics engine's view of Postgres: the anonymous responses of the companies of the engine's
// share, read as the system role (the engine serves those companies; each report still asks for one).

// Every insert into survey_responses holds one advisory lock until its transaction ends (a trigger,
// migrations/2026_11_24_600000_unlinkable_storage.ts), so sequence numbers are handed out in commit
// order: once seq n is visible, every response below n that will ever exist is visible too. The
// horizon is the highest visible seq; no transaction id is kept on (or shared with) an answer.
const SEQ = /^\d+$/;
const upTo = (horizon: string) => {
  if (!SEQ.test(horizon)) throw new Error(`not a sequence number: ${horizon}`);
  return `seq <= ${horizon}`;
};

type Share = Parameters<AnalyticsSource['cycles']>[0];

/**
 * Rows of the share's companies: a company is in share i of n when the first 8 hex digits of the
 * md5 of its id, as a number, modulo n are i (analytics/source.ts inShare computes the same). The
 * hash is taken once per company, not per row. Written into the text (a COPY takes no parameters)
 * from integers only.
 */
function inShareSql(share: Share, column: string): string {
  if (share.count === 1) return 'true';
  if (!Number.isSafeInteger(share.index) || !Number.isSafeInteger(share.count)) throw new Error(`not an analytics share: ${share.index}/${share.count}`);
  return `${column} in (select id from companies where ('x' || left(md5(id::text), 8))::bit(32)::bigint % ${share.count} = ${share.index})`;
}

type Range = Parameters<AnalyticsSource['exportCsv']>[2];
/** Responses after `from` up to `to`, both checked sequence numbers (a COPY takes no parameters). */
const within = (range: Range, alias = '') => {
  if (!SEQ.test(range.from)) throw new Error(`not a sequence number: ${range.from}`);
  return `${alias}seq > ${range.from} and ${alias}${upTo(range.to)}`;
};

const RESPONSES = (range: Range, share: Share) =>
  `select seq, company_id, id as response_id, cycle_id, respondent, group_ids, option_ids from survey_responses
   where ${within(range)} and ${inShareSql(share, 'company_id')} order by seq`;
/**
 * The share's answers, without their responses: the rebuild takes each answer's sequence number
 * from the responses it loaded first (analytics/rebuild.ts), and an answer whose response it did not
 * load (past the horizon) is left out there. Joined here, the export took twice as long.
 */
const ANSWERS = (share: Share) => `select response_id, metric_id, submetric_id, score from survey_answers a where ${inShareSql(share, 'a.company_id')}`;

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

export function analyticsSource(db: Database, raw: RawConnection): AnalyticsSource {
  return {
    async identity() {
      // The database, and how many times stored responses were rewritten in place (migration 800000).
      const row = await db.selectFrom('installation').select('id').executeTakeFirstOrThrow();
      const { rows } = await sql<{ generation: string }>`select case when is_called then last_value else 0 end::text as generation from analytics_generation`.execute(db);
      return `${row.id}:${rows[0]?.generation ?? '0'}`;
    },
    async maxSeq() {
      const row = await withSystem(db, (tx) =>
        tx
          .selectFrom('survey_responses')
          .select(sql<number>`coalesce(max(seq), 0)::bigint`.as('seq'))
          .executeTakeFirstOrThrow(),
      );
      return Number(row.seq);
    },
    async horizon() {
      const row = await withSystem(db, (tx) =>
        tx
          .selectFrom('survey_responses')
          .select(sql<string>`coalesce(max(seq), 0)::text`.as('seq'))
          .executeTakeFirstOrThrow(),
      );
      return row.seq;
    },
    since(range, afterSeq, limit, share) {
      const inRange = sql<boolean>`r.seq > ${range.from}::bigint and r.seq <= ${range.to}::bigint and ${sql.raw(inShareSql(share, 'r.company_id'))}`;
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
        // Every response of the range has committed: this second read sees the same responses.
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
    cycles(share) {
      return withSystem(db, (tx) =>
        tx
          .selectFrom('survey_cycles')
          .select(['company_id', 'id as cycle_id', 'number', 'starts_on', 'ends_on'])
          .where(sql.raw<boolean>(inShareSql(share, 'company_id')))
          .execute(),
      );
    },
    participationDays(share, since) {
      return withSystem(db, async (tx) => {
        if (!since) {
          return tx
            .selectFrom('participation_days')
            .select(['company_id', 'day', 'scope', 'respondents'])
            .where(sql.raw<boolean>(inShareSql(share, 'company_id')))
            .execute();
        }
        if (since.length === 0) return [];
        // Each company from its own day: one statement, two parameters, however many companies.
        const { rows } = await sql<{ company_id: string; day: string; scope: string; respondents: number }>`
          select p.company_id, p.day, p.scope, p.respondents from participation_days p
          join unnest(${since.map((s) => s.company_id)}::uuid[], ${since.map((s) => s.day)}::date[]) as f(company_id, day)
            on p.company_id = f.company_id and p.day >= f.day`.execute(tx);
        return rows;
      });
    },
    async exportCsv(table, file, range, share) {
      await copyToFile(raw, table === 'responses' ? RESPONSES(range, share) : ANSWERS(share), file);
    },
  };
}
