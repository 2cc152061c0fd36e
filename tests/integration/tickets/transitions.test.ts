import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../server/mail/mailer.js';
import { failureOf } from '../auth/helpers.js';
import { anonymous, find, ids, named, opinionsWorld, type OpinionsWorld } from './helpers.js';

// Every state an opinion goes through, through the callers the screens use: read state per side,
// order, completion and reopening, rating, leaving anonymity (its rules are in rules.test.ts).

let w: OpinionsWorld;
beforeAll(async () => {
  w = await opinionsWorld('tickets_transitions');
});
afterAll(async () => {
  await w?.close();
});

describe('read state: one per side', () => {
  it('each side marks only its own side read or unread; a message makes it unread for the other side alone', async () => {
    const t = await w.company();
    const [ana, mia] = [await t.as(t.ana), await t.as(t.mia)];
    const sent = await ana.tickets.create(named(t.groups.sales.id, 'Our onboarding notes are out of date'));
    expect(sent).toMatchObject({ side: 'author', isRead: true, pending: false, isAnonymous: false, author: null, to: { kind: 'group', name: 'Sales' } });

    const inbox = await mia.tickets.list({});
    expect(inbox.tickets).toEqual([expect.objectContaining({ _id: sent._id, side: 'leader', isRead: false, author: 'Ana Author' })]);
    expect(inbox.unread).toBe(1);
    expect((await ana.tickets.list({ owner: true })).unread).toBe(0);

    const sides = async () => [(await find(ana, sent._id, true))!.isRead, (await find(mia, sent._id, false))!.isRead];
    expect(await mia.tickets.update({ id: sent._id, isRead: true })).toMatchObject({ side: 'leader', isRead: true });
    expect(await sides()).toEqual([true, true]);
    expect(await ana.tickets.update({ id: sent._id, isRead: false })).toMatchObject({ side: 'author', isRead: false });
    expect(await sides()).toEqual([false, true]);
    await mia.tickets.update({ id: sent._id, isRead: false });
    expect(await sides()).toEqual([false, false]);
    await ana.tickets.update({ id: sent._id, isRead: true });
    await mia.tickets.update({ id: sent._id, isRead: true });
    expect(await sides()).toEqual([true, true]);

    await mia.tickets.send({ id: sent._id, message: 'Thanks, I will update them this week' });
    expect(await sides()).toEqual([false, true]);
    expect((await ana.tickets.unread()).unread).toBe(1);
    expect((await mia.tickets.unread()).unread).toBe(0);
    await ana.tickets.send({ id: sent._id, message: 'Great, thank you' });
    expect(await sides()).toEqual([true, false]);
    expect((await ana.tickets.unread()).unread).toBe(0);
    expect((await mia.tickets.unread()).unread).toBe(1);

    // Reading the conversation marks nothing: only an update does.
    await mia.tickets.messages({ id: sent._id });
    expect(await sides()).toEqual([true, false]);
  });

  it('the unread filter keeps what is unread on the caller’s side; the count covers the whole box; unread() adds both sides', async () => {
    const t = await w.company();
    const [ana, mia, admin] = [await t.as(t.ana), await t.as(t.mia), await t.as(t.admin)];
    const first = await ana.tickets.create(named(t.groups.sales.id, 'First opinion'));
    const second = await ana.tickets.create(named(t.groups.sales.id, 'Second opinion'));
    await mia.tickets.update({ id: first._id, isRead: true });
    const unreadOnly = await mia.tickets.list({ status: 'unread' });
    expect(ids(unreadOnly)).toEqual([second._id]);
    expect(unreadOnly.unread).toBe(1);
    expect(ids(await mia.tickets.list({ status: 'all' }))).toEqual([second._id, first._id]);

    expect((await ana.tickets.list({ owner: true, status: 'unread' })).tickets).toEqual([]);
    await mia.tickets.send({ id: second._id, message: 'Let us talk on Monday' });
    expect(ids(await ana.tickets.list({ owner: true, status: 'unread' }))).toEqual([second._id]);

    // Mia writes to the administrators herself: her count adds what she wrote and what she received.
    const hers = await mia.tickets.create({ message: 'Our team needs a second room', isAnonymous: false, isPositive: true });
    await admin.tickets.send({ id: hers._id, message: 'We will look for one' });
    expect((await mia.tickets.list({ owner: true })).unread).toBe(1);
    expect((await mia.tickets.list({})).unread).toBe(0);
    expect((await mia.tickets.unread()).unread).toBe(1);
    await mia.tickets.update({ id: first._id, isRead: false });
    expect((await mia.tickets.unread()).unread).toBe(2);
  });
});

describe('order: newest activity first', () => {
  it('a message moves its ticket to the top for both sides; marking read or completing does not', async () => {
    const t = await w.company();
    const [ana, mia] = [await t.as(t.ana), await t.as(t.mia)];
    const [one, two, three] = [
      await ana.tickets.create(named(t.groups.sales.id, 'Opinion one')),
      await ana.tickets.create(named(t.groups.sales.id, 'Opinion two')),
      await ana.tickets.create(named(t.groups.sales.id, 'Opinion three')),
    ];
    const both = async () => [ids(await ana.tickets.list({ owner: true })), ids(await mia.tickets.list({}))];
    expect(await both()).toEqual([
      [three._id, two._id, one._id],
      [three._id, two._id, one._id],
    ]);
    await mia.tickets.send({ id: one._id, message: 'Answering the first' });
    expect(await both()).toEqual([
      [one._id, three._id, two._id],
      [one._id, three._id, two._id],
    ]);
    await ana.tickets.send({ id: two._id, message: 'More on the second' });
    expect(await both()).toEqual([
      [two._id, one._id, three._id],
      [two._id, one._id, three._id],
    ]);
    expect((await find(mia, two._id, false))!.lastMessage).toBe('More on the second');
    await mia.tickets.update({ id: three._id, isRead: true, completed: true });
    await ana.tickets.update({ id: one._id, isRead: true });
    expect(await both()).toEqual([
      [two._id, one._id, three._id],
      [two._id, one._id, three._id],
    ]);
  });

  it('an anonymous author’s message moves the ticket at once for them, and for the leaders at delivery', async () => {
    const t = await w.company();
    const [ana, mia] = [await t.as(t.ana), await t.as(t.mia)];
    const mail = [] as MailMessage[];
    const hidden = await ana.tickets.create(anonymous(t.groups.sales.id, 'The rota is unfair'));
    await w.deliver(mail);
    const open = await ana.tickets.create(named(t.groups.sales.id, 'A named one after it'));
    expect(ids(await ana.tickets.list({ owner: true }))).toEqual([open._id, hidden._id]);
    expect(ids(await mia.tickets.list({}))).toEqual([open._id, hidden._id]);

    await ana.tickets.send({ id: hidden._id, message: 'Weekends especially' });
    const mine = await ana.tickets.list({ owner: true });
    expect(ids(mine)).toEqual([hidden._id, open._id]);
    expect(mine.tickets[0]).toMatchObject({ pending: true, lastMessage: 'Weekends especially' });
    const before = await mia.tickets.list({});
    expect(ids(before)).toEqual([open._id, hidden._id]);
    expect(before.tickets[1]).toMatchObject({ lastMessage: 'The rota is unfair' });

    await w.deliver(mail);
    const after = await mia.tickets.list({});
    expect(ids(after)).toEqual([hidden._id, open._id]);
    expect(after.tickets[0]).toMatchObject({ lastMessage: 'Weekends especially', isRead: false, author: null });
    expect((await ana.tickets.list({ owner: true })).tickets[0]).toMatchObject({ _id: hidden._id, pending: false });
  });

  it('the author’s opinions waiting for delivery come first, newest first', async () => {
    const t = await w.company();
    const [ana, mia] = [await t.as(t.ana), await t.as(t.mia)];
    const open = await ana.tickets.create(named(t.groups.sales.id, 'A named opinion'));
    const firstWaiting = await ana.tickets.create(anonymous(t.groups.sales.id, 'Waiting one'));
    await mia.tickets.send({ id: open._id, message: 'A reply that moves it up' });
    const secondWaiting = await ana.tickets.create(anonymous(undefined, 'Waiting two, to the administrators'));
    const mine = await ana.tickets.list({ owner: true });
    expect(ids(mine)).toEqual([secondWaiting._id, firstWaiting._id, open._id]);
    expect(mine.tickets.map((x) => x.pending)).toEqual([true, true, false]);
    expect(mine.tickets[0]!.to).toEqual({ kind: 'administrators' });
    expect(mine.tickets[1]!.to).toEqual({ kind: 'group', groupId: t.groups.sales.id, name: 'Sales' });
    const convo = await ana.tickets.messages({ id: firstWaiting._id });
    expect(convo.messages).toEqual([expect.objectContaining({ message: 'Waiting one', pending: true, mine: true, isAnonymous: true })]);
  });
});

describe('completed and reopened', () => {
  it('either side completes; a message from either side or an update reopens', async () => {
    const t = await w.company();
    const [ana, mia] = [await t.as(t.ana), await t.as(t.mia)];
    const sent = await ana.tickets.create(named(t.groups.sales.id, 'Parking is always full'));
    const state = async () => [(await find(ana, sent._id, true))!.completed, (await find(mia, sent._id, false))!.completed];

    expect(await mia.tickets.update({ id: sent._id, completed: true })).toMatchObject({ completed: true });
    expect(await state()).toEqual([true, true]);
    await ana.tickets.send({ id: sent._id, message: 'It is still full' });
    expect(await state()).toEqual([false, false]);
    expect(await ana.tickets.update({ id: sent._id, completed: true })).toMatchObject({ completed: true, side: 'author' });
    expect(await state()).toEqual([true, true]);
    await mia.tickets.update({ id: sent._id, completed: false });
    expect(await state()).toEqual([false, false]);
    await ana.tickets.update({ id: sent._id, completed: true });
    await mia.tickets.send({ id: sent._id, message: 'We rented ten more places' });
    expect(await state()).toEqual([false, false]);
  });

  it('an anonymous author’s message reopens the ticket when it is delivered', async () => {
    const t = await w.company();
    const [ana, mia] = [await t.as(t.ana), await t.as(t.mia)];
    const mail = [] as MailMessage[];
    const sent = await ana.tickets.create(anonymous(t.groups.sales.id, 'Too many meetings'));
    await w.deliver(mail);
    await mia.tickets.update({ id: sent._id, completed: true });
    await ana.tickets.send({ id: sent._id, message: 'Still too many' });
    expect((await find(mia, sent._id, false))!.completed).toBe(true);
    await w.deliver(mail);
    expect((await find(mia, sent._id, false))!.completed).toBe(false);
    expect((await find(ana, sent._id, true))!.completed).toBe(false);
  });
});

describe('rating', () => {
  it('the author rates a completed conversation; never a leader, never before completion; null clears it', async () => {
    const t = await w.company();
    const [ana, mia] = [await t.as(t.ana), await t.as(t.mia)];
    const sent = await ana.tickets.create(named(t.groups.sales.id, 'The new tool is slow'));
    expect(await failureOf(ana.tickets.update({ id: sent._id, rating: 'good' }))).toMatchObject({ code: 'BAD_INPUT', fieldErrors: { rating: [expect.any(String)] } });
    expect(await ana.tickets.update({ id: sent._id, rating: null })).toMatchObject({ rating: null, completed: false });

    await mia.tickets.update({ id: sent._id, completed: true, isRead: true });
    // A refused update changes nothing of what came with it (isRead here).
    expect(await failureOf(mia.tickets.update({ id: sent._id, isRead: false, rating: 'love-it' }))).toMatchObject({
      code: 'BAD_INPUT',
      fieldErrors: { rating: [expect.any(String)] },
    });
    expect(await find(mia, sent._id, false)).toMatchObject({ rating: null, isRead: true });

    expect(await ana.tickets.update({ id: sent._id, rating: 'good' })).toMatchObject({ rating: 'good', completed: true });
    expect(await find(mia, sent._id, false)).toMatchObject({ rating: 'good' });
    expect(await ana.tickets.update({ id: sent._id, rating: null })).toMatchObject({ rating: null });
    expect(await find(mia, sent._id, false)).toMatchObject({ rating: null });

    // Completed and rated in one update.
    const other = await ana.tickets.create(named(t.groups.sales.id, 'Another one'));
    expect(await ana.tickets.update({ id: other._id, completed: true, rating: 'love-it' })).toMatchObject({ completed: true, rating: 'love-it' });
    // Reopened by a leader: a rating needs completion again.
    await mia.tickets.update({ id: other._id, completed: false });
    expect(await failureOf(ana.tickets.update({ id: other._id, rating: 'unhappy' }))).toMatchObject({ code: 'BAD_INPUT' });
  });

  it('an anonymous author rates their delivered opinion; the leader sees the rating, not the author', async () => {
    const t = await w.company();
    const [ana, mia] = [await t.as(t.ana), await t.as(t.mia)];
    const sent = await ana.tickets.create(anonymous(t.groups.sales.id, 'The office is too cold'));
    // Not delivered yet: nothing to complete or rate.
    expect(await failureOf(ana.tickets.update({ id: sent._id, completed: true }))).toMatchObject({ code: 'NOT_FOUND' });
    await w.deliver();
    await ana.tickets.update({ id: sent._id, completed: true, rating: 'no-comments' });
    expect(await find(mia, sent._id, false)).toMatchObject({ completed: true, rating: 'no-comments', author: null, isAnonymous: true });
  });
});

describe('leaving anonymity', () => {
  it('once, by the author, only after delivery; irreversible; leaders then see the name', async () => {
    const t = await w.company();
    const [ana, mia, otto] = [await t.as(t.ana), await t.as(t.mia), await t.as(t.otto)];
    const mail = [] as MailMessage[];
    const sent = await ana.tickets.create(anonymous(t.groups.sales.id, 'The bonus rules are unclear'));

    // Before delivery: no name can be added, by either call.
    expect(await failureOf(ana.tickets.leaveAnonymity({ id: sent._id }))).toMatchObject({ code: 'BAD_INPUT', fieldErrors: { id: [expect.any(String)] } });
    expect(await failureOf(ana.tickets.send({ id: sent._id, message: 'It is Ana', isAnonymous: false }))).toMatchObject({
      code: 'BAD_INPUT',
      fieldErrors: { isAnonymous: [expect.any(String)] },
    });
    expect((await w.stored(t.company.id)).held).toHaveLength(1);
    await w.deliver(mail);

    expect(await failureOf(mia.tickets.send({ id: sent._id, message: 'Anonymous leader', isAnonymous: true }))).toMatchObject({
      code: 'BAD_INPUT',
      fieldErrors: { isAnonymous: [expect.any(String)] },
    });
    expect(await failureOf(mia.tickets.leaveAnonymity({ id: sent._id }))).toMatchObject({ code: 'BAD_INPUT', fieldErrors: { id: [expect.any(String)] } });
    expect(await failureOf(otto.tickets.leaveAnonymity({ id: sent._id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await find(mia, sent._id, false))!).toMatchObject({ isAnonymous: true, author: null });

    const signed = await ana.tickets.send({ id: sent._id, message: 'It is me, Ana: let us talk', isAnonymous: false });
    expect(signed.ticket).toMatchObject({ isAnonymous: false, pending: false });
    expect(signed.messages.at(-1)).toMatchObject({ message: 'It is me, Ana: let us talk', isAnonymous: false, pending: false, mine: true });
    const seen = await mia.tickets.messages({ id: sent._id });
    expect(seen.ticket).toMatchObject({ isAnonymous: false, author: 'Ana Author' });
    expect(seen.messages.map((m) => [m.message, m.isAnonymous, m.sender])).toEqual([
      ['The bonus rules are unclear', true, null],
      ['It is me, Ana: let us talk', false, 'Ana Author'],
    ]);
    const row = (await w.stored(t.company.id)).tickets.find((x) => x.id === sent._id)!;
    expect(row).toMatchObject({ anonymous: false, author_id: t.ana.id, author_sealed: null });

    // Irreversible: no way back to anonymous, and leaving again changes nothing.
    expect(await failureOf(ana.tickets.send({ id: sent._id, message: 'Hide me again', isAnonymous: true }))).toMatchObject({
      code: 'BAD_INPUT',
      fieldErrors: { isAnonymous: [expect.any(String)] },
    });
    expect(await ana.tickets.leaveAnonymity({ id: sent._id })).toMatchObject({ isAnonymous: false });
    expect((await mia.tickets.messages({ id: sent._id })).messages).toHaveLength(2);
  });

  it('leaveAnonymity names the author on the whole conversation; a named opinion never becomes anonymous', async () => {
    const t = await w.company();
    const [ana, mia] = [await t.as(t.ana), await t.as(t.mia)];
    const sent = await ana.tickets.create(anonymous(undefined, 'Payroll is often late'));
    await w.deliver();
    const admin = await t.as(t.admin);
    expect((await find(admin, sent._id, false))!.author).toBeNull();
    expect(await ana.tickets.leaveAnonymity({ id: sent._id })).toMatchObject({ isAnonymous: false, side: 'author', author: null });
    expect(await find(admin, sent._id, false)).toMatchObject({ isAnonymous: false, author: 'Ana Author' });

    const open = await ana.tickets.create(named(t.groups.sales.id, 'Signed from the start'));
    expect(await failureOf(ana.tickets.send({ id: open._id, message: 'Now anonymous please', isAnonymous: true }))).toMatchObject({
      code: 'BAD_INPUT',
      fieldErrors: { isAnonymous: [expect.any(String)] },
    });
    expect((await mia.tickets.messages({ id: open._id })).messages).toHaveLength(1);
    expect(await ana.tickets.leaveAnonymity({ id: open._id })).toMatchObject({ isAnonymous: false });
  });
});
