import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../seeds/factories.js';
import { withTenant } from '../../server/db/tenant.js';
import { addDays } from '../../server/modules/survey/survey.cycles.js';
import { failureOf, sessionFor, v1 } from '../integration/auth/helpers.js';
import { makeGroup } from '../integration/groups/helpers.js';
import { doneInput, surveyCaller, surveyTeam, today } from '../integration/survey/helpers.js';
import { capturingMail, deliverNow, opinionsCompany } from '../integration/tickets/helpers.js';
import { makeGroup as makeTeamGroup } from '../integration/users/helpers.js';
import { testDeps } from '../setup/test-context.js';

// A second adversarial review of opinions and conversations (analytics/ANONYMITY.md, "Opinions and
// conversations"), on the fixes of the first (tests/security/opinions-attacks.test.ts) and the
// crowd rule (server/modules/tickets/tickets.crowd.ts): an anonymous author writes, and is
// delivered, only while at least 5 people who could have written it, the readers aside, can still
// sign in. The same two attackers: a patient leader (manager or administrator) with every call,
// who inactivates, reactivates and moves people, creates groups, starts conversations on comments;
// and someone with a copy of the database without the server's keys.
//
// `it.fails`: a hole still open (the body asserts what the product should do and fails today);
// plain `it`: an attack tried that held.

type Person = { company_id: string; id: string };

const db = async () => (await testDeps()).db;

async function setInactive(companyId: string, ids: string[], inactive = true) {
  await withTenant(await db(), companyId, (tx) => tx.updateTable('users').set({ inactive }).where('id', 'in', ids).execute());
}

describe('the crowd counts people who could not have written it', () => {
  // HOLE, high (tickets.crowd.ts groupCrowd, used by assertCrowd in postMessage and by crowdIsLarge
  // in deliverCompany): an opinion's crowd is recomputed from the group tree as it is NOW — the
  // group's members and every group under it today — not from the people who could have written it
  // when it was sent. An administrator who wants the author of an anonymous opinion to Sales (Ana
  // and five sellers) moves an existing group of five people who were never in Sales (Warehouse)
  // under Sales, inactivates the five sellers, and has Mia ask a question. The crowd reads 6 (Ana
  // and Warehouse), the answer is held and delivered, and it can only have come from Ana: she is the
  // one person of Sales-as-it-was who can still sign in. No account is invited (the known limit);
  // two ordinary screens (the group tree and the people list) suffice, and undoing both afterwards
  // leaves nothing odd. Fix: seal the crowd with the opinion, as conversations on comments do — the
  // ids of the group's people (its subgroups included, its leaders aside) when the opinion is sent,
  // carried in the held item and written to tickets.crowd_sealed at delivery — and count the active
  // people among them less the group's present leaders, at send and at delivery.
  it('closed: a group of outsiders moved under the recipient group props up the crowd while everyone else of it is inactivated', async () => {
    const t = await opinionsCompany();
    const warehouse = await makeGroup(t.company.id, { name: 'Warehouse' });
    for (let i = 0; i < 5; i++) {
      const p = await makeUser(t.db, t.company.id, { role: 'user', first_name: `Packer ${i}` });
      await withTenant(t.db, t.company.id, (tx) => tx.insertInto('group_members').values({ company_id: t.company.id, group_id: warehouse.id, user_id: p.id }).execute());
    }
    const ana = await t.as(t.ana);
    const mia = await t.as(t.mia);
    const sent = await ana.tickets.create({ message: 'Our targets are impossible', isAnonymous: true, isPositive: false, groupId: t.groups.sales.id });
    await deliverNow();
    await withTenant(t.db, t.company.id, (tx) => tx.updateTable('groups').set({ parent_id: t.groups.sales.id }).where('id', '=', warehouse.id).execute());
    await setInactive(
      t.company.id,
      t.salesPeople.map((p) => p.id),
    );
    await mia.tickets.send({ id: sent._id, message: 'Which targets? Please answer today' });
    await ana.tickets.send({ id: sent._id, message: 'The quarterly ones' }).catch(() => undefined);
    await deliverNow();
    // Only Ana of the people who were in Sales can still sign in: an answer reaching Mia names her.
    expect((await mia.tickets.messages({ id: sent._id })).messages).toHaveLength(2);
  });

  // HOLE, high (the same groupCrowd): the same with people moved into the group itself (the
  // people screen's "move to group"), rather than a group moved under it.
  it('closed: outsiders moved into the recipient group prop up the crowd while everyone else of it is inactivated', async () => {
    const t = await opinionsCompany();
    const outsiders: Person[] = [];
    for (let i = 0; i < 5; i++) outsiders.push(await makeUser(t.db, t.company.id, { role: 'user', first_name: `Outsider ${i}` }));
    const ana = await t.as(t.ana);
    const mia = await t.as(t.mia);
    const sent = await ana.tickets.create({ message: 'The bonus rules changed without a word', isAnonymous: true, isPositive: false, groupId: t.groups.sales.id });
    await deliverNow();
    await withTenant(t.db, t.company.id, (tx) =>
      tx
        .insertInto('group_members')
        .values(outsiders.map((p) => ({ company_id: t.company.id, group_id: t.groups.sales.id, user_id: p.id })))
        .execute(),
    );
    await setInactive(
      t.company.id,
      t.salesPeople.map((p) => p.id),
    );
    await mia.tickets.send({ id: sent._id, message: 'Could you tell me more?' });
    await ana.tickets.send({ id: sent._id, message: 'Since March' }).catch(() => undefined);
    await deliverNow();
    expect((await mia.tickets.messages({ id: sent._id })).messages).toHaveLength(2);
  });

  it('moving a group away from under the recipient group changes nothing: the people who could have written are those of the day it was sent', async () => {
    const t = await opinionsCompany();
    // Sales' sellers in a subgroup of Sales; Ana in Sales itself.
    const team = await makeGroup(t.company.id, { name: 'Sales team', parentId: t.groups.sales.id });
    await withTenant(t.db, t.company.id, async (tx) => {
      await tx.deleteFrom('group_members').where('group_id', '=', t.groups.sales.id).where('user_id', '<>', t.ana.id).execute();
      await tx
        .insertInto('group_members')
        .values(t.salesPeople.map((p) => ({ company_id: t.company.id, group_id: team.id, user_id: p.id })))
        .execute();
    });
    const ana = await t.as(t.ana);
    const mia = await t.as(t.mia);
    const sent = await ana.tickets.create({ message: 'Nobody trains the new people', isAnonymous: true, isPositive: false, groupId: t.groups.sales.id });
    await deliverNow();
    await withTenant(t.db, t.company.id, (tx) => tx.updateTable('groups').set({ parent_id: null }).where('id', '=', team.id).execute());
    await mia.tickets.send({ id: sent._id, message: 'Who should?' });
    await ana.tickets.send({ id: sent._id, message: 'Someone senior' });
    await deliverNow();
    expect((await mia.tickets.messages({ id: sent._id })).messages.map((m) => m.message)).toEqual(['Nobody trains the new people', 'Who should?', 'Someone senior']);
  });
});

describe('what an anonymous author does besides writing', () => {
  // HOLE, medium (tickets.service.ts updateTicket: no crowd check on the author's side): completing,
  // reopening and rating are written at once and show on the leader's view (completed, rating),
  // whoever can still sign in. The crowd rule guards messages only, so the administrator of the
  // first review's attack (inactivate everyone of Sales but one suspect) no longer waits for an
  // answer: Mia completes the conversation ("rate it, please") or leaves it open, and a rating — or
  // the conversation turning completed — can only come from the suspect. Fix: refuse (BAD_INPUT,
  // to the author) an anonymous author's completed and rating changes, as their messages, while
  // assertCrowd fails; better, hold them with the messages until the delivery hour (which also
  // closes the known limit that they carry their moment).
  it('closed: an anonymous author completes and rates a conversation after everyone else of the group is inactivated', async () => {
    const t = await opinionsCompany();
    const ana = await t.as(t.ana);
    const mia = await t.as(t.mia);
    const one = await ana.tickets.create({ message: 'Parking is a mess', isAnonymous: true, isPositive: false, groupId: t.groups.sales.id });
    const two = await ana.tickets.create({ message: 'The coffee machine is broken', isAnonymous: true, isPositive: false, groupId: t.groups.sales.id });
    await deliverNow();
    await setInactive(
      t.company.id,
      t.salesPeople.map((p) => p.id),
    );
    await mia.tickets.send({ id: one._id, message: 'Fixed it, please close this if you agree' });
    await mia.tickets.send({ id: two._id, message: 'Replaced it' });
    await mia.tickets.update({ id: two._id, completed: true });
    await ana.tickets.update({ id: one._id, completed: true }).catch(() => undefined);
    await ana.tickets.update({ id: two._id, rating: 'love-it' }).catch(() => undefined);
    const inbox = (await mia.tickets.list({})).tickets;
    expect(inbox.find((x) => x._id === one._id)).toMatchObject({ completed: false });
    expect(inbox.find((x) => x._id === two._id)).toMatchObject({ rating: null });
  });

  it('an anonymous author marking read changes nothing a leader sees, even with everyone else inactivated', async () => {
    const t = await opinionsCompany();
    const ana = await t.as(t.ana);
    const mia = await t.as(t.mia);
    const sent = await ana.tickets.create({ message: 'Lunch breaks are too short', isAnonymous: true, isPositive: false, groupId: t.groups.sales.id });
    await deliverNow();
    await setInactive(
      t.company.id,
      t.salesPeople.map((p) => p.id),
    );
    await mia.tickets.send({ id: sent._id, message: 'How long should they be?' });
    const before = [await mia.tickets.list({}), await mia.tickets.messages({ id: sent._id })];
    await ana.tickets.update({ id: sent._id, isRead: true });
    expect([await mia.tickets.list({}), await mia.tickets.messages({ id: sent._id })]).toEqual(before);
  });

  it('a follow-up to a still-held opinion, and the held opinion itself, wait when the crowd shrinks before the hour; they arrive once it is back', async () => {
    const t = await opinionsCompany();
    const ana = await t.as(t.ana);
    const mia = await t.as(t.mia);
    const sent = await ana.tickets.create({ message: 'Shifts change too late', isAnonymous: true, isPositive: false, groupId: t.groups.sales.id });
    await ana.tickets.send({ id: sent._id, message: 'Last week twice' });
    // Between the send-time check and the hour, the administrator inactivates the others.
    await setInactive(
      t.company.id,
      t.salesPeople.map((p) => p.id),
    );
    await deliverNow();
    expect((await mia.tickets.list({})).tickets.map((x) => x._id)).not.toContain(sent._id);
    expect(await failureOf(ana.tickets.send({ id: sent._id, message: 'And again today' }))).toMatchObject({ code: 'BAD_INPUT' });
    // Leaving anonymity on a held opinion stays refused (it would reveal before the crowd is back).
    expect(await failureOf(ana.tickets.leaveAnonymity({ id: sent._id }))).toMatchObject({ code: 'BAD_INPUT' });
    await setInactive(
      t.company.id,
      t.salesPeople.map((p) => p.id),
      false,
    );
    await deliverNow();
    expect((await mia.tickets.messages({ id: sent._id })).messages.map((m) => m.message)).toEqual(['Shifts change too late', 'Last week twice']);
  });

  it('making the author a co-leader of the group takes them out of the crowd, not into the leader’s inbox', async () => {
    const t = await opinionsCompany();
    const ana = await t.as(t.ana);
    const sent = await ana.tickets.create({ message: 'Reviews are late', isAnonymous: true, isPositive: false, groupId: t.groups.sales.id });
    await deliverNow();
    // Ana and two sellers become co-leaders: 3 of 5 sellers remain as people who are not readers.
    await withTenant(t.db, t.company.id, (tx) =>
      tx
        .insertInto('group_managers')
        .values([t.ana, t.salesPeople[0]!, t.salesPeople[1]!].map((p) => ({ company_id: t.company.id, group_id: t.groups.sales.id, user_id: p.id })))
        .execute(),
    );
    await (await t.as(t.mia)).tickets.send({ id: sent._id, message: 'Which reviews?' });
    expect(await failureOf(ana.tickets.send({ id: sent._id, message: 'The yearly ones' }))).toMatchObject({ code: 'BAD_INPUT' });
    // The co-leader sellers see it as leaders; each co-leader's view is the same as Mia's.
    const view = async (p: Person) => (await (await t.as(p)).tickets.list({})).tickets.find((x) => x._id === sent._id);
    expect(await view(t.salesPeople[0]!)).toEqual(await view(t.mia));
  });
});

describe('the refusals, as the leader sees them', () => {
  it('a refused anonymous answer leaves the leader’s views, the outbox and the database’s opinions rows as they were', async () => {
    const t = await opinionsCompany();
    const ana = await t.as(t.ana);
    const mia = await t.as(t.mia);
    const sent = await ana.tickets.create({ message: 'Too many meetings', isAnonymous: true, isPositive: false, groupId: t.groups.sales.id });
    await deliverNow();
    await setInactive(
      t.company.id,
      t.salesPeople.map((p) => p.id),
    );
    await mia.tickets.send({ id: sent._id, message: 'Which ones would you drop?' });
    // The reply's notice goes out first (its flag is cleared by the pass, whoever answers).
    await deliverNow();
    const rows = async () => {
      const d = await db();
      const [tickets, messages, held, outbox] = await Promise.all([
        d.selectFrom('tickets').selectAll().where('company_id', '=', t.company.id).execute(),
        d.selectFrom('ticket_messages').selectAll().where('company_id', '=', t.company.id).execute(),
        d.selectFrom('ticket_held').select('id').where('company_id', '=', t.company.id).execute(),
        d.selectFrom('mail_outbox').select('id').where('company_id', '=', t.company.id).execute(),
      ]);
      return { tickets, messages, held, outbox: outbox.length };
    };
    const before = { views: [await mia.tickets.list({}), await mia.tickets.messages({ id: sent._id })], rows: await rows() };
    const refused = await failureOf(ana.tickets.send({ id: sent._id, message: 'The Friday one' }));
    expect(refused).toMatchObject({ code: 'BAD_INPUT' });
    // The refusal names nobody and no number of people.
    expect(JSON.stringify(refused)).not.toMatch(/\b[0-4]\b people|Ana|Seller/);
    await deliverNow();
    expect({ views: [await mia.tickets.list({}), await mia.tickets.messages({ id: sent._id })], rows: await rows() }).toEqual(before);
  });

  it('v1 refuses the same anonymous answer the same way as tRPC', async () => {
    const t = await opinionsCompany();
    const ana = await t.as(t.ana);
    const sent = await ana.tickets.create({ message: 'The schedule is never posted', isAnonymous: true, isPositive: false, groupId: t.groups.sales.id });
    await deliverNow();
    await setInactive(
      t.company.id,
      t.salesPeople.map((p) => p.id),
    );
    const r = await v1('POST', `/tickets/${sent._id}/messages`, { token: await sessionFor(t.ana), body: { message: 'Still not posted' } });
    expect(r.status).toBe(400);
    const patch = await v1('PATCH', `/tickets/${sent._id}`, { token: await sessionFor(t.ana), body: { isRead: true } });
    expect(patch.status).toBe(200);
    await deliverNow();
    expect((await (await t.as(t.mia)).tickets.messages({ id: sent._id })).messages).toHaveLength(1);
  });
});

// The engagement survey, over cycles of a week: people answer a past cycle with a comment.
async function answerOn(person: Person, day: string, text: string | null) {
  const caller = await surveyCaller(person, day);
  const { survey } = await caller.survey.current();
  const input = doneInput(survey!);
  if (text) {
    const commented = survey!.questions.find((q) => q.feedback)!;
    input.questions = input.questions.map((a) => (a.question_id === commented.question_id ? { ...a, answered: { ...a.answered, feedback_answer: text } } : a));
  }
  await caller.survey.send(input);
}

describe('conversations on survey comments', () => {
  it('the comment lists never hand their respondents (pseudonyms) to the leader, on tRPC or in a withheld list', async () => {
    const { deps } = await testDeps();
    const team = await surveyTeam();
    const members = [team.user, ...(await Promise.all([1, 2, 3, 4, 5].map(() => team.person('user'))))];
    const group = await makeTeamGroup(team.companyId, 'Support', null, { members: members.map((m) => m.id), managers: [team.manager.id] });
    for (const [i, m] of members.entries()) await answerOn(m, today(), `Comment number ${i}`);
    await deps.release.run();
    const manager = await surveyCaller(team.manager);
    const shown = await manager.survey.comments({ groupId: group });
    expect(shown).toMatchObject({ withheld: false });
    expect(Object.keys(shown!).sort()).toEqual(['comments', 'cycleId', 'from', 'minimum', 'to', 'withheld']);
    for (const c of shown!.comments) expect(Object.keys(c).sort()).toEqual(['date', 'pillar', 'ref', 'text']);
    const small = await makeTeamGroup(team.companyId, 'Tiny', null, { members: [members[0]!.id], managers: [team.manager.id] });
    const withheld = await manager.survey.comments({ groupId: small });
    expect(withheld === null || !('respondents' in withheld)).toBe(true);
  });

  // HOLE, medium (tickets.comments.ts findComment/authorAndCrowd: `respondents` is the whole list's,
  // over every cycle of the report window, and an engagement pseudonym is the same in every cycle):
  // a conversation on a comment of one cycle seals as its author's crowd everyone who answered ANY
  // cycle of the list, people who did not answer that cycle — who could not have written it —
  // included. Support answered last month's first cycle (six people, Xena commented); five people
  // who joined since answered a later cycle. The manager starts a conversation on Xena's comment
  // (its date says its cycle); the administrator inactivates the five others who answered that
  // cycle. The sealed crowd still counts Xena and the five newcomers, six, so her answer is held and
  // delivered: she is the only person of that cycle who can still sign in. (Custom surveys do the
  // same: `pseudonymsOf` matches a person's pseudonym of any cycle of the list.) Fix: seal as the
  // crowd the respondents of the comment's own cycle only (cycleList's respondents per cycle; for
  // custom surveys, list.respondents filtered to comment.cycle).
  it('closed: a comment’s crowd counts people who answered only another cycle of the list', async () => {
    const { deps } = await testDeps();
    // Weekly cycles: one began 14 days ago, the next 7 days ago, the current one today.
    const team = await surveyTeam({ interval: 7, anchorOffsetDays: -14 });
    const first = [team.user, ...(await Promise.all([1, 2, 3, 4, 5].map(() => team.person('user'))))];
    const group = await makeTeamGroup(team.companyId, 'Support', null, { members: first.map((m) => m.id), managers: [team.manager.id] });
    for (const [i, m] of first.entries()) await answerOn(m, addDays(today(), -12), i === 0 ? 'Xena wrote this' : `A colleague wrote ${i}`);
    // Newcomers join the group after that cycle and answer the next one, without comments.
    const newcomers = await Promise.all([1, 2, 3, 4, 5].map(() => team.person('user')));
    await withTenant(await db(), team.companyId, (tx) =>
      tx
        .insertInto('group_members')
        .values(newcomers.map((p) => ({ company_id: team.companyId, group_id: group, user_id: p.id })))
        .execute(),
    );
    for (const m of newcomers) await answerOn(m, addDays(today(), -5), null);
    await deps.release.run();
    const manager = await surveyCaller(team.manager);
    const shown = (await manager.survey.comments({ groupId: group }))!;
    expect(shown.withheld).toBe(false);
    const xenas = shown.comments.find((c) => c.text === 'Xena wrote this')!;
    expect(xenas).toBeDefined();
    const ticket = await manager.tickets.replyToComment({ ref: xenas.ref, message: 'Could you tell me more?' });
    // Everyone else who answered that cycle is inactivated.
    await setInactive(
      team.companyId,
      first.slice(1).map((m) => m.id),
    );
    const xena = await surveyCaller(first[0]!);
    const mine = (await xena.tickets.list({ owner: true })).tickets.find((x) => x.origin === 'comment')!;
    expect(mine).toBeDefined();
    await xena.tickets.send({ id: mine._id, message: 'Yes: the rota' }).catch(() => undefined);
    await deliverNow(capturingMail(), 1, team.companyId);
    expect((await manager.tickets.messages({ id: ticket._id })).messages).toHaveLength(2);
  });

  it('the leader who starts a conversation is no part of its crowd, even when they answered the survey', async () => {
    const { deps } = await testDeps();
    const team = await surveyTeam();
    // Five people and the manager, a member of their own group, answer: the list counts six.
    const members = [team.user, ...(await Promise.all([1, 2, 3, 4].map(() => team.person('user'))))];
    const group = await makeTeamGroup(team.companyId, 'Support', null, { members: [...members, team.manager].map((m) => m.id), managers: [team.manager.id] });
    for (const [i, m] of members.entries()) await answerOn(m, today(), `Said by person ${i}`);
    await answerOn(team.manager, today(), 'Said by the manager');
    await deps.release.run();
    const manager = await surveyCaller(team.manager);
    const shown = (await manager.survey.comments({ groupId: group }))!;
    expect(shown.withheld).toBe(false);
    const target = shown.comments.find((c) => c.text === 'Said by person 0')!;
    await manager.tickets.replyToComment({ ref: target.ref, message: 'Thank you, what would help?' });
    await setInactive(team.companyId, [members[4]!.id]);
    // Four of the five others can sign in: the manager is not counted as the fifth.
    const author = await surveyCaller(members[0]!);
    const mine = (await author.tickets.list({ owner: true })).tickets.find((x) => x.origin === 'comment')!;
    expect(await failureOf(author.tickets.send({ id: mine._id, message: 'More people' }))).toMatchObject({ code: 'BAD_INPUT' });
  });
});

describe('a copy of the database', () => {
  it('a conversation on a comment seals its author and crowd: nothing in clear, and the author seal is as long as anyone’s', async () => {
    const { deps } = await testDeps();
    const team = await surveyTeam();
    const members = [team.user, ...(await Promise.all([1, 2, 3, 4, 5].map(() => team.person('user'))))];
    const group = await makeTeamGroup(team.companyId, 'Support', null, { members: members.map((m) => m.id), managers: [team.manager.id] });
    for (const [i, m] of members.entries()) await answerOn(m, today(), `Words of person ${i}`);
    await deps.release.run();
    const manager = await surveyCaller(team.manager);
    const shown = (await manager.survey.comments({ groupId: group }))!;
    for (const c of shown.comments) await manager.tickets.replyToComment({ ref: c.ref, message: 'Thanks' });
    const rows = await (await db()).selectFrom('tickets').select(['author_sealed', 'crowd_sealed']).where('company_id', '=', team.companyId).execute();
    expect(rows.length).toBe(shown.comments.length);
    expect(new Set(rows.map((r) => Buffer.from(r.author_sealed!).length)).size).toBe(1);
    for (const r of rows) for (const m of members) expect(Buffer.from(r.crowd_sealed!).toString('latin1')).not.toContain(m.id);
  });

  it('a follow-up and a message id that names another ticket serialise without a deadlock', async () => {
    // claim(ticket) then claim(messageId) share one key space (`ticket:<id>`): a client-chosen
    // messageId equal to another ticket's id takes that ticket's lock. Two sends crossing ids must
    // still both end (PostgreSQL breaks a deadlock by failing one: a retry then succeeds). Held, but
    // today one of them does fail after deadlock_timeout (about 1 s); the same crossing with the
    // delivery pass (which takes several tickets' locks in a random order) fails that company's pass
    // for the hour. Low (availability); fix: claim message ids under a key space of their own.
    const t = await opinionsCompany();
    const ana = await t.as(t.ana);
    const mia = await t.as(t.mia);
    const a = await ana.tickets.create({ message: 'First of two here', isAnonymous: false, isPositive: true, groupId: t.groups.sales.id });
    const b = await ana.tickets.create({ message: 'Second of two here', isAnonymous: false, isPositive: true, groupId: t.groups.sales.id });
    const results = await Promise.allSettled([
      mia.tickets.send({ id: a._id, messageId: b._id, message: 'Crossing one' }),
      mia.tickets.send({ id: b._id, messageId: a._id, message: 'Crossing two' }),
    ]);
    for (const [i, r] of results.entries()) {
      if (r.status === 'rejected') await mia.tickets.send({ id: i === 0 ? a._id : b._id, messageId: randomUUID(), message: `Retry ${i}` });
    }
    expect((await mia.tickets.messages({ id: a._id })).messages.length).toBe(2);
    expect((await mia.tickets.messages({ id: b._id })).messages.length).toBe(2);
  });
});
