import { randomUUID } from 'node:crypto';
import type { BadInputDomain } from './shared.js';

const admin = 'admin' as const;
const question = { question_id: 'q1', type: 'stars', text: { 'en-US': 'Rate' } };

// Shapes only: what a launch lacks (missingFields) is covered in tests/integration/custom-surveys.
const body: BadInputDomain['cases'][string] = [
  { name: 'empty body', input: () => ({}), fields: ['customSurvey'], signedIn: admin },
  {
    name: 'wrong types and unknown choices',
    input: () => ({ customSurvey: { title: 'Pulse', period: 'daily', availableLanguages: ['fr-FR'], questionsQuantity: -1, status: 'closed' } }),
    fields: ['customSurvey.title', 'customSurvey.period', 'customSurvey.availableLanguages.0', 'customSurvey.questionsQuantity', 'customSurvey.status'],
    signedIn: admin,
  },
  {
    name: 'question of an unknown type, bad ids, text too long, score out of range',
    input: () => ({
      customSurvey: {
        questions: [
          { ...question, type: 'essay' },
          { ...question, question_id: 'has space', text: { 'en-US': 'x'.repeat(501) } },
          { ...question, question_id: 'q3', type: 'select', answers: [{ answer_id: 'a', score: 12, classification: 'superb' }] },
        ],
      },
    }),
    fields: [
      'customSurvey.questions.0.type',
      'customSurvey.questions.1.question_id',
      'customSurvey.questions.1.text.en-US',
      'customSurvey.questions.2.answers.0.score',
      'customSurvey.questions.2.answers.0.classification',
    ],
    signedIn: admin,
  },
  {
    name: 'ids twice, audience ids not uuids, a bad launch',
    input: () => ({
      customSurvey: {
        questions: [question, question],
        surveyPublic: { groupsOnly: ['sales'] },
        launchConfiguration: { date: '2027-02-30', time: '25:00', timezone: 'Mars/Olympus', endDate: 'soon' },
      },
    }),
    fields: [
      'customSurvey.questions',
      'customSurvey.surveyPublic.groupsOnly.0',
      'customSurvey.launchConfiguration.date',
      'customSurvey.launchConfiguration.time',
      'customSurvey.launchConfiguration.timezone',
      'customSurvey.launchConfiguration.endDate',
    ],
    signedIn: admin,
  },
  { name: 'malformed JSON', input: () => '{"customSurvey": {', fields: ['_'], signedIn: admin },
];

const idOnly = (name = 'id not a uuid') => [{ name, input: () => ({ id: 'not-a-survey' }), fields: ['id'], signedIn: admin }];

export const customSurveysBadInput: BadInputDomain = {
  cases: {
    'GET /custom-surveys': [
      { name: 'bad paging and status', input: () => ({ offset: '-1', limit: 'all', status: 'archived' }), fields: ['offset', 'limit', 'status'], signedIn: admin },
      { name: 'title too long', input: () => ({ title: 'x'.repeat(101) }), fields: ['title'], signedIn: admin },
    ],
    'GET /custom-surveys/:id': idOnly(),
    'POST /custom-surveys': body,
    'PUT /custom-surveys/:id': [
      { name: 'id not a uuid', input: () => ({ id: 'nope', customSurvey: {} }), fields: ['id'], signedIn: admin },
      // The body's cases on an existing path (the survey need not exist: the input is read first).
      ...body.flatMap((c) => {
        const sample = c.input({} as never);
        return typeof sample === 'string' ? [] : [{ ...c, input: () => ({ id: randomUUID(), ...sample }) }];
      }),
    ],
    'POST /custom-surveys/:id/close': idOnly(),
    'POST /custom-surveys/:id/duplicate': idOnly(),
    'DELETE /custom-surveys/:id': idOnly(),
    'GET /custom-surveys/:id/groups/:groupId/reports': [
      { name: 'ids not uuids, cycle of words', input: () => ({ id: 'x', groupId: 'everyone', cycle: 'last' }), fields: ['id', 'groupId', 'cycle'], signedIn: admin },
    ],
    'GET /custom-surveys/:id/groups/:groupId/npscores': [
      { name: 'group not a uuid', input: () => ({ id: randomUUID(), groupId: 'all' }), fields: ['groupId'], signedIn: admin },
    ],
    'GET /custom-surveys/:id/groups/:groupId/participation': [
      { name: 'cycle below 1', input: () => ({ id: randomUUID(), groupId: 'consolidate', cycle: '0' }), fields: ['cycle'], signedIn: admin },
    ],
    'GET /custom-surveys/:id/summary': idOnly(),
    'GET /custom-surveys/:id/groups': idOnly(),
    'GET /custom-surveys/:id/groups/tree': idOnly(),
    'GET /custom-surveys/:id/survey': [{ ...idOnly()[0]!, signedIn: true }],
    'POST /custom-surveys/:id/survey': [
      { name: 'empty body', input: () => ({ id: randomUUID() }), fields: ['submissionId', 'cycle', 'answers'], signedIn: true },
      {
        name: 'wrong types, value off any scale, text too long',
        input: () => ({ id: 'x', submissionId: 'again', cycle: 0, answers: [{ question_id: 'q1', value: 11, answer_ids: 'a1', text: 'x'.repeat(2001) }] }),
        fields: ['id', 'submissionId', 'cycle', 'answers.0.value', 'answers.0.answer_ids', 'answers.0.text'],
        signedIn: true,
      },
    ],
  },
  procedures: {
    'customSurveys.exportReport': [
      { name: 'unknown format', input: () => ({ id: randomUUID(), groupId: 'consolidate', format: 'docx' }), fields: ['format'], signedIn: admin },
    ],
    'customSurveys.feedbacks': [
      {
        name: 'bad ids and cycle, question id too long',
        input: () => ({ id: 'x', groupId: 'all', cycle: 0, questionId: 'q'.repeat(41) }),
        fields: ['id', 'groupId', 'cycle', 'questionId'],
        signedIn: admin,
      },
    ],
  },
};
