import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { withSystem, withTenant } from '../../../server/db/tenant.js';
import { releaseCustomHeld } from '../../../server/modules/custom-surveys/custom-surveys.release.js';
import { makeUser } from '../../../seeds/factories.js';
import { attachAnalytics, testDeps } from '../../setup/test-context.js';
import { completeSurvey, launchIn, surveyCompany } from './helpers.js';

// What the adversarial reviews of custom surveys (review-attacks*.test.ts) act with: a leader's
// calls, a release pass and a sync as the server runs them, and a copy of the database.
//
// Between surveys, an attack assumes a person answers the same question alike in both (a factual
// question: "do you plan to leave this year?"): the threat rule 11 itself is written against.

export type Company = Awaited<ReturnType<typeof surveyCompany>>;
export type Person = { company_id: string; id: string };
export type Caller = Awaited<ReturnType<Company['as']>>['caller'];
export type Given = { question_id: string; value?: number; answer_ids?: string[]; text?: string; feedback?: string };

export const K = 3;
/** q1 of completeSurvey(): a1 or a2 (a yes/no question for the leader). */
export const choose = (answer: 'a1' | 'a2'): Given[] => [{ question_id: 'q1', answer_ids: [answer] }];

/** A survey built by the administrator, launched an hour ago; `changes` on completeSurvey()'s draft. */
export async function launched(t: Company, surveyPublic: Record<string, unknown>, changes: Record<string, unknown> = {}) {
  const survey = await (
    await t.as(t.admin)
  ).caller.customSurveys.create({
    customSurvey: { ...completeSurvey(), status: 'scheduled', surveyPublic, launchConfiguration: launchIn(1), ...changes },
  });
  await startedAgo(t, survey.id, 1);
  return survey;
}

/** Whether the administrator may launch a survey to this audience (rule 11), launched an hour ago if so. */
export async function tryLaunch(t: Company, surveyPublic: Record<string, unknown>) {
  try {
    return await launched(t, surveyPublic);
  } catch {
    return null;
  }
}

export async function startedAgo(t: Company, id: string, hours: number) {
  await withTenant(t.db, t.company.id, (tx) => sql`update custom_surveys set launch_at = now() - make_interval(secs => ${hours * 3600}) where id = ${id}`.execute(tx));
}

export async function send(t: Company, person: Person, id: string, answers: Given[], cycle = 1) {
  return (await t.as(person)).caller.customSurveys.send({ id, submissionId: randomUUID(), cycle, answers });
}

/** A release pass and an analytics sync (both over every company of the run's database). */
export async function releaseAndSync() {
  const { db, deps } = await testDeps();
  await releaseCustomHeld(db, deps.sealingKey, new Date());
  await (await attachAnalytics()).sync();
}

export async function closeAndRelease(t: Company, ...ids: string[]) {
  const { caller } = await t.as(t.admin);
  for (const id of ids) await caller.customSurveys.close({ id });
  await releaseAndSync();
}

/** A question's spread as { choice: count } in one scope, or null when withheld. */
export async function spread(caller: Caller, id: string, groupId = 'consolidate', question = 'q1') {
  const report = await caller.customSurveys.report({ id, groupId });
  const q = report?.questions.find((x) => x.question_id === question);
  if (!q || q.withheld) return null;
  return Object.fromEntries((q.distribution ?? []).map((d) => [d.point, d.count]));
}

/** Signed sum of spreads: what a leader subtracting figures gets. */
export function combine(...terms: [number, Record<string, number> | null][]) {
  const out: Record<string, number> = {};
  for (const [sign, s] of terms) for (const [point, n] of Object.entries(s ?? {})) out[point] = (out[point] ?? 0) + sign * n;
  return Object.fromEntries(Object.entries(out).filter(([, n]) => n !== 0));
}

export async function newMember(t: Company, groupId: string | null, first_name = 'Dee') {
  const person = await makeUser(t.db, t.company.id, { role: 'user', first_name });
  if (groupId)
    await withTenant(t.db, t.company.id, (tx) => tx.insertInto('group_members').values({ company_id: t.company.id, group_id: groupId, user_id: person.id }).execute());
  return person;
}

/** Rows of a table as a copy of the database shows them (system columns included), for one survey. */
export async function copyOf<T>(t: Company, query: ReturnType<typeof sql<T>>) {
  return (await withSystem(t.db, (tx) => query.execute(tx))).rows;
}
