import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withSystem } from '../../../server/db/tenant.js';
import { namedAnswers } from '../../../server/modules/polls/polls.named.js';
import { testDeps } from '../../setup/test-context.js';
import { failureOf, v1 } from '../auth/helpers.js';
import { answer, ended, pollSurvey, stored } from './answer-helpers.js';
import { pollCompany, sentPoll, threeQuestions } from './helpers.js';

// Answering a poll (measurement §3, §8): who reads it, the one send (idempotent, 410 after), bad
// answers refused with nothing written, and a signed text kept apart from the anonymous response.

/** 1992 characters, most of them escaped (\u0001) or 4 bytes (😀) in JSON's UTF-8. */
const LONG = `Only signed ${'\u0001😀'.repeat(660)}`;

describe('answering a poll', () => {
  it('its audience reads it with option ids and the sender; it turns answered after the send', async () => {
    const t = await pollCompany();
    const poll = await sentPoll(t);
    const bo = await t.as(t.people.bo);
    const read = await bo.caller.polls.survey({ id: poll._id });
    expect(read.status).toBe('available');
    expect(read.poll).toEqual({
      _id: poll._id,
      title: 'Offsite check',
      description: 'Three quick questions',
      sender_name: 'Mia Sales',
      questions: [
        {
          question_id: 'q1',
          question_type: 'radio-string',
          question_text: 'Which day suits the offsite?',
          options: [
            { id: 'o1', text: 'Monday' },
            { id: 'o2', text: 'Friday' },
          ],
          lower_label: '',
          upper_label: '',
          comment: null,
        },
        {
          question_id: 'q2',
          question_type: 'slide-number',
          question_text: 'How clear are our goals?',
          options: [],
          lower_label: 'Not at all',
          upper_label: 'Completely',
          comment: 'Why this score?',
        },
        { question_id: 'q3', question_type: 'paragraph', question_text: 'What should we change?', options: [], lower_label: '', upper_label: '', comment: null },
      ],
    });
    expect(await answer(bo.caller, poll._id, { choice: 'o2', scale: 7, why: 'Fair', idea: 'Less meetings' })).toEqual({ status: 'done', answered: 4 });
    expect((await bo.caller.polls.survey({ id: poll._id })).status).toBe('answered');
    // Sent by the company: its name, not the owner's.
    const byCompany = await sentPoll(t, { sender: 'company' });
    expect((await bo.caller.polls.survey({ id: byCompany._id })).poll!.sender_name).toBe(t.company.name);
  });

  it('answers 404 for an unknown, draft, closed or not-their poll, 400 for a malformed id', async () => {
    const t = await pollCompany();
    const poll = await sentPoll(t);
    const mia = await t.as(t.manager);
    const draft = await mia.caller.polls.createDraft(threeQuestions({ groups: [t.groups.sales.id] }));
    const bo = await t.as(t.people.bo);
    const cy = await t.as(t.people.cy);
    const refused = async (who: typeof bo, id: string) => {
      expect((await failureOf(who.caller.polls.survey({ id }))).code).toBe('POLL_NOT_FOUND');
      expect((await failureOf(answer(who.caller, id, { choice: 'o1' }))).code).toBe('POLL_NOT_FOUND');
    };
    await refused(bo, randomUUID());
    await refused(bo, draft._id);
    // Cy is in Support: the poll went to Sales (with East).
    await refused(cy, poll._id);
    // Even an invalid send says nothing else to someone the poll is not for.
    expect((await failureOf(answer(cy.caller, poll._id, { choice: 'o9' }))).code).toBe('POLL_NOT_FOUND');
    await mia.caller.polls.close({ id: poll._id, status: 'closed' });
    await refused(bo, poll._id);
    const missing = await v1('GET', `/polls/${randomUUID()}/survey/`, { token: bo.token, query: { _: '1700000000000' } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("This poll doesn't exist or it's been archived!");
    expect((await v1('GET', '/polls/not-a-poll/survey/', { token: bo.token })).status).toBe(400);
    expect((await v1('POST', '/polls/not-a-poll/survey/', { token: bo.token, body: { submissionId: randomUUID(), poll_survey: [] } })).status).toBe(400);
  });

  it('takes one send: the same submissionId repeats the first result, another answers 410, other texts under the same id conflict', async () => {
    const t = await pollCompany();
    const poll = await sentPoll(t);
    const ana = await t.as(t.people.ana);
    const submissionId = randomUUID();
    const given = { choice: 'o1', scale: 9, idea: 'Signed idea', ideaNamed: true };
    const first = await answer(ana.caller, poll._id, given, submissionId);
    expect(first).toEqual({ status: 'done', answered: 3 });
    expect(await answer(ana.caller, poll._id, given, submissionId)).toEqual(first);
    const again = await v1('POST', `/polls/${poll._id}/survey/`, { token: ana.token, body: { submissionId, poll_survey: pollSurvey(given) } });
    expect([again.status, again.body]).toEqual([200, first]);
    // The signed text is part of what a repeat must match, like any answer.
    expect((await failureOf(answer(ana.caller, poll._id, { ...given, idea: 'Another idea' }, submissionId))).code).toBe('SUBMISSION_CONFLICT');
    expect((await failureOf(answer(ana.caller, poll._id, { ...given, ideaNamed: false }, submissionId))).code).toBe('SUBMISSION_CONFLICT');
    expect((await failureOf(answer(ana.caller, poll._id, given))).code).toBe('POLL_ALREADY_ANSWERED');
    const gone = await v1('POST', `/polls/${poll._id}/survey/`, { token: ana.token, body: { submissionId: randomUUID(), poll_survey: pollSurvey(given) } });
    expect([gone.status, gone.body.message]).toEqual([410, 'You already answered this poll!']);
    const db = await stored(t, poll._id);
    expect([db.participation, db.held, db.named.length]).toEqual([[t.people.ana.id], 1, 1]);
  });

  it('refuses unknown options, wrong types and comments where none is asked, with field errors and nothing written', async () => {
    const t = await pollCompany();
    const poll = await sentPoll(t);
    const { caller } = await t.as(t.people.ana);
    const send = (poll_survey: unknown[]) => failureOf(caller.polls.answer({ id: poll._id, submissionId: randomUUID(), poll_survey: poll_survey as never }));
    const error = await send([
      { question_id: 'q1', question_type: 'radio-string', answer: 'o9' },
      { question_id: 'q2', question_type: 'slide-number', answer: 'seven' },
      { question_id: 'q3', question_type: 'radio-string', answer: 'o1' },
      { question_id: 'zz', question_type: 'paragraph', answer: 'Hi' },
    ]);
    expect(error.code).toBe('BAD_INPUT');
    expect(error.fieldErrors).toEqual({
      'poll_survey.0.answer': ['Choose one of o1, o2'],
      'poll_survey.1.answer': ['A whole number from 0 to 10'],
      'poll_survey.2.question_type': ['This question is a paragraph'],
      'poll_survey.3.question_id': ['This question is not in this poll'],
    });
    expect(
      (
        await send([
          { question_id: 'q1', question_type: 'radio-string', answer: 'o1', isAnonymous: false, feedback: { isAnonymous: true, answer: 'Why not' } },
          { question_id: 'q1', question_type: 'radio-string', answer: 'o2' },
        ])
      ).fieldErrors,
    ).toEqual({
      'poll_survey.0.isAnonymous': ['Only a text can be sent with your name'],
      'poll_survey.0.feedback': ['This question takes no comment'],
      'poll_survey.1.question_id': ['This question is answered twice'],
    });
    expect((await send([{ question_id: 'q3', question_type: 'paragraph', answer: '   ' }])).fieldErrors).toEqual({ poll_survey: ['Answer at least one question'] });
    // Off the scale is refused at the edge.
    expect((await send([{ question_id: 'q2', question_type: 'slide-number', answer: 11 }])).code).toBe('BAD_INPUT');
    expect(await stored(t, poll._id)).toEqual({ participation: [], held: 0, named: [] });
    expect((await caller.polls.survey({ id: poll._id })).status).toBe('available');
  });

  it('keeps a signed text apart and sealed: one same-sized row per send, no id or text in clear, nothing of it in the anonymous response', async () => {
    const t = await pollCompany();
    const poll = await sentPoll(t, { groups: [t.groups.east.id] });
    const [bo, bo2, bo3] = t.members.east;
    // Bo signs his idea and his comment; the others write anonymously; Bo 3 signs his only answer.
    await answer((await t.as(bo!)).caller, poll._id, { choice: 'o1', scale: 4, why: 'Signed why', whyNamed: true, idea: 'Signed idea', ideaNamed: true });
    await answer((await t.as(bo2!)).caller, poll._id, { choice: 'o2', scale: 8, why: 'Open why', idea: 'Open idea' });
    expect(await answer((await t.as(bo3!)).caller, poll._id, { idea: LONG, ideaNamed: true })).toEqual({ status: 'done', answered: 1 });
    const db = await stored(t, poll._id);
    expect(db.named).toHaveLength(3);
    // The same size whatever was signed: the two text slots (q2's comment, q3) at their longest
    // (2000 characters: 5336 bytes of base64, 100 for their id), 4096 for the author, 28 of iv and tag.
    // Bo 3's text is near the longest, of characters JSON would escape or widen: still the same size.
    expect(new Set(db.named.map((b) => b.length))).toEqual(new Set([4096 + 2 * 5436 + 28]));
    for (const sealed of db.named)
      for (const clear of [bo!.id, bo3!.id, 'Signed idea', 'Only signed', bo!.last_name]) expect(sealed.includes(Buffer.from(clear))).toBe(false);
    const { deps } = await testDeps();
    const named = await withSystem(t.db, (tx) => namedAnswers(tx, deps.sealingKey, t.company.id, poll._id));
    const name = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;
    const placed = [t.groups.sales.id, t.groups.east.id].sort();
    // In the authors' and texts' order, never the order they came in.
    expect(named.map((n) => [n.author, n.question_id, n.text, [...n.groups].sort()])).toEqual(
      [
        [name(bo!), 'q2-comment', 'Signed why', placed],
        [name(bo!), 'q3', 'Signed idea', placed],
        [name(bo3!), 'q3', LONG, placed],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0])) || String(a[2]).localeCompare(String(b[2]))),
    );
    await ended(t, poll._id);
    const { responses, answers } = await withSystem(t.db, async (tx) => ({
      responses: await tx.selectFrom('custom_survey_responses').select(['id']).where('survey_id', '=', poll._id).execute(),
      answers: await tx
        .selectFrom('custom_survey_answers as a')
        .innerJoin('custom_survey_responses as r', 'r.id', 'a.response_id')
        .select(['a.response_id', 'a.question_id', 'a.value', 'a.choice', 'a.text'])
        .where('r.survey_id', '=', poll._id)
        .execute(),
    }));
    // Three responses (Bo 3's is empty: he signed all he wrote); the texts are the anonymous ones only.
    expect(responses).toHaveLength(3);
    expect(answers.filter((a) => a.text !== null).map((a) => [a.question_id, a.text])).toEqual(
      expect.arrayContaining([
        ['q2-comment', 'Open why'],
        ['q3', 'Open idea'],
      ]),
    );
    expect(answers.filter((a) => a.text !== null)).toHaveLength(2);
    expect(answers).toHaveLength(6);
  });
});
