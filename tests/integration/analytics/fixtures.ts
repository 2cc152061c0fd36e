import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { withTenant } from '../../../server/db/tenant.js';
import type { Metric } from '../../../analytics/metrics.js';
import { QUESTIONS } from '../../../seeds/survey-library/index.js';
import { testDeps } from '../../setup/test-context.js';

// Answers written straight into the survey tables, as the survey service would have written them,
// with the scores, cycles and days a test needs to check figures by hand.

const firstQuestion = new Map<string, { id: string; submetric: string | null }>();
for (const q of QUESTIONS) if (!firstQuestion.has(q.metric)) firstQuestion.set(q.metric, { id: q.id, submetric: q.submetric });

/**
 * A cycle written by hand. The company's delivery date moves far ahead: its cycles are the
 * fixture's alone, never opened by a delivery run of another test file meanwhile. A cycle such a
 * run opened before that (between the company's creation and here: delivered, unlike the
 * fixture's) is dropped, as it would take the fixture's numbers.
 */
export async function addCycle(companyId: string, number: number, startsOn: string, endsOn: string): Promise<string> {
  const { db } = await testDeps();
  const id = randomUUID();
  await withTenant(db, companyId, async (tx) => {
    await tx.updateTable('companies').set({ survey_delivery_date: '2999-01-01' }).where('id', '=', companyId).execute();
    await tx.deleteFrom('survey_cycles').where('company_id', '=', companyId).where('delivered_at', 'is not', null).execute();
    await tx.insertInto('survey_cycles').values({ company_id: companyId, id, number, starts_on: startsOn, ends_on: endsOn, question_ids: [] }).execute();
  });
  return id;
}

export interface FixtureAnswer {
  respondent: string;
  /** Member groups with their ancestors, as a response records them. */
  groups?: string[];
  options?: string[];
  scores: Partial<Record<Metric, number>>;
  /** A submetric per metric, when not the library's first question's. */
  submetrics?: Partial<Record<Metric, string>>;
}

export async function addResponse(companyId: string, cycleId: string, a: FixtureAnswer, day?: string): Promise<void> {
  const { db } = await testDeps();
  const id = randomUUID();
  await withTenant(db, companyId, async (tx) => {
    await tx
      .insertInto('survey_responses')
      .values({ company_id: companyId, id, cycle_id: cycleId, respondent: a.respondent, group_ids: a.groups ?? [], option_ids: a.options ?? [] })
      .execute();
    const answers = Object.entries(a.scores).map(([metric, score]) => {
      const q = firstQuestion.get(metric)!;
      return {
        company_id: companyId,
        response_id: id,
        question_id: q.id,
        metric_id: metric,
        submetric_id: a.submetrics?.[metric as Metric] ?? q.submetric,
        value: score,
        answer_ids: null,
        score,
        comment: null,
      };
    });
    if (answers.length) await tx.insertInto('survey_answers').values(answers).execute();
    if (day) {
      const scopes = ['company', ...(a.groups ?? [])];
      await tx
        .insertInto('participation_days')
        .values(scopes.map((scope) => ({ company_id: companyId, day, scope, respondents: 1 })))
        .onConflict((oc) => oc.columns(['company_id', 'day', 'scope']).doUpdateSet({ respondents: sql`participation_days.respondents + 1` }))
        .execute();
    }
  });
}

/** Several people's responses to one cycle. */
export async function addResponses(companyId: string, cycleId: string, answers: FixtureAnswer[], day?: string) {
  for (const a of answers) await addResponse(companyId, cycleId, a, day);
}

/** Respondents r0…r(n−1) of a test, unique across the run. */
export const respondents = (n: number, prefix = randomUUID().slice(0, 8)) => Array.from({ length: n }, (_, i) => `${prefix}-r${i}`);

/**
 * Ids of n new people of the team, to be a group's real members: figures are gated by the people
 * who can answer (ANONYMITY.md, rule 7), so a group without members reads withheld whatever answers
 * a fixture writes for it.
 */
export async function members(team: { companyId: string; person: (role: 'user') => Promise<{ id: string }> }, n: number, option?: string): Promise<string[]> {
  const people = [];
  for (let i = 0; i < n; i++) people.push(await team.person('user'));
  const ids = people.map((p) => p.id);
  // With a demographic option: demographic cells are gated by their people too.
  if (option) {
    const { db } = await testDeps();
    await withTenant(db, team.companyId, async (tx) => {
      const { attribute_id } = await tx.selectFrom('user_attribute_options').select('attribute_id').where('id', '=', option).executeTakeFirstOrThrow();
      await tx
        .insertInto('user_attribute_values')
        .values(ids.map((user_id) => ({ company_id: team.companyId, user_id, attribute_id, option_id: option })))
        .execute();
    });
  }
  return ids;
}
