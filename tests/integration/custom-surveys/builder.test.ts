import { describe, expect, it } from 'vitest';
import { failureOf } from '../auth/helpers.js';
import { completeSurvey, launchIn, selectQuestion, surveyCompany } from './helpers.js';

const count = async (db: Awaited<ReturnType<typeof surveyCompany>>['db'], companyId: string) =>
  Number(
    (
      await db
        .selectFrom('custom_surveys')
        .select((e) => e.fn.countAll().as('n'))
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('custom survey builder: drafts', () => {
  it('saves an incomplete draft, keeps what was typed, and reads it back in the list', async () => {
    const { as, admin, company, db } = await surveyCompany();
    const { caller } = await as(admin);
    const draft = await caller.customSurveys.create({ customSurvey: { title: { 'en-US': '  Hybrid work  ', 'pt-BR': '' } } });
    expect(draft).toMatchObject({ status: 'draft', isTemplate: false, launchAt: null, nextSurveyDate: null, canEdit: true, canReadResults: true, questionCount: 0 });
    // Trimmed, and an empty text removed for its language (measurement §5).
    expect(draft.title).toEqual({ 'en-US': 'Hybrid work' });
    expect(draft.creator).toEqual({ id: admin.id, name: 'Ada Admin' });
    expect(await count(db, company.id)).toBe(1);

    const again = await caller.customSurveys.update({ id: draft.id, customSurvey: { ...completeSurvey() } });
    expect(again.id).toBe(draft.id);
    expect(again.questionCount).toBe(4);
    expect(await count(db, company.id)).toBe(1);

    const list = await caller.customSurveys.list({ offset: 0, limit: 10 });
    expect(list.total).toBe(1);
    expect(list.customSurveys[0]).toMatchObject({ id: draft.id, status: 'draft', title: { 'en-US': 'Onboarding', 'pt-BR': 'Integração' } });
    expect((await caller.customSurveys.list({ offset: 0, limit: 10, title: 'integra' })).total).toBe(1);
    expect((await caller.customSurveys.list({ offset: 0, limit: 10, title: 'exit' })).total).toBe(0);
    expect((await caller.customSurveys.list({ offset: 0, limit: 10, status: 'active' })).total).toBe(0);
  });

  it('applies the builder rules on save: languages, pillars, question types and scoring', async () => {
    const { as, admin } = await surveyCompany();
    const { caller } = await as(admin);
    const base = completeSurvey();
    const saved = await caller.customSurveys.create({
      customSurvey: {
        ...base,
        // Spanish texts of a survey that does not speak Spanish are dropped.
        title: { ...base.title, 'es-AR': 'Incorporación' },
        questions: [
          // Multi-select never counts for score; its answers keep no ids twice.
          {
            question_id: 'm',
            type: 'multi-select',
            enableScore: true,
            category: 'gone',
            maxChoices: 2,
            text: { 'en-US': 'Pick', 'pt-BR': 'Escolha' },
            answers: [
              { answer_id: 'x', text: { 'en-US': 'X', 'pt-BR': 'X' } },
              { answer_id: 'y', text: { 'en-US': 'Y', 'pt-BR': 'Y' } },
            ],
          },
          // Feedback has no answers and no score; stars keep no max choices.
          { question_id: 'f', type: 'feedback', enableScore: true, answers: [{ answer_id: 'z', text: { 'en-US': 'Z' } }], text: { 'en-US': 'Why?' } },
          { question_id: 's', type: 'stars', category: 'welcome', enableScore: true, maxChoices: 3, text: { 'en-US': 'Rate' } },
        ],
      },
    });
    expect(saved.title).toEqual({ 'pt-BR': 'Integração', 'en-US': 'Onboarding' });
    const [m, f, s] = saved.questions;
    expect(m).toMatchObject({ enableScore: false, category: null, maxChoices: 2 });
    expect(m!.answers.map((a) => a.answer_id)).toEqual(['x', 'y']);
    expect(f).toMatchObject({ enableScore: false, answers: [], maxChoices: null });
    expect(s).toMatchObject({ enableScore: true, category: 'welcome', maxChoices: null });
    // A pillar lists its questions (removing a question removes it from its pillar).
    expect(saved.pillars[0]!.questions).toEqual(['s']);
  });

  it('refuses ids given twice and out-of-range values with field errors, writing nothing', async () => {
    const { as, admin, company, db } = await surveyCompany();
    const { caller } = await as(admin);
    const base = completeSurvey();
    const error = await failureOf(
      caller.customSurveys.create({
        customSurvey: {
          ...base,
          questions: [selectQuestion(), { ...selectQuestion(), answers: [{ answer_id: 'a', score: 11 }, { answer_id: 'a' }] }],
        },
      }),
    );
    expect(error.code).toBe('BAD_INPUT');
    expect(Object.keys(error.fieldErrors ?? {}).sort()).toEqual([
      'customSurvey.questions',
      'customSurvey.questions.1.answers',
      'customSurvey.questions.1.answers.0.score',
    ]);
    expect(await count(db, company.id)).toBe(0);
  });
});

describe('custom survey builder: launch', () => {
  it('lists what is missing and launches nothing until it is complete', async () => {
    const { as, admin, company, db } = await surveyCompany();
    const { caller } = await as(admin);
    const base = completeSurvey();
    const error = await failureOf(
      caller.customSurveys.create({
        customSurvey: {
          ...base,
          status: 'scheduled',
          questionsQuantity: 0,
          title: { 'en-US': 'Only English' },
          questions: [{ ...selectQuestion(), answers: [{ ...selectQuestion().answers[0]!, classification: null }, selectQuestion().answers[1]!] }],
        },
      }),
    );
    expect(error.code).toBe('BAD_INPUT');
    expect(error.fieldErrors).toEqual({
      'title.pt-BR': ['The title is missing'],
      questionsQuantity: ['Ask at least one question per cycle'],
      'questions.0.answers.0.classification': ['Every answer of a scored question needs a classification'],
      surveyPublic: ['Choose who answers the survey'],
      launchConfiguration: ['Choose the launch date, time and time zone'],
    });
    expect(await count(db, company.id)).toBe(0);

    const none = await failureOf(caller.customSurveys.create({ customSurvey: { ...base, status: 'scheduled', questions: [] } }));
    expect(none.fieldErrors?.questions).toEqual(['Add at least one question']);
  });

  it('schedules a launch at the wall-clock time of its time zone, and refuses one in the past', async () => {
    const { as, admin, groups } = await surveyCompany();
    const { caller } = await as(admin);
    const launch = launchIn(2, 9);
    const survey = await caller.customSurveys.create({
      customSurvey: { ...completeSurvey(), status: 'scheduled', surveyPublic: { groupsWithHierarchy: [groups.sales.id] }, launchConfiguration: launch },
    });
    expect(survey.status).toBe('scheduled');
    // 09:00 in São Paulo (UTC−3, no daylight saving since 2019) is 12:00 UTC.
    expect(new Date(survey.launchAt!).toISOString()).toBe(`${launch.date}T12:00:00.000Z`);
    expect(survey.nextSurveyDate).toEqual(survey.launchAt);
    // Open through its end date: it closes at the next midnight in São Paulo.
    const dayAfterEnd = new Date(Date.parse(`${launch.endDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(new Date(survey.closesAt!).toISOString()).toBe(`${dayAfterEnd}T03:00:00.000Z`);
    expect(survey.launchConfiguration).toEqual(launch);
    expect(survey.names).toEqual({ [groups.sales.id]: 'Sales' });

    const past = await failureOf(
      caller.customSurveys.create({
        customSurvey: { ...completeSurvey(), status: 'scheduled', surveyPublic: { sendToCompany: true }, launchConfiguration: launchIn(-1) },
      }),
    );
    expect(past.fieldErrors).toEqual({ 'launchConfiguration.date': ['The launch date and time have passed'] });
    const endFirst = await failureOf(
      caller.customSurveys.create({
        customSurvey: {
          ...completeSurvey(),
          status: 'scheduled',
          surveyPublic: { sendToCompany: true },
          launchConfiguration: { ...launchIn(3), endDate: launchIn(2).date },
        },
      }),
    );
    expect(endFirst.fieldErrors).toEqual({ 'launchConfiguration.endDate': ['The end date must come after the launch'] });
  });

  it('keeps a launch typed into a draft, and puts a scheduled survey back to draft', async () => {
    const { as, admin } = await surveyCompany();
    const { caller } = await as(admin);
    const launch = launchIn(5);
    const draft = await caller.customSurveys.create({ customSurvey: { ...completeSurvey(), launchConfiguration: launch } });
    expect(draft).toMatchObject({ status: 'draft', launchAt: null, launchConfiguration: launch });
    const scheduled = await caller.customSurveys.update({
      id: draft.id,
      customSurvey: { ...completeSurvey(), status: 'scheduled', surveyPublic: { sendToCompany: true }, launchConfiguration: launch },
    });
    expect(scheduled.status).toBe('scheduled');
    const back = await caller.customSurveys.update({
      id: draft.id,
      customSurvey: { ...completeSurvey(), status: 'draft', surveyPublic: { sendToCompany: true }, launchConfiguration: launch },
    });
    expect(back).toMatchObject({ status: 'draft', launchAt: null });
  });

  it('refuses an audience of fewer than k, or one that differs from a launched survey by 1 to k−1 people (ANONYMITY.md, rule 11)', async () => {
    const t = await surveyCompany();
    const { caller } = await t.as(t.admin);
    const launched = (surveyPublic: Record<string, unknown>) => ({ ...completeSurvey(), status: 'scheduled' as const, surveyPublic, launchConfiguration: launchIn(1) });
    const two = await failureOf(caller.customSurveys.create({ customSurvey: launched({ users: [t.people.ana.id, t.people.bo.id] }) }));
    expect(two.fieldErrors).toEqual({ surveyPublic: ['Fewer than 3 people of this audience can answer: no result would ever be shown'] });

    // East alone (3 people) is launched; East and one more person would tell that person's answers apart.
    await caller.customSurveys.create({ customSurvey: launched({ groupsOnly: [t.groups.east.id] }) });
    const plusOne = await failureOf(caller.customSurveys.create({ customSurvey: launched({ groupsOnly: [t.groups.east.id], users: [t.people.ana.id] }) }));
    expect(plusOne.fieldErrors).toEqual({
      surveyPublic: ['This audience differs from the survey "Onboarding" by fewer than 3 people: side by side, their results could single someone out'],
    });
    // The same audience again, or one at least k apart, is fine; a draft is never refused for it.
    await caller.customSurveys.create({ customSurvey: launched({ groupsOnly: [t.groups.east.id] }) });
    await caller.customSurveys.create({ customSurvey: launched({ groupsWithHierarchy: [t.groups.sales.id] }) });
    await caller.customSurveys.create({ customSurvey: { ...completeSurvey(), surveyPublic: { groupsOnly: [t.groups.east.id], users: [t.people.ana.id] } } });
  });
});
