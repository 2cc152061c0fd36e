import { randomUUID } from 'node:crypto';
import type { BadInputDomain, Case } from './shared.js';

const admin = 'admin' as const;
const choice = { question_id: 'q1', question_type: 'radio-string', question_text: 'Which day?', options: ['Monday', 'Friday'] };

// Shapes, and the one refusal past them that every save makes: fields left incomplete (measurement
// §5, POLL_INCOMPLETE); what each incomplete field reads as is in tests/integration/polls.
const fields: Case[] = [
  {
    name: 'wrong types and unknown choices',
    input: () => ({ title: 7, sender: 'ceo', access_level: 'public', company: 'yes', groups: ['sales'], viewers: 'everyone' }),
    fields: ['title', 'sender', 'access_level', 'company', 'groups.0', 'viewers'],
    signedIn: admin,
  },
  {
    name: 'question of an unknown type, a bad id, texts too long, too many options',
    input: () => ({
      questions: [
        { ...choice, question_type: 'essay' },
        { ...choice, question_id: 'has space', question_text: 'x'.repeat(501), options: Array.from({ length: 11 }, (_, i) => `Day ${i}`) },
        { ...choice, question_id: 'q3', question_type: 'slide-number', lower_label: 'x'.repeat(61) },
      ],
    }),
    fields: ['questions.0.question_type', 'questions.1.question_id', 'questions.1.question_text', 'questions.1.options', 'questions.2.lower_label'],
    signedIn: admin,
  },
  { name: 'nothing filled in (every field must be complete, drafts included)', input: () => ({}), fields: ['title', 'groups', 'questions'], signedIn: admin },
  { name: 'malformed JSON', input: () => '{"title": ', fields: ['_'], signedIn: admin },
];

const idOnly = (signedIn: Case['signedIn'] = admin): Case[] => [{ name: 'id not a uuid', input: () => ({ id: 'not-a-poll' }), fields: ['id'], signedIn }];

export const pollsBadInput: BadInputDomain = {
  cases: {
    'POST /polls/drafts': fields,
    'PUT /polls/drafts/:id': [
      { name: 'id not a uuid', input: () => ({ id: 'nope' }), fields: ['id'], signedIn: admin },
      // The body's shape cases on an existing path (the draft need not exist: the input is read first).
      ...fields.slice(0, 2).map((c) => ({ ...c, input: () => ({ id: randomUUID(), ...(c.input({} as never) as object) }) })),
    ],
    'GET /polls/drafts/:id': idOnly(),
    'DELETE /polls/drafts/:id': idOnly(),
    'POST /polls': [
      ...fields,
      {
        name: 'another status, bad draft and legacy group ids',
        input: () => ({ status: 'draft', draft_id: 'mine', groups_input: ['sales'] }),
        fields: ['status', 'draft_id', 'groups_input.0'],
        signedIn: admin,
      },
    ],
    'GET /polls/receivers': [
      {
        name: 'unknown access level, flag and group of words',
        input: () => ({ access_level: 'secret', company: 'maybe', groups: 'sales,support' }),
        fields: ['access_level', 'company', 'groups.0', 'groups.1'],
        signedIn: admin,
      },
    ],
    'GET /polls/:owner/:status': [
      {
        name: 'unknown owner and status, bad paging',
        input: () => ({ owner: 'theirs', status: 'archived', offset: '-1', limit: 'all' }),
        fields: ['owner', 'status', 'offset', 'limit'],
        signedIn: true,
      },
    ],
    'PATCH /polls/:id': [
      { name: 'id not a uuid, another status', input: () => ({ id: 'x', status: 'active' }), fields: ['id', 'status'], signedIn: admin },
      { name: 'no status', input: () => ({ id: randomUUID() }), fields: ['status'], signedIn: admin },
    ],
    'POST /polls/:id/duplicate': idOnly(),
    'GET /polls/:id/reports/groups/:groupId': [{ name: 'ids not uuids', input: () => ({ id: 'x', groupId: 'everyone' }), fields: ['id', 'groupId'], signedIn: admin }],
    'GET /polls/:id/groups': idOnly(),
    'GET /polls/:id/survey': idOnly(true),
    'POST /polls/:id/survey': [
      { name: 'empty body', input: () => ({ id: randomUUID() }), fields: ['submissionId', 'poll_survey'], signedIn: true },
      {
        name: 'wrong types, value off the scale, text too long',
        input: () => ({
          id: 'x',
          submissionId: 'again',
          poll_survey: [
            { question_id: 'q1', question_type: 'essay', answer: 11 },
            { question_id: 'q2', question_type: 'paragraph', answer: 'x'.repeat(2001), isAnonymous: 'no' },
          ],
        }),
        fields: ['id', 'submissionId', 'poll_survey.0.question_type', 'poll_survey.0.answer', 'poll_survey.1.answer', 'poll_survey.1.isAnonymous'],
        signedIn: true,
      },
    ],
  },
  procedures: {
    'polls.shares': idOnly(),
    'polls.share': [
      { name: 'ids not uuids, shared not a boolean', input: () => ({ id: 'x', groupId: 'sales', shared: 'yes' }), fields: ['id', 'groupId', 'shared'], signedIn: admin },
      { name: 'no group, no flag', input: () => ({ id: randomUUID() }), fields: ['groupId', 'shared'], signedIn: admin },
    ],
    // One group, never the whole audience: 'consolidate' is no group.
    'polls.sharedReport': [{ name: 'ids not uuids', input: () => ({ id: 'x', groupId: 'consolidate' }), fields: ['id', 'groupId'], signedIn: true }],
  },
};
