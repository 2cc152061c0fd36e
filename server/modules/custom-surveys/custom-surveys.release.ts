import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { SurveyDefinition, SurveyLaunch } from '../../../domain/custom-survey.js';
import type { Database } from '../../db/connect.js';
import { withSystem, type Tx } from '../../db/tenant.js';
import { shuffled } from '../../lib/shuffled.js';
import { unseal } from '../survey/survey.sealing.js';
import type { StoredAnswer } from './custom-surveys.answers.js';
import { cycleAt, statusAt } from './custom-surveys.rules.js';

// The release step of custom surveys, as the engagement survey's (survey.release.ts): held
// responses of one survey's cycle are written to the response and answer tables once at least k
// (the company's report minimum) wait, shuffled, in a transaction of their own that deletes them
// from the holding table; when the cycle has ended (the survey closed or its next cycle began),
// whatever is held is written, and the engine's gate decides what of it is shown.

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

class NotYet extends Error {}

async function releaseBatch(db: Database, key: Buffer, b: Batch, ended: boolean): Promise<number> {
  try {
    return await withSystem(db, async (tx) => {
      const held = await tx
        .deleteFrom('custom_survey_held')
        .where('company_id', '=', b.company_id)
        .where('survey_id', '=', b.survey_id)
        .where('cycle', '=', b.cycle)
        .returning(['id', 'sealed'])
        .execute();
      // Another pass took some meanwhile: what is left waits for more (the rows come back on rollback).
      if (held.length === 0 || (held.length < b.k && !ended)) throw new NotYet();
      const opened = shuffled(held).map((row) => ({
        id: randomUUID(),
        ...unseal<CustomHeldResponse>(key, customHeldContext(b.company_id, b.survey_id, b.cycle, row.id), row.sealed),
      }));
      await tx
        .insertInto('custom_survey_responses')
        .values(
          opened.map((r) => ({
            company_id: b.company_id,
            id: r.id,
            survey_id: b.survey_id,
            cycle: b.cycle,
            respondent: r.respondent,
            group_ids: r.groupIds,
            option_ids: r.optionIds,
          })),
        )
        .execute();
      const answers = shuffled(opened.flatMap((r) => r.answers.map((a) => ({ company_id: b.company_id, response_id: r.id, ...a }))));
      for (let i = 0; i < answers.length; i += 1000)
        await tx
          .insertInto('custom_survey_answers')
          .values(answers.slice(i, i + 1000))
          .execute();
      return opened.length;
    });
  } catch (error) {
    if (error instanceof NotYet) return 0;
    throw error;
  }
}

/** One pass over every survey's held responses; the number of responses written. */
export async function releaseCustomHeld(db: Database, key: Buffer, now: Date): Promise<number> {
  let released = 0;
  for (const b of await withSystem(db, batches)) {
    const ended = statusAt(b, now) === 'closed' || cycleAt(b, b.definition.period, now).cycle > b.cycle;
    if (b.held >= b.k || ended) released += await releaseBatch(db, key, b, ended);
  }
  return released;
}
