import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { SurveyDefinition, SurveyLaunch } from '../../../domain/custom-survey.js';
import type { Database } from '../../db/connect.js';
import { withSystem, type Tx } from '../../db/tenant.js';
import { shuffled } from '../../lib/shuffled.js';
import { unseal } from '../survey/survey.sealing.js';
import type { StoredAnswer } from './custom-surveys.answers.js';
import { releasePlan } from './custom-surveys.release-plan.js';
import { cycleAt, statusAt } from './custom-surveys.rules.js';

// The release step of custom surveys: held responses of one survey's cycle are written to the
// response and answer tables, shuffled, in a transaction of their own that deletes them from the
// holding table, by place and k or more at a time (custom-surveys.release-plan.ts says which and
// when); the engine's gate decides what of them is shown.

/** What a final send seals: the response as it will be stored. */
export interface CustomHeldResponse {
  respondent: string;
  groupIds: string[];
  optionIds: string[];
  answers: StoredAnswer[];
}

/** The associated data of a held row: it opens only where it was written. */
export const customHeldContext = (companyId: string, surveyId: string, cycle: number, id: string) => `custom:${companyId}:${surveyId}:${cycle}:${id}`;

interface Batch {
  company_id: string;
  survey_id: string;
  cycle: number;
  held: number;
  k: number;
  definition: SurveyDefinition;
  launch: SurveyLaunch | null;
  launch_at: Date | null;
  ends_at: Date | null;
  closed_at: Date | null;
}

async function batches(tx: Tx): Promise<Batch[]> {
  const { rows } = await sql<Batch>`
    select h.company_id, h.survey_id, h.cycle, count(*)::int as held, c.report_min_users as k,
           s.definition, s.launch, s.launch_at, s.ends_at, s.closed_at
    from custom_survey_held h
    join companies c on c.id = h.company_id
    join custom_surveys s on s.company_id = h.company_id and s.id = h.survey_id
    group by h.company_id, h.survey_id, h.cycle, c.report_min_users, s.definition, s.launch, s.launch_at, s.ends_at, s.closed_at`.execute(tx);
  return rows;
}

/** A response as it is written: its id, pseudonym, place and answers. */
export interface WrittenResponse {
  id: string;
  respondent: string;
  groupIds: readonly string[];
  optionIds: readonly string[];
  answers: readonly StoredAnswer[];
}

/** Writes responses of one survey's cycle and their answers, each table in the order `shuffle` gives (never arrival order). */
export async function writeResponses(
  tx: Tx,
  at: { company_id: string; survey_id: string; cycle: number },
  responses: readonly WrittenResponse[],
  shuffle: <T>(items: readonly T[]) => T[],
) {
  await tx
    .insertInto('custom_survey_responses')
    .values(
      shuffle(responses).map((r) => ({
        company_id: at.company_id,
        id: r.id,
        survey_id: at.survey_id,
        cycle: at.cycle,
        respondent: r.respondent,
        group_ids: [...r.groupIds],
        option_ids: [...r.optionIds],
      })),
    )
    .execute();
  const answers = shuffle(responses.flatMap((r) => r.answers.map((a) => ({ company_id: at.company_id, response_id: r.id, ...a }))));
  for (let i = 0; i < answers.length; i += 1000)
    await tx
      .insertInto('custom_survey_answers')
      .values(answers.slice(i, i + 1000))
      .execute();
}

async function releaseBatch(db: Database, key: Buffer, b: Batch, ended: boolean): Promise<number> {
  return withSystem(db, async (tx) => {
    // Locked: a concurrent pass waits, then finds only what this one left.
    const held = await tx
      .selectFrom('custom_survey_held')
      .select(['id', 'sealed'])
      .where('company_id', '=', b.company_id)
      .where('survey_id', '=', b.survey_id)
      .where('cycle', '=', b.cycle)
      .forUpdate()
      .execute();
    const opened = held.map((row) => ({ heldId: row.id, ...unseal<CustomHeldResponse>(key, customHeldContext(b.company_id, b.survey_id, b.cycle, row.id), row.sealed) }));
    const written = releasePlan(opened, b.k, ended).map(({ row, place }) => ({
      ...row,
      groupIds: place.groupIds,
      optionIds: place.optionIds,
      id: randomUUID(),
    }));
    if (written.length === 0) return 0;
    await tx
      .deleteFrom('custom_survey_held')
      .where(
        'id',
        'in',
        written.map((r) => r.heldId),
      )
      .execute();
    await writeResponses(tx, b, written, shuffled);
    return written.length;
  });
}

// Held counts at which a pass wrote nothing of an open cycle (no place had 2k): the next pass
// opens them again only when more arrived, not every few seconds.
const fruitless = new Map<string, number>();

/** One pass over every survey's held responses; the number of responses written. */
export async function releaseCustomHeld(db: Database, key: Buffer, now: Date): Promise<number> {
  let released = 0;
  for (const b of await withSystem(db, batches)) {
    const ended = statusAt(b, now) === 'closed' || cycleAt(b, b.definition.period, now).cycle > b.cycle;
    const id = `${b.survey_id}:${b.cycle}`;
    // Fewer than 2k while open, or than k once ended, hold no place that could be written.
    if (b.held < (ended ? b.k : 2 * b.k) || (!ended && fruitless.get(id) === b.held)) continue;
    const written = await releaseBatch(db, key, b, ended);
    if (fruitless.size > 10_000) fruitless.clear();
    if (written === 0 && !ended) fruitless.set(id, b.held);
    else fruitless.delete(id);
    released += written;
  }
  return released;
}
