import { describe, expect, it } from 'vitest';
import { withTenant } from '../../../server/db/tenant.js';
import { surveyCompany, surveyWithTexts } from '../custom-surveys/helpers.js';
import { testDeps } from '../../setup/test-context.js';
import { failureOf } from '../auth/helpers.js';
import { surveyCaller } from '../survey/helpers.js';
import { capturingMail, commentedTeam, deliverNow } from './helpers.js';

// A leader answers a comment of the engagement survey's results; its author is reached through the
// response's pseudonym and answers without being named. The leader learns nothing new.

describe('replies to survey comments', () => {
  it('reaches the author, who answers anonymously; the leader sees the same whoever wrote it', async () => {
    const { team, members, manager, shown } = await commentedTeam();
    const comment = shown.comments.find((c) => c.text === 'Comment 3')!;
    const started = await manager.tickets.replyToComment({ ref: comment.ref, message: 'Could you tell me more about this?' });
    expect(started).toMatchObject({ side: 'leader', origin: 'comment', isAnonymous: true, author: null, subject: { instrument: 'engagement', cycleDate: comment.date } });

    const author = await surveyCaller(members[3]!);
    const mine = await author.tickets.list({ owner: true });
    expect(mine.tickets.map((t) => t._id)).toEqual([started._id]);
    expect(mine.unread).toBe(1);
    const convo = await author.tickets.messages({ id: started._id });
    expect(convo.messages.map((m) => [m.message, m.mine, m.side])).toEqual([
      ['Comment 3', true, 'author'],
      ['Could you tell me more about this?', false, 'leader'],
    ]);
    for (const other of [members[0]!, members[4]!]) {
      const caller = await surveyCaller(other);
      expect((await caller.tickets.list({ owner: true })).tickets).toEqual([]);
      expect(await failureOf(caller.tickets.messages({ id: started._id }))).toMatchObject({ code: 'NOT_FOUND' });
    }

    // The author's notice: mailed unrecorded, with no text and no ticket.
    const mail = capturingMail();
    await deliverNow(mail, 0, team.companyId);
    const notice = mail.unrecorded.find((m) => m.template === 'ticketCommentReply');
    expect(notice).toBeDefined();
    const { db } = await testDeps();
    const authorRow = await db.selectFrom('users').select('email').where('id', '=', members[3]!.id).executeTakeFirstOrThrow();
    expect(notice!.to).toBe(authorRow.email);
    expect(JSON.stringify(notice)).not.toContain(started._id);
    expect(JSON.stringify(notice)).not.toContain('Comment 3');

    expect(await failureOf(author.tickets.leaveAnonymity({ id: started._id }))).toMatchObject({ code: 'BAD_INPUT' });
    expect(await failureOf(author.tickets.send({ id: started._id, message: 'It is me', isAnonymous: false }))).toMatchObject({ code: 'BAD_INPUT' });
    await author.tickets.send({ id: started._id, message: 'Sure: the queue tool is slow' });
    await deliverNow(mail, 1, team.companyId);
    const leaderView = await manager.tickets.messages({ id: started._id });
    expect(leaderView.messages.map((m) => [m.message, m.sender])).toEqual([
      ['Comment 3', null],
      ['Could you tell me more about this?', expect.any(String)],
      ['Sure: the queue tool is slow', null],
    ]);
  });

  it('answers the same when the author has left, and refuses handles that are not the caller’s', async () => {
    const { team, members, manager, shown, group } = await commentedTeam();
    const { db } = await testDeps();
    // Everyone but one author leaves: replies to their comments look the same as to the one who stayed.
    await withTenant(db, team.companyId, (tx) => tx.deleteFrom('group_members').where('group_id', '=', group).execute());
    await withTenant(db, team.companyId, (tx) =>
      tx
        .updateTable('users')
        .set({ status: 'deactivated' })
        .where(
          'id',
          'in',
          members.slice(1).map((m) => m.id),
        )
        .execute(),
    );
    const answers = [];
    for (const c of shown.comments) {
      const started = await manager.tickets.replyToComment({ ref: c.ref, message: 'Thanks for this comment' });
      const { _id: _, ...rest } = started;
      answers.push(rest);
    }
    expect(new Set(answers.map((a) => JSON.stringify({ ...a, lastMessage: '', subject: { ...a.subject, label: '' } }))).size).toBe(1);

    const admin = await surveyCaller(team.admin);
    expect(await failureOf(admin.tickets.replyToComment({ ref: shown.comments[0]!.ref, message: 'Not my handle' }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await failureOf(manager.tickets.replyToComment({ ref: 'x'.repeat(40), message: 'A forged handle' }))).toMatchObject({ code: 'NOT_FOUND' });
    const user = await surveyCaller(members[0]!);
    expect(await failureOf(user.tickets.replyToComment({ ref: shown.comments[0]!.ref, message: 'Not a leader' }))).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('replies to custom survey texts', () => {
  it('reaches the writer of a text, found by the pseudonym of their cycle', async () => {
    const t = await surveyCompany();
    const { caller } = await t.as(t.admin);
    const { survey, people } = await surveyWithTexts(t, 5);

    const texts = await caller.customSurveys.feedbacks({ id: survey.id, groupId: 'consolidate' });
    const idea = texts.comments.find((c) => c.text === 'Idea 2')!;
    const started = await caller.tickets.replyToComment({ ref: idea.ref, message: 'Let us try your idea' });
    expect(started).toMatchObject({ origin: 'comment', subject: { instrument: 'custom-survey', surveyId: survey.id }, author: null });
    const writer = (await t.as(people[2]!)).caller;
    expect((await writer.tickets.list({ owner: true })).tickets.map((x) => x._id)).toEqual([started._id]);
    const other = (await t.as(people[1]!)).caller;
    expect((await other.tickets.list({ owner: true })).tickets).toEqual([]);
    // A manager who may not read this survey's texts cannot use the administrator's handle, nor one of their own.
    expect(await failureOf(t.as(t.manager).then(({ caller: c }) => c.tickets.replyToComment({ ref: idea.ref, message: 'Not mine' })))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
