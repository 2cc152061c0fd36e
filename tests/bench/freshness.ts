import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { AnalyticsEngine } from '../../analytics/engine.js';
import { participationReport } from '../../analytics/figures/participation.js';

// Freshness: k new responses committed to Postgres the way the survey service writes them
// (survey_responses with the respondent's groups, survey_answers for the cycle's questions; the
// participation tables, which no figure here reads, are left alone), a nudge as the service gives
// after commit, then a figure polled until it moves. The rows are deleted afterwards so that the
// next run reads the same data set.

const MARK = 'bench-fresh-';
const POLL_MS = 20;
const GIVE_UP_MS = 30_000;

export interface Freshness {
  ms: number | null;
  polls: number;
  before: number;
  after: number;
  figure: string;
}

/** Removes the rows of this or an earlier, interrupted run. */
export async function removeFreshRows(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query(`delete from survey_responses where respondent like $1`, [`${MARK}%`]);
  return rowCount ?? 0;
}

export async function measureFreshness(
  engine: AnalyticsEngine,
  pool: pg.Pool,
  q: { companyId: string; today: string; k: number; groupPath: string[] },
): Promise<Freshness> {
  const { rows: cycles } = await pool.query<{ id: string; question_ids: string[] }>(
    `select id, question_ids from survey_cycles where company_id = $1 and starts_on <= $2::date and ends_on > $2::date`,
    [q.companyId, q.today],
  );
  const cycle = cycles[0];
  if (!cycle) throw new Error(`no open cycle on ${q.today}`);
  const { rows: questions } = await pool.query<{ id: string; metric_id: string; submetric_id: string | null }>(
    `select id, metric_id, submetric_id from survey_questions where id = any($1::text[])`,
    [cycle.question_ids],
  );
  // The figure a manager watches move: the open cycle's respondents, which go up in steps of k.
  const figure = async () =>
    (
      await participationReport(engine, {
        companyId: q.companyId,
        today: q.today,
        k: q.k,
        tree: [],
        scope: 'company',
        rosters: new Map([['company', Number.MAX_SAFE_INTEGER]]),
      })
    ).current.respondents ?? 0;
  const before = await figure();

  const client = await pool.connect();
  let committed: number;
  try {
    await client.query('begin');
    for (let i = 0; i < q.k; i++) {
      const id = randomUUID();
      await client.query(`insert into survey_responses (company_id, id, cycle_id, respondent, group_ids, option_ids) values ($1, $2, $3, $4, $5::uuid[], '{}')`, [
        q.companyId,
        id,
        cycle.id,
        `${MARK}${randomUUID()}`,
        q.groupPath,
      ]);
      for (const question of questions) {
        const score = 6 + ((i + question.id.length) % 5);
        await client.query(
          `insert into survey_answers (company_id, response_id, question_id, metric_id, submetric_id, value, score) values ($1, $2, $3, $4, $5, $6, $6)`,
          [q.companyId, id, question.id, question.metric_id, question.submetric_id, score],
        );
      }
    }
    await client.query('commit');
    committed = performance.now();
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  engine.nudge();

  let polls = 0;
  let after = before;
  while (performance.now() - committed < GIVE_UP_MS) {
    polls++;
    after = await figure();
    if (after >= before + q.k) return { ms: performance.now() - committed, polls, before, after, figure: "company's open-cycle respondents (participation)" };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return { ms: null, polls, before, after, figure: "company's open-cycle respondents (participation)" };
}
