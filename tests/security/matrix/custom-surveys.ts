import { randomUUID } from 'node:crypto';
import { withTenant } from '../../../server/db/tenant.js';
import { testDeps } from '../../setup/test-context.js';
import { roles, signedIn, type Fixture, type MatrixDomain, type Who } from './shared.js';

// Custom surveys: administrators and managers build them; a survey of company A made by its
// manager is theirs and every administrator's, and answers like a missing one to another company.
const builders = roles(['admin', 'manager']);
const buildersOfA: Who = { ...builders, otherAdmin: 'not-found' };

const STARS = { question_id: 'q1', type: 'stars', category: null, enableScore: true, text: { 'en-US': 'Rate' }, answers: [], maxChoices: null };

/**
 * A survey of company A made by its manager, written directly (the matrix must not depend on
 * create): a draft, or one sent to the whole company that started an hour ago.
 */
async function makeSurvey(fx: Fixture, started = false): Promise<string> {
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
    questions: [STARS],
  };
  const launch = { date: '2026-01-01', time: '09:00', timezone: 'UTC', endDate: null };
  const row = await withTenant(db, fx.companyA, (tx) =>
    tx
      .insertInto('custom_surveys')
      .values({
        company_id: fx.companyA,
        creator_id: fx.users.manager.id,
        definition: JSON.stringify(definition),
        audience: JSON.stringify({ sendToCompany: started, groupsWithHierarchy: [], groupsOnly: [], users: [] }),
        access: JSON.stringify({ managersPermission: false, users: [] }),
        launch: started ? JSON.stringify(launch) : null,
        launch_at: started ? new Date(Date.now() - 3_600_000) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return row.id;
}

const survey = (fx: Fixture) => ({ id: fx.extra.customSurveys.id as string });
const startedOne = (fx: Fixture) => ({ id: fx.extra.customSurveys.started as string });
/** Anyone signed in answers a survey sent to their whole company; another company's people find none. */
const answerersOfA: Who = { ...roles(['admin', 'manager', 'user']), otherAdmin: 'not-found' };
const body = { title: { 'en-US': 'Pulse' } };

export const customSurveysMatrix: MatrixDomain = {
  setup: async (fx) => ({ id: await makeSurvey(fx), started: await makeSurvey(fx, true) }),
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
    'customSurveys.waiting': { who: signedIn },
    'customSurveys.report': { who: buildersOfA, input: (fx) => ({ ...survey(fx), groupId: 'consolidate' }) },
    'customSurveys.npsScores': { who: buildersOfA, input: (fx) => ({ ...survey(fx), groupId: 'consolidate' }) },
    'customSurveys.participation': { who: buildersOfA, input: (fx) => ({ ...survey(fx), groupId: 'consolidate' }) },
    'customSurveys.summary': { who: buildersOfA, input: survey },
    'customSurveys.exportReport': { who: buildersOfA, input: (fx) => ({ ...survey(fx), groupId: 'consolidate', format: 'csv' }) },
    'customSurveys.feedbacks': { who: buildersOfA, input: (fx) => ({ ...survey(fx), groupId: 'consolidate' }) },
    'customSurveys.groups': { who: buildersOfA, input: survey },
    'customSurveys.groupTree': { who: buildersOfA, input: survey },
    'customSurveys.survey': { who: answerersOfA, input: startedOne },
    // A fresh submission per call: a second send of one person is refused as answered (422), past the access checks.
    'customSurveys.send': { who: answerersOfA, input: (fx) => ({ ...startedOne(fx), submissionId: randomUUID(), cycle: 1, answers: [{ question_id: 'q1', value: 4 }] }) },
  },
};
