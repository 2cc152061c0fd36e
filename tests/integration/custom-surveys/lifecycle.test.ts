import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SURVEY_TEMPLATES } from '../../../server/modules/custom-surveys/custom-surveys.templates.js';
import { withSystem, withTenant } from '../../../server/db/tenant.js';
import { failureOf, v1 } from '../auth/helpers.js';
import { completeSurvey, launchIn, surveyCompany } from './helpers.js';

type Company = Awaited<ReturnType<typeof surveyCompany>>;

/** Moves a survey's instants as the clock would: `launch`/`end` hours from now. */
async function shift(t: Company, id: string, launch: number, end: number | null = null) {
  const at = (hours: number) => new Date(Date.now() + hours * 3_600_000);
  await withTenant(t.db, t.company.id, (tx) =>
    sql`update custom_surveys set launch_at = ${at(launch)}, ends_at = ${end === null ? null : at(end)} where id = ${id}`.execute(tx),
  );
}

const launched = (t: Company) => ({
  ...completeSurvey(),
  status: 'scheduled' as const,
  surveyPublic: { groupsWithHierarchy: [t.groups.sales.id] },
  launchConfiguration: launchIn(1),
});

describe('custom survey statuses', () => {
  it('scheduled → active at its launch → closed at its end, with no job to run; an active survey is no longer edited (409)', async () => {
    const t = await surveyCompany();
    const { caller, token } = await t.as(t.admin);
    const survey = await caller.customSurveys.create({ customSurvey: launched(t) });
    expect(survey.status).toBe('scheduled');

    await shift(t, survey.id, -1);
    const active = await caller.customSurveys.get({ id: survey.id });
    expect(active.status).toBe('active');
    // A single shot that started delivers no other cycle.
    expect(active.nextSurveyDate).toBeNull();
    const edit = await failureOf(caller.customSurveys.update({ id: survey.id, customSurvey: launched(t) }));
    expect(edit.code).toBe('CUSTOM_SURVEY_STARTED');
    // Over v1 the 409 carries the server's own message, which the legacy client shows for these calls.
    const res = await v1('PUT', `/custom-surveys/${survey.id}`, { token, body: { customSurvey: launched(t) } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CUSTOM_SURVEY_STARTED', message: 'This survey has started: duplicate it to change it' });

    await shift(t, survey.id, -48, -1);
    expect((await caller.customSurveys.get({ id: survey.id })).status).toBe('closed');
    expect((await caller.customSurveys.list({ offset: 0, limit: 10, status: 'closed' })).total).toBe(1);
  });

  it('a monthly survey tells when its next cycle starts', async () => {
    const t = await surveyCompany();
    const { caller } = await t.as(t.admin);
    const survey = await caller.customSurveys.create({ customSurvey: { ...launched(t), period: 'monthly' } });
    await shift(t, survey.id, -24);
    const active = await caller.customSurveys.get({ id: survey.id });
    const next = Date.parse(active.nextSurveyDate!);
    // One calendar month after the launch: 28 to 31 days.
    const days = (next - Date.parse(active.launchAt!)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
  });

  it('closes a launched survey now, once; a draft cannot be closed', async () => {
    const t = await surveyCompany();
    const { caller, token } = await t.as(t.admin);
    const draft = await caller.customSurveys.create({ customSurvey: completeSurvey() });
    expect((await failureOf(caller.customSurveys.close({ id: draft.id }))).code).toBe('CUSTOM_SURVEY_NOT_LAUNCHED');

    const survey = await caller.customSurveys.create({ customSurvey: launched(t) });
    await shift(t, survey.id, -1);
    const res = await v1('POST', `/custom-surveys/${survey.id}/close`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: survey.id, status: 'closed', nextSurveyDate: null });
    const again = await caller.customSurveys.close({ id: survey.id });
    expect(again.closesAt).toBe(res.body.closesAt);
    const closes = await t.db
      .selectFrom('audit_logs')
      .select('action')
      .where('company_id', '=', t.company.id)
      .where('entity', '=', 'custom-surveys')
      .where('action', '=', 'close')
      .execute();
    expect(closes).toHaveLength(1);
  });
});

describe('custom survey copies, templates and deletion', () => {
  it('duplicates a survey into a new draft marked as a copy in each language, keeping audience and access', async () => {
    const t = await surveyCompany();
    const { caller, token } = await t.as(t.admin);
    const survey = await caller.customSurveys.create({ customSurvey: { ...launched(t), surveyAccess: { users: [t.manager.id] } } });
    const res = await v1('POST', `/custom-surveys/${survey.id}/duplicate`, { token });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'draft',
      title: { 'pt-BR': 'Integração (cópia)', 'en-US': 'Onboarding (copy)' },
      launchConfiguration: null,
      surveyPublic: { groupsWithHierarchy: [t.groups.sales.id] },
      surveyAccess: { users: [t.manager.id] },
    });
    expect(res.body.id).not.toBe(survey.id);
    expect(res.body.questions).toEqual(survey.questions);
  });

  it('lists the five ready templates under status template, and "use" makes a draft of one as it is', async () => {
    const t = await surveyCompany();
    const { caller } = await t.as(t.manager);
    const templates = await caller.customSurveys.list({ offset: 0, limit: 10, status: 'template' });
    expect(templates.total).toBeGreaterThanOrEqual(5);
    expect(templates.customSurveys.every((s) => s.isTemplate && s.status === 'template' && !s.canEdit)).toBe(true);
    const template = SURVEY_TEMPLATES[0]!;
    expect((await caller.customSurveys.get({ id: template.id })).questions.length).toBe(template.definition.questions.length);

    const used = await caller.customSurveys.duplicate({ id: template.id });
    expect(used).toMatchObject({ status: 'draft', isTemplate: false, canEdit: true, title: template.definition.title, creator: { id: t.manager.id } });
    expect(used.questions.map((q) => q.question_id)).toEqual(template.definition.questions.map((q) => q.question_id));
    // Templates are not the company's surveys: the list without a status shows the draft only.
    expect((await caller.customSurveys.list({ offset: 0, limit: 10 })).customSurveys.map((s) => s.id)).toEqual([used.id]);
    // A template cannot be edited or deleted.
    expect((await failureOf(caller.customSurveys.update({ id: template.id, customSurvey: completeSurvey() }))).code).toBe('NOT_FOUND');
    expect((await failureOf(caller.customSurveys.delete({ id: template.id }))).code).toBe('NOT_FOUND');
  });

  it('deletes a survey (then 404) and writes each change to the audit log', async () => {
    const t = await surveyCompany();
    const { caller, token } = await t.as(t.admin);
    const survey = await caller.customSurveys.create({ customSurvey: completeSurvey() });
    await caller.customSurveys.update({ id: survey.id, customSurvey: launched(t) });
    const res = await v1('DELETE', `/custom-surveys/${survey.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: survey.id, deleted: true });
    expect((await v1('GET', `/custom-surveys/${survey.id}`, { token })).status).toBe(404);
    const log = await t.db.selectFrom('audit_logs').select(['action', 'summary']).where('company_id', '=', t.company.id).orderBy('id').execute();
    expect(log).toEqual([
      { action: 'create', summary: 'Created the survey "Onboarding"' },
      { action: 'update', summary: 'Updated the survey "Onboarding"' },
      { action: 'launch', summary: 'Launched the survey "Onboarding"' },
      { action: 'delete', summary: 'Deleted the survey "Onboarding"' },
    ]);
  });
});

describe('deleting a launched survey', () => {
  it('takes every answer given to it and hides it everywhere, but keeps its audience for rule 11', async () => {
    const t = await surveyCompany();
    const { caller } = await t.as(t.admin);
    const survey = await caller.customSurveys.create({
      customSurvey: { ...completeSurvey(), status: 'scheduled', surveyPublic: { groupsOnly: [t.groups.east.id] }, launchConfiguration: launchIn(1) },
    });
    await shift(t, survey.id, -1);
    await (await t.as(t.people.bo)).caller.customSurveys.send({ id: survey.id, submissionId: randomUUID(), cycle: 1, answers: [{ question_id: 'q2', value: 4 }] });
    await caller.customSurveys.delete({ id: survey.id });
    const left = await withSystem(t.db, async (tx) => ({
      held: (await tx.selectFrom('custom_survey_held').select('id').where('survey_id', '=', survey.id).execute()).length,
      participation: (await tx.selectFrom('custom_survey_participation').select('user_id').where('survey_id', '=', survey.id).execute()).length,
      submissions: (await tx.selectFrom('custom_survey_submissions').select('key').where('survey_id', '=', survey.id).execute()).length,
    }));
    expect(left).toEqual({ held: 0, participation: 0, submissions: 0 });
    expect((await failureOf(caller.customSurveys.get({ id: survey.id }))).code).toBe('NOT_FOUND');
    expect((await caller.customSurveys.list({ offset: 0, limit: 10 })).total).toBe(0);
    expect((await (await t.as(t.people.bo)).caller.customSurveys.waiting()).customSurveys).toEqual([]);
    const near = await failureOf(
      caller.customSurveys.create({
        customSurvey: {
          ...completeSurvey(),
          status: 'scheduled',
          surveyPublic: { groupsOnly: [t.groups.east.id], users: [t.people.ana.id] },
          launchConfiguration: launchIn(1),
        },
      }),
    );
    expect(near.fieldErrors?.surveyPublic?.[0]).toMatch(/by fewer than 3 people/);
  });
});
