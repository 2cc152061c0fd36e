import { withTenant } from '../../../server/db/tenant.js';
import { testDeps } from '../../setup/test-context.js';
import { roles, type Fixture, type MatrixDomain, type Who } from './shared.js';

// Custom surveys: administrators and managers build them; a survey of company A made by its
// manager is theirs and every administrator's, and answers like a missing one to another company.
const builders = roles(['admin', 'manager']);
const buildersOfA: Who = { ...builders, otherAdmin: 'not-found' };

/** A draft of company A made by its manager, written directly (the matrix must not depend on create). */
async function makeSurvey(fx: Fixture): Promise<string> {
  const { db } = await testDeps();
  const definition = {
    availableLanguages: ['en-US'],
    title: { 'en-US': 'Matrix' },
    description: {},
    period: 'single',
    questionsDistribution: 'sequential',
    questionsQuantity: 'all',
    enableFeedbacks: true,
    mandatoryQuestions: false,
    pillars: [],
    questions: [],
  };
  const row = await withTenant(db, fx.companyA, (tx) =>
    tx
      .insertInto('custom_surveys')
      .values({
        company_id: fx.companyA,
        creator_id: fx.users.manager.id,
        definition: JSON.stringify(definition),
        audience: JSON.stringify({ sendToCompany: false, groupsWithHierarchy: [], groupsOnly: [], users: [] }),
        access: JSON.stringify({ managersPermission: false, users: [] }),
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return row.id;
}

const survey = (fx: Fixture) => ({ id: fx.extra.customSurveys.id as string });
const body = { title: { 'en-US': 'Pulse' } };

export const customSurveysMatrix: MatrixDomain = {
  setup: async (fx) => ({ id: await makeSurvey(fx) }),
  rows: {
    'customSurveys.list': { who: builders, input: () => ({ offset: 0, limit: 10 }) },
    'customSurveys.get': { who: buildersOfA, input: survey },
    'customSurveys.create': { who: builders, input: () => ({ customSurvey: body }) },
    'customSurveys.update': { who: buildersOfA, input: (fx) => ({ ...survey(fx), customSurvey: body }) },
    // A draft cannot be closed (409): past the access checks all the same.
    'customSurveys.close': { who: buildersOfA, input: survey },
    'customSurveys.duplicate': { who: buildersOfA, input: survey },
    // A fresh survey per call: an allowed delete removes it.
    'customSurveys.delete': { who: buildersOfA, input: async (fx) => ({ id: await makeSurvey(fx) }) },
  },
};
