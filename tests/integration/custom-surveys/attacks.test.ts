import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../../server/db/tenant.js';
import { releaseCustomHeld } from '../../../server/modules/custom-surveys/custom-surveys.release.js';
import { respondentPseudonym, surveyPseudonym } from '../../../server/modules/survey/survey.pseudonym.js';
import { makeUser } from '../../../seeds/factories.js';
import { attachAnalytics, testDeps } from '../../setup/test-context.js';
import { failureOf } from '../auth/helpers.js';
import { completeSurvey, endedBySchedule, launchIn, morePeople, surveyCompany } from './helpers.js';

// Attacks on custom surveys (ANONYMITY.md, rules 7, 10 and 11, and "What is stored"): a leader who
// chooses audiences and reads every screen, and someone holding a copy of the database.

type Company = Awaited<ReturnType<typeof surveyCompany>>;

async function launchedTo(t: Company, surveyPublic: Record<string, unknown>, surveyAccess: Record<string, unknown> = {}) {
  const { caller } = await t.as(t.admin);
  const survey = await caller.customSurveys.create({
    customSurvey: { ...completeSurvey(), status: 'scheduled', surveyPublic, surveyAccess, launchConfiguration: launchIn(1) },
  });
  await withTenant(t.db, t.company.id, (tx) => sql`update custom_surveys set launch_at = now() - interval '1 hour' where id = ${survey.id}`.execute(tx));
  return survey;
}

const ANSWERS = [
  { question_id: 'q2', value: 5 },
  { question_id: 'q4', text: 'Secret words' },
];

async function answerAll(t: Company, surveyId: string, people: readonly { company_id: string; id: string }[]) {
  for (const person of people) await (await t.as(person)).caller.customSurveys.send({ id: surveyId, submissionId: randomUUID(), cycle: 1, answers: ANSWERS });
}

describe('attacks on custom surveys', () => {
  it('a second survey to the same people plus one is refused, however the audience is spelled', async () => {
    const t = await surveyCompany();
    const { caller } = await t.as(t.admin);
    await launchedTo(t, { groupsOnly: [t.groups.east.id] });
    const east = t.members.east.map((p) => p.id);
    for (const surveyPublic of [
      { users: [...east, t.people.ana.id] },
      { groupsOnly: [t.groups.east.id], users: [t.people.cy.id] },
      // One fewer: East's people but Bo.
      { users: east.slice(1).concat(t.people.ana.id, t.people.cy.id).slice(0, 3) },
    ]) {
      const error = await failureOf(
        caller.customSurveys.create({ customSurvey: { ...completeSurvey(), status: 'scheduled', surveyPublic, launchConfiguration: launchIn(1) } }),
      );
      expect(error.fieldErrors?.surveyPublic?.[0], JSON.stringify(surveyPublic)).toMatch(/differs from the survey "Onboarding" by fewer than 3 people/);
    }
  });

  it('a group whose audience differs from its parent by fewer than k people is withheld, for every reader alike', async () => {
    const t = await surveyCompany();
    // Sales keeps one person of its own: Sales minus East would be that person.
    const [, second, third] = t.members.sales;
    await withTenant(t.db, t.company.id, (tx) => tx.deleteFrom('group_members').where('user_id', 'in', [second!.id, third!.id]).execute());
    // East has 2k people (k = 3): while the cycle is open, all but k of a place's 2k are written,
    // here three of East's under East; Ana's one waits (a place of fewer than 2k).
    const east = [...t.members.east, ...(await morePeople(t, t.groups.east.id, 3))];
    const survey = await launchedTo(t, { groupsWithHierarchy: [t.groups.sales.id] }, { managersPermission: true });
    await answerAll(t, survey.id, [...east, t.people.ana]);
    const { db, deps } = await testDeps();
    await releaseCustomHeld(db, deps.sealingKey, new Date());
    await (await attachAnalytics()).sync();
    const written = await withSystem(t.db, (tx) => tx.selectFrom('custom_survey_responses').select('id').where('survey_id', '=', survey.id).execute());
    expect(written).toHaveLength(3);
    const admin = (await t.as(t.admin)).caller;
    const mia = (await t.as(t.manager)).caller;
    const read = async (caller: typeof admin, groupId: string) => (await caller.customSurveys.report({ id: survey.id, groupId }))!.respondents;
    const [adminSales, adminEast, miaSales, miaEast] = [
      await read(admin, t.groups.sales.id),
      await read(admin, t.groups.east.id),
      await read(mia, t.groups.sales.id),
      await read(mia, t.groups.east.id),
    ];
    // The audiences differ by Ana alone (7 and 6): both shown, their difference would be hers. The
    // gate decides by the audiences, whatever is written (here the same three of East in both): one
    // of the two is withheld.
    expect([adminSales.withheld, adminEast.withheld]).toContain(true);
    // The other shows East's three: the one withheld is so for the audiences, not for want of answers.
    expect([adminSales, adminEast].filter((r) => !r.withheld).map((r) => r.respondents)).toEqual([3]);
    // The team manager gets exactly the administrator's decisions.
    expect([miaSales, miaEast]).toEqual([adminSales, adminEast]);
  });

  it('a copy of the database holds no person, no time and no readable text of a held answer, and no pseudonym shared with the engagement survey', async () => {
    const t = await surveyCompany();
    const survey = await launchedTo(t, { groupsOnly: [t.groups.east.id] });
    await answerAll(t, survey.id, t.members.east.slice(0, 2));
    const held = await withSystem(t.db, (tx) => tx.selectFrom('custom_survey_held').selectAll().where('survey_id', '=', survey.id).execute());
    expect(held).toHaveLength(2);
    for (const row of held) {
      expect(Object.keys(row).sort()).toEqual(['company_id', 'cycle', 'id', 'sealed', 'survey_id']);
      expect(row.sealed.includes(Buffer.from('Secret words'))).toBe(false);
      expect(t.members.east.some((p) => row.sealed.includes(Buffer.from(p.id)))).toBe(false);
    }
    const participation = await withSystem(t.db, (tx) => tx.selectFrom('custom_survey_participation').selectAll().where('survey_id', '=', survey.id).execute());
    expect(Object.keys(participation[0]!).sort()).toEqual(['company_id', 'cycle', 'survey_id', 'user_id']);

    const extra = await makeUser(t.db, t.company.id, { role: 'user' });
    await withTenant(t.db, t.company.id, (tx) =>
      tx.insertInto('group_members').values({ company_id: t.company.id, group_id: t.groups.east.id, user_id: extra.id }).execute(),
    );
    await answerAll(t, survey.id, [t.members.east[2]!]);
    // The cycle ends (its scheduled end passed): East's three, k of one place, are written whole.
    await endedBySchedule(t, survey.id);
    const { db, deps } = await testDeps();
    await releaseCustomHeld(db, deps.sealingKey, new Date());
    const stored = await withSystem(t.db, (tx) => tx.selectFrom('custom_survey_responses').select('respondent').where('survey_id', '=', survey.id).execute());
    const bo = t.people.bo;
    const mine = surveyPseudonym(deps.pseudonymKey, t.company.id, `${survey.id}:1`, bo.id);
    expect(stored).toHaveLength(3);
    expect(stored.map((r) => r.respondent)).toContain(mine);
    // The same person's engagement pseudonym, and their pseudonym in another survey, are others.
    expect(mine).not.toBe(respondentPseudonym(deps.pseudonymKey, t.company.id, bo.id));
    expect(mine).not.toBe(surveyPseudonym(deps.pseudonymKey, t.company.id, `${survey.id}:2`, bo.id));
    expect(mine).not.toBe(surveyPseudonym(deps.pseudonymKey, t.company.id, `${randomUUID()}:1`, bo.id));
  });
});
