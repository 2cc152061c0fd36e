import type { BadInputDomain } from './shared.js';

const CYCLE = '00000000-0000-4000-8000-000000000000';

// The engagement survey and its settings. Status picks the shape of a send (preview or done).
export const surveyBadInput: BadInputDomain = {
  cases: {
    'GET /survey': [{ name: 'cache buster too long', input: () => ({ _: 'x'.repeat(41) }), fields: ['_'], signedIn: true }],
    'POST /survey': [
      { name: 'unknown status', input: () => ({ survey: { status: 'final', cycleId: CYCLE } }), fields: ['status'], signedIn: true },
      {
        name: 'done without submission id, bad cycle',
        input: () => ({ survey: { status: 'done', cycleId: 'nope', questions: [] } }),
        fields: ['cycleId', 'submissionId'],
        signedIn: true,
      },
      { name: 'negative page', input: () => ({ status: 'preview', cycleId: CYCLE, currentQuestion: -1 }), fields: ['currentQuestion'], signedIn: true },
      {
        name: 'comment too long, answers of the wrong kind',
        input: () => ({
          status: 'done',
          cycleId: CYCLE,
          submissionId: CYCLE,
          questions: [{ question_id: 'recognition.1', answered: { feedback_answer: 'x'.repeat(2001), score: 'ten', answer_id: [''] } }],
        }),
        fields: ['questions.0.answered.feedback_answer', 'questions.0.answered.score', 'questions.0.answered.answer_id.0'],
        signedIn: true,
      },
      { name: 'not JSON', input: () => '{"status":', fields: ['_'], signedIn: true },
    ],
    'PUT /company/account/settings': [
      {
        name: 'unknown interval, impossible date',
        input: () => ({ settings: { surveyIntervalDays: 10, deliverySurveyDate: '2026-02-30' } }),
        fields: ['settings.surveyIntervalDays', 'settings.deliverySurveyDate'],
        signedIn: 'admin',
      },
      { name: 'no settings', input: () => ({}), fields: ['settings'], signedIn: 'admin' },
    ],
  },
  procedures: {
    'survey.comments': [
      {
        name: 'bad group, empty pillar, bad cycle',
        input: () => ({ groupId: 'nope', metricId: '', cycleId: 'x' }),
        fields: ['groupId', 'metricId', 'cycleId'],
        signedIn: 'admin',
      },
    ],
  },
};
