import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { setReportMinimum } from '../analytics/helpers.js';
import { failureOf } from '../auth/helpers.js';
import { K, choose, launched, tryLaunch, send, releaseAndSync, closeAndRelease, spread, newMember, copyOf } from './attack-helpers.js';
import { completeSurvey, endedBySchedule, launchIn, surveyCompany } from './helpers.js';

// An adversarial review of custom surveys: access, and attacks the code resists (ANONYMITY.md,
// rules 1, 2, 4, 5, 7, 10 and 11). The audiences a leader chooses are in
// review-attacks-audiences.test.ts, copies of the database and texts in review-attacks-copies.test.ts.

describe('attacks: access', () => {
  // Attack: a manager probes rule 11 with audiences within her reach. The refusal names the other
  // survey, one she cannot see (404 everywhere else), with its title; trying audiences one person
  // at a time also tells who that survey went to. Guarded (custom-surveys.launch.ts audienceRisks):
  // name the other survey only when the caller may see it (canEdit or canReadResults), else
  // "another survey of your company".
  it("rule 11's refusal does not name a survey the manager is told does not exist", async () => {
    const t = await surveyCompany();
    const secret = await launched(t, { groupsOnly: [t.groups.east.id] }, { title: { 'pt-BR': 'Plano de demissões', 'en-US': 'Layoffs plan' } });
    const mia = (await t.as(t.manager)).caller;
    expect((await failureOf(mia.customSurveys.get({ id: secret.id }))).code).toBe('NOT_FOUND');
    const error = await failureOf(
      mia.customSurveys.create({
        customSurvey: {
          ...completeSurvey(),
          status: 'scheduled',
          surveyPublic: { groupsOnly: [t.groups.east.id], users: [t.people.ana.id] },
          launchConfiguration: launchIn(1),
        },
      }),
    );
    expect(error.fieldErrors?.surveyPublic?.join(' ')).toMatch(/differs from another survey of your company/);
    expect(error.fieldErrors?.surveyPublic?.join(' '), 'no title of a survey she cannot see').not.toContain('Layoffs plan');
  });
});

describe('attacks resisted', () => {
  it('the report minimum cannot be lowered once a custom survey launched, even where the engagement survey never ran', async () => {
    const t = await surveyCompany();
    await setReportMinimum(t.company.id, 4);
    await setReportMinimum(t.company.id, 3);
    await launched(t, { groupsOnly: [t.groups.east.id] });
    await setReportMinimum(t.company.id, 4);
    await expect(setReportMinimum(t.company.id, 3)).rejects.toThrow(/cannot be lowered/);
  });

  it('rule 11 counts a closed survey, and holds through an edit of a scheduled survey and through a copy', async () => {
    const t = await surveyCompany();
    const admin = (await t.as(t.admin)).caller;
    const a = await launched(t, { groupsOnly: [t.groups.east.id] });
    await admin.customSurveys.close({ id: a.id });
    const plusAna = { groupsOnly: [t.groups.east.id], users: [t.people.ana.id] };
    expect(await tryLaunch(t, plusAna)).toBeNull();
    // Scheduled to Support (6 apart from East), then edited to East and Ana.
    const body = { ...completeSurvey(), status: 'scheduled' as const, launchConfiguration: launchIn(2) };
    const c = await admin.customSurveys.create({ customSurvey: { ...body, surveyPublic: { groupsOnly: [t.groups.support.id] } } });
    expect((await failureOf(admin.customSurveys.update({ id: c.id, customSurvey: { ...body, surveyPublic: plusAna } }))).fieldErrors?.surveyPublic?.[0]).toMatch(
      /differs from the survey/,
    );
    // A copy of A is a draft; launching it to A's people and Ana is refused too.
    const copy = await admin.customSurveys.duplicate({ id: a.id });
    expect(copy.status).toBe('draft');
    expect((await failureOf(admin.customSurveys.update({ id: copy.id, customSurvey: { ...body, surveyPublic: plusAna } }))).code).toBe('BAD_INPUT');
  });

  it('a team manager reads the same gated figures as an administrator; groups outside the audience or the reach, and readers without access, get 404 everywhere', async () => {
    const t = await surveyCompany();
    const survey = await launched(t, { groupsWithHierarchy: [t.groups.sales.id] }, { surveyAccess: { managersPermission: true } });
    for (const p of [...t.members.sales, ...t.members.east])
      await send(t, p, survey.id, [...choose('a1'), { question_id: 'q3', value: 8 }, { question_id: 'q4', text: `Words of ${p.id}` }]);
    // Ended as scheduled: every text counts (a survey closed by hand keeps counting in blocks).
    await endedBySchedule(t, survey.id);
    await releaseAndSync();
    const admin = (await t.as(t.admin)).caller;
    const mia = (await t.as(t.manager)).caller;
    for (const groupId of ['consolidate', t.groups.sales.id, t.groups.east.id]) {
      const input = { id: survey.id, groupId };
      expect(await mia.customSurveys.report(input), groupId).toEqual(await admin.customSurveys.report(input));
      expect(await mia.customSurveys.npsScores(input), groupId).toEqual(await admin.customSurveys.npsScores(input));
      expect(await mia.customSurveys.participation(input), groupId).toEqual(await admin.customSurveys.participation(input));
    }
    // Texts of the teams she leads, never the consolidated list (texts are for whole readers).
    expect((await admin.customSurveys.feedbacks({ id: survey.id, groupId: 'consolidate' })).withheld).toBe(false);
    expect(await mia.customSurveys.feedbacks({ id: survey.id, groupId: 'consolidate' })).toMatchObject({ withheld: true, comments: [] });
    // Support is outside the audience (for the administrator) and outside Mia's reach.
    const outside = { id: survey.id, groupId: t.groups.support.id };
    for (const caller of [admin, mia]) {
      expect((await failureOf(caller.customSurveys.report(outside))).code).toBe('NOT_FOUND');
      expect((await failureOf(caller.customSurveys.npsScores(outside))).code).toBe('NOT_FOUND');
      expect((await failureOf(caller.customSurveys.participation(outside))).code).toBe('NOT_FOUND');
      expect((await failureOf(caller.customSurveys.feedbacks(outside))).code).toBe('NOT_FOUND');
      expect((await failureOf(caller.customSurveys.exportReport({ ...outside, format: 'csv' }))).code).toBe('NOT_FOUND');
    }
    // Otto leads Support only: the survey does not exist for him.
    const otto = (await t.as(t.other)).caller;
    const input = { id: survey.id, groupId: 'consolidate' };
    for (const call of [
      () => otto.customSurveys.report(input),
      () => otto.customSurveys.npsScores(input),
      () => otto.customSurveys.participation(input),
      () => otto.customSurveys.feedbacks(input),
      () => otto.customSurveys.exportReport({ ...input, format: 'csv' }),
      () => otto.customSurveys.summary({ id: survey.id }),
      () => otto.customSurveys.groups({ id: survey.id }),
    ])
      expect((await failureOf(call())).code).toBe('NOT_FOUND');
    // A respondent reads no results at all.
    const ana = (await t.as(t.people.ana)).caller;
    expect((await failureOf(ana.customSurveys.report(input))).code).toBe('FORBIDDEN');
    expect((await failureOf(ana.customSurveys.feedbacks(input))).code).toBe('FORBIDDEN');
  });

  it('the consolidated audience and its one group, one chosen person apart, are never both shown', async () => {
    const t = await surveyCompany();
    const survey = await launched(t, { groupsOnly: [t.groups.east.id], users: [t.people.ana.id] });
    for (const p of t.members.east) await send(t, p, survey.id, choose('a1'));
    await send(t, t.people.ana, survey.id, choose('a2'));
    await closeAndRelease(t, survey.id);
    const admin = (await t.as(t.admin)).caller;
    expect((await admin.customSurveys.groups({ id: survey.id })).groups.map((g) => g.id)).toEqual([t.groups.east.id]);
    const [all, east] = [await spread(admin, survey.id), await spread(admin, survey.id, t.groups.east.id)];
    expect(all === null || east === null).toBe(true);
  });

  it('one more answer while the cycle is open changes no figure a leader reads', async () => {
    const t = await surveyCompany();
    // East of six: 2k answers while open write k of them (the release keeps k back).
    const more = [await newMember(t, t.groups.east.id, 'Eli'), await newMember(t, t.groups.east.id, 'Fay'), await newMember(t, t.groups.east.id, 'Gus')];
    const dee = await newMember(t, t.groups.east.id);
    const survey = await launched(t, { groupsOnly: [t.groups.east.id] });
    for (const p of [...t.members.east, ...more]) await send(t, p, survey.id, [...choose('a1'), { question_id: 'q3', value: 9 }]);
    await releaseAndSync();
    const admin = (await t.as(t.admin)).caller;
    const read = async () => {
      const input = { id: survey.id, groupId: 'consolidate' };
      const [report, nps, participation, summary] = [
        await admin.customSurveys.report(input),
        await admin.customSurveys.npsScores(input),
        await admin.customSurveys.participation(input),
        await admin.customSurveys.summary({ id: survey.id }),
      ];
      return { report, nps, participation: participation.history, rate: participation.participationRate, summary: summary.respondents };
    };
    const before = await read();
    expect(before.report!.respondents.respondents).toBe(3);
    await send(t, dee, survey.id, choose('a2'));
    await releaseAndSync();
    expect(await copyOf(t, sql`select id from custom_survey_held where survey_id = ${survey.id}`)).toHaveLength(K + 1);
    expect(await read()).toEqual(before);
  });

  it("a respondent's replies say nothing of anyone else's answers", async () => {
    const t = await surveyCompany();
    const survey = await launched(t, { groupsOnly: [t.groups.east.id] });
    const [bo, bo2] = t.members.east;
    const first = await send(t, bo!, survey.id, [...choose('a1'), { question_id: 'q4', text: 'Mine' }]);
    const read = await (await t.as(bo2!)).caller.customSurveys.survey({ id: survey.id });
    const second = await send(t, bo2!, survey.id, choose('a2'));
    expect(first).toEqual({ status: 'done', answered: 2, nextSurveyDate: null });
    expect(second).toEqual({ status: 'done', answered: 1, nextSurveyDate: null });
    expect(JSON.stringify(read)).not.toMatch(/Mine|respondents|count/);
  });

  it('a copy finds no answer row in a transaction of a send, or of anything naming a person', async () => {
    const t = await surveyCompany();
    const survey = await launched(t, { groupsOnly: [t.groups.east.id] });
    for (const p of t.members.east) await send(t, p, survey.id, [...choose('a1'), { question_id: 'q4', text: 'Something' }]);
    await closeAndRelease(t, survey.id);
    const answerXmins = await copyOf(
      t,
      sql<{ xmin: string }>`
        select r.xmin::text as xmin from custom_survey_responses r where r.survey_id = ${survey.id}
        union select a.xmin::text from custom_survey_answers a join custom_survey_responses r on r.id = a.response_id where r.survey_id = ${survey.id}`,
    );
    expect(answerXmins).toHaveLength(1);
    const personXmins = await copyOf(
      t,
      sql<{ xmin: string }>`
        select xmin::text as xmin from custom_survey_participation where survey_id = ${survey.id}
        union select xmin::text from custom_survey_submissions where survey_id = ${survey.id}
        union select xmin::text from users where company_id = ${t.company.id}
        union select xmin::text from audit_logs where company_id = ${t.company.id}`,
    );
    expect(personXmins.map((x) => x.xmin)).not.toContain(answerXmins[0]!.xmin);
  });
});
