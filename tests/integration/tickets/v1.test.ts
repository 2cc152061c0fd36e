import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeUser } from '../../../seeds/factories.js';
import { toDay } from '../../../server/modules/survey/survey.cycles.js';
import { expectV1Error } from '../auth/helpers.js';
import { opinionsWorld, type OpinionsWorld } from './helpers.js';

// The opinions as a legacy client calls them (people §7): statuses, the legacy shapes (_id,
// isAnonymous, isPositive, isRead, lastMessage, updatedAt and lastReplyAt as days, completed,
// rating; messages with message, isAnonymous, createdAt as a day) and the catalogue's errors.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

let w: OpinionsWorld;
beforeAll(async () => {
  w = await opinionsWorld('tickets_v1');
});
afterAll(async () => {
  await w?.close();
});
const v1 = (...args: Parameters<OpinionsWorld['v1']>) => w.v1(...args);
const tokenOf = (user: { company_id: string; id: string }) => w.tokenOf(user);

describe('v1 /tickets', () => {
  it('a named opinion: 201 on POST, the legacy shapes on every read, read state and completion through PATCH', async () => {
    const t = await w.company();
    const [ana, mia] = [await tokenOf(t.ana), await tokenOf(t.mia)];
    const today = toDay(new Date());

    const created = await v1('POST', '/tickets', {
      token: ana,
      body: { message: 'Lunch breaks are too short', isAnonymous: false, isPositive: false, groupId: t.groups.sales.id },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      _id: expect.any(String),
      isAnonymous: false,
      isPositive: false,
      isRead: true,
      lastMessage: 'Lunch breaks are too short',
      updatedAt: today,
      lastReplyAt: null,
      completed: false,
      rating: null,
      pending: false,
    });
    const id = created.body._id as string;

    const mine = await v1('GET', '/tickets', { token: ana, query: { owner: 'true' } });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ tickets: [created.body], unread: 0 });
    // Without owner, the opinions received: Ana leads nothing.
    expect((await v1('GET', '/tickets', { token: ana })).body).toEqual({ tickets: [], unread: 0 });

    const inbox = await v1('GET', '/tickets', { token: mia, query: { status: 'unread' } });
    expect(inbox.status).toBe(200);
    expect(inbox.body.unread).toBe(1);
    expect(inbox.body.tickets).toEqual([expect.objectContaining({ _id: id, isRead: false, author: 'Ana Author', side: 'leader' })]);

    const convo = await v1('GET', `/tickets/${id}/messages`, { token: mia });
    expect(convo.status).toBe(200);
    expect(convo.body.ticket._id).toBe(id);
    expect(convo.body.messages).toEqual([
      expect.objectContaining({ _id: expect.any(String), message: 'Lunch breaks are too short', isAnonymous: false, createdAt: today }),
    ]);

    const replied = await v1('POST', `/tickets/${id}/messages`, { token: mia, body: { message: 'We will make them 15 minutes longer' } });
    expect(replied.status).toBe(201);
    expect(replied.body.messages.map((m: { message: string; createdAt: string }) => [m.message, m.createdAt])).toEqual([
      ['Lunch breaks are too short', today],
      ['We will make them 15 minutes longer', today],
    ]);
    expect(replied.body.ticket).toMatchObject({ lastReplyAt: today, updatedAt: today, lastMessage: 'We will make them 15 minutes longer' });

    expect((await v1('GET', '/tickets', { token: ana, query: { owner: '1', status: 'unread' } })).body.tickets).toEqual([
      expect.objectContaining({ _id: id, isRead: false, lastReplyAt: today }),
    ]);
    const read = await v1('PATCH', `/tickets/${id}`, { token: ana, body: { isRead: true } });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ _id: id, isRead: true, completed: false });
    expect((await v1('PATCH', `/tickets/${id}`, { token: mia, body: { completed: true } })).body).toMatchObject({ completed: true, side: 'leader' });
    expect((await v1('PATCH', `/tickets/${id}`, { token: ana, body: { rating: 'love-it' } })).body).toMatchObject({ completed: true, rating: 'love-it' });

    const refused = await v1('PATCH', `/tickets/${id}`, { token: mia, body: { rating: 'unhappy' } });
    expectV1Error(refused, 400, 'BAD_INPUT');
    expect(refused.body.errors).toHaveProperty('rating');
    // A message on a completed conversation reopens it.
    await v1('POST', `/tickets/${id}/messages`, { token: ana, body: { message: 'One more thing' } });
    expect((await v1('GET', '/tickets', { token: mia })).body.tickets[0]).toMatchObject({ _id: id, completed: false, rating: 'love-it' });
  });

  it('an anonymous opinion: 201 and pending for its author, a 404 for the leader until the hour, then the same shapes without a name', async () => {
    const t = await w.company();
    const [ana, mia] = [await tokenOf(t.ana), await tokenOf(t.mia)];
    const today = toDay(new Date());
    const created = await v1('POST', '/tickets', {
      token: ana,
      body: { message: 'Promotions feel random', isAnonymous: true, isPositive: false, groupId: t.groups.sales.id },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ isAnonymous: true, isPositive: false, isRead: true, updatedAt: today, lastReplyAt: null, pending: true, author: null });
    const id = created.body._id as string;
    expectV1Error(await v1('GET', `/tickets/${id}/messages`, { token: mia }), 404, 'NOT_FOUND');
    expectV1Error(await v1('PATCH', `/tickets/${id}`, { token: ana, body: { isRead: false } }), 404, 'NOT_FOUND');
    // Leaving anonymity before delivery: a field error, not a 403 that would sign the client out.
    expectV1Error(await v1('POST', `/tickets/${id}/messages`, { token: ana, body: { message: 'It is Ana', isAnonymous: false } }), 400, 'BAD_INPUT');

    await w.deliver();
    const inbox = await v1('GET', '/tickets', { token: mia });
    expect(inbox.body.tickets).toEqual([expect.objectContaining({ _id: id, isAnonymous: true, author: null, isRead: false, updatedAt: today })]);
    const convo = await v1('GET', `/tickets/${id}/messages`, { token: mia });
    expect(convo.body.messages).toEqual([expect.objectContaining({ message: 'Promotions feel random', isAnonymous: true, createdAt: today, sender: null })]);
    expect(JSON.stringify(inbox.body) + JSON.stringify(convo.body)).not.toMatch(new RegExp(`${t.ana.id}|${t.ana.email}|Ana`));

    const leader = await v1('POST', `/tickets/${id}/messages`, { token: mia, body: { message: 'Anonymous too', isAnonymous: true } });
    expectV1Error(leader, 400, 'BAD_INPUT');
    expect(leader.body.errors).toHaveProperty('isAnonymous');
  });

  it('answers the catalogue’s errors: 400 with field errors, 404 to whoever is no party, 422 on an id reused by someone else, 402 on the free plan', async () => {
    const t = await w.company();
    const db = w.db;
    const [ana, cy, otto] = [await tokenOf(t.ana), await tokenOf(t.cy), await tokenOf(t.otto)];
    const stranger = await tokenOf(await makeUser(db, (await makeCompany(db, { plan: 'enterprise' })).id, { role: 'admin' }));

    const few = await v1('POST', '/tickets', { token: ana, body: { message: 'Only three of us', isAnonymous: true, isPositive: true, groupId: t.groups.support.id } });
    expectV1Error(few, 400, 'BAD_INPUT');
    expect(Object.keys(few.body.errors)).toEqual(['isAnonymous']);
    const notMine = await v1('POST', '/tickets', {
      token: cy,
      body: { message: 'To a group of others', isAnonymous: false, isPositive: true, groupId: t.groups.sales.id },
    });
    expectV1Error(notMine, 400, 'BAD_INPUT');
    expect(Object.keys(notMine.body.errors)).toEqual(['groupId']);

    const id = randomUUID();
    const body = { id, message: 'Sent with a client id', isAnonymous: false, isPositive: true, groupId: t.groups.sales.id };
    expect((await v1('POST', '/tickets', { token: ana, body })).status).toBe(201);
    const retried = await v1('POST', '/tickets', { token: ana, body });
    expect(retried.status).toBe(201);
    expect(retried.body._id).toBe(id);
    expectV1Error(await v1('POST', '/tickets', { token: cy, body: { ...body, groupId: t.groups.support.id } }), 422, 'SUBMISSION_CONFLICT');
    expect((await w.stored(t.company.id)).tickets).toHaveLength(1);

    for (const token of [otto, cy, stranger]) {
      expectV1Error(await v1('GET', `/tickets/${id}/messages`, { token }), 404, 'NOT_FOUND');
      expectV1Error(await v1('POST', `/tickets/${id}/messages`, { token, body: { message: 'Let me in' } }), 404, 'NOT_FOUND');
      expectV1Error(await v1('PATCH', `/tickets/${id}`, { token, body: { isRead: true } }), 404, 'NOT_FOUND');
    }
    expect((await w.stored(t.company.id)).messages).toHaveLength(1);

    const free = await w.company('basic');
    const freeToken = await tokenOf(free.ana);
    for (const [method, url, payload] of [
      ['GET', '/tickets', undefined],
      ['POST', '/tickets', { message: 'On the free plan', isAnonymous: false, isPositive: true }],
      ['GET', `/tickets/${id}/messages`, undefined],
      ['POST', `/tickets/${id}/messages`, { message: 'On the free plan' }],
      ['PATCH', `/tickets/${id}`, { isRead: true }],
    ] as const) {
      const res = await v1(method, url, { token: freeToken, ...(payload ? { body: payload } : {}) });
      // 402, never 403: a legacy client signs out on a 403.
      expectV1Error(res, 402, 'PLAN_REQUIRED');
    }
  });

  it('carries days only: an anonymous opinion’s and its message’s day, no time of day', async () => {
    const t = await w.company();
    const ana = await tokenOf(t.ana);
    const created = await v1('POST', '/tickets', { token: ana, body: { message: 'Days only, please', isAnonymous: true, isPositive: true } });
    await w.deliver();
    const convo = await v1('GET', `/tickets/${created.body._id}/messages`, { token: ana });
    const days = [convo.body.ticket.updatedAt, ...convo.body.messages.map((m: { createdAt: string }) => m.createdAt)];
    expect(days).toHaveLength(2);
    for (const day of days) expect(day).toMatch(DAY);
    expect(JSON.stringify(convo.body)).not.toMatch(/\d{2}:\d{2}/);
  });
});
