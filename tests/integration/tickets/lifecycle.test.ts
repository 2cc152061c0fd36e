import { describe, expect, it } from 'vitest';
import { failureOf, mailsTo } from '../auth/helpers.js';
import { capturingMail, deliverNow, opinionsCompany } from './helpers.js';

// An opinion's life: sent, delivered at the hour (anonymous), read, replied, completed, reopened, rated.

describe('opinions', () => {
  it('an anonymous opinion waits for the delivery hour, then reaches the group leader without a name', async () => {
    const t = await opinionsCompany();
    const ana = await t.as(t.ana);
    const mia = await t.as(t.mia);
    const sent = await ana.tickets.create({ message: 'The weekly meeting runs too long', isAnonymous: true, isPositive: false, groupId: t.groups.sales.id });
    expect(sent).toMatchObject({ pending: true, isAnonymous: true, side: 'author', to: { kind: 'group', name: 'Sales' } });
    expect((await ana.tickets.list({ owner: true })).tickets.map((x) => x._id)).toEqual([sent._id]);
    expect((await mia.tickets.list({})).tickets).toEqual([]);
    expect(await failureOf(mia.tickets.messages({ id: sent._id }))).toMatchObject({ code: 'NOT_FOUND' });

    const mail = capturingMail();
    expect(await deliverNow(mail)).toBeGreaterThanOrEqual(1);
    const inbox = await mia.tickets.list({});
    expect(inbox.tickets).toHaveLength(1);
    expect(inbox.tickets[0]).toMatchObject({
      _id: sent._id,
      side: 'leader',
      isAnonymous: true,
      isRead: false,
      author: null,
      pending: false,
      lastMessage: 'The weekly meeting runs too long',
    });
    expect(inbox.unread).toBe(1);
    const mails = await mailsTo(t.mia.email!);
    expect(mails.at(-1)!.text_body).not.toContain('weekly meeting');
    expect(mails.at(-1)!.text_body).not.toContain('Ana');

    const convo = await mia.tickets.messages({ id: sent._id });
    expect(convo.messages).toEqual([
      expect.objectContaining({ message: 'The weekly meeting runs too long', isAnonymous: true, sender: null, mine: false, side: 'author' }),
    ]);
    await mia.tickets.update({ id: sent._id, isRead: true });
    expect((await mia.tickets.unread()).unread).toBe(0);

    await mia.tickets.send({ id: sent._id, message: 'Thank you, let us cut it to 30 minutes' });
    expect((await ana.tickets.unread()).unread).toBe(1);
    await deliverNow(mail, 0);
    expect(mail.unrecorded.map((m) => m.to)).toContain(t.ana.email);
    expect(mail.unrecorded.find((m) => m.to === t.ana.email)!.vars.link).not.toContain(sent._id);

    const reply = await ana.tickets.send({ id: sent._id, message: 'Great, thanks' });
    expect(reply.messages.at(-1)).toMatchObject({ pending: true, mine: true });
    expect((await mia.tickets.messages({ id: sent._id })).messages).toHaveLength(2);
    await deliverNow(mail);
    expect((await mia.tickets.messages({ id: sent._id })).messages.map((m) => m.message)).toEqual([
      'The weekly meeting runs too long',
      'Thank you, let us cut it to 30 minutes',
      'Great, thanks',
    ]);

    await mia.tickets.update({ id: sent._id, completed: true });
    expect(await failureOf(mia.tickets.update({ id: sent._id, rating: 'good' }))).toMatchObject({ code: 'BAD_INPUT' });
    const rated = await ana.tickets.update({ id: sent._id, rating: 'love-it' });
    expect(rated).toMatchObject({ completed: true, rating: 'love-it' });

    const named = await ana.tickets.leaveAnonymity({ id: sent._id });
    expect(named.isAnonymous).toBe(false);
    expect((await mia.tickets.list({})).tickets[0]!.author).toBe('Ana Author');
  });

  it('anonymous opinions need five active people where they go', async () => {
    const t = await opinionsCompany();
    const ana = await t.as(t.ana);
    const error = await failureOf(ana.tickets.create({ message: 'Too few of us', isAnonymous: true, isPositive: true, groupId: t.groups.support.id }));
    expect(error).toMatchObject({ code: 'BAD_INPUT', fieldErrors: { isAnonymous: [expect.stringContaining('5')] } });
    const named = await ana.tickets.create({ message: 'Too few of us', isAnonymous: false, isPositive: true, groupId: t.groups.support.id });
    expect(named.pending).toBe(false);
    const otto = await t.as(t.otto);
    expect((await otto.tickets.list({})).tickets[0]).toMatchObject({ author: 'Ana Author', isAnonymous: false });
    const groups = await ana.groups.search({ ctx: 'tickets' });
    expect(groups.map((g) => [g.name, g.anonymousAllowed])).toEqual([
      ['Sales', true],
      ['Support', false],
    ]);
  });
});
