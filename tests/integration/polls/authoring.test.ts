import { describe, expect, it, vi } from 'vitest';
import { POLL_INCOMPLETE } from '../../../domain/poll.js';
import { withTenant } from '../../../server/db/tenant.js';
import { makeUser } from '../../../seeds/factories.js';
import { failureOf, mailsTo, v1 } from '../auth/helpers.js';
import { makeGroup } from '../groups/helpers.js';
import { morePeople } from '../custom-surveys/helpers.js';
import { pollCompany, sentPoll, threeQuestionList, threeQuestions, type PollCompany } from './helpers.js';

// The author's side of custom polls (measurement §3–§5, issue 16): drafts, sends, closing, copies,
// the audience a leader may reach, and what each change leaves in the audit log.

const pollRows = (t: PollCompany) =>
  withTenant(t.db, t.company.id, (tx) => tx.selectFrom('custom_surveys').select(['id', 'launch_at', 'closed_at']).where('kind', '=', 'poll').execute());
const auditOf = (t: PollCompany, id: string) =>
  t.db
    .selectFrom('audit_logs')
    .select(['action', 'summary'])
    .where('company_id', '=', t.company.id)
    .where('entity', '=', 'polls')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();

describe('poll drafts, sends and closing', () => {
  it('saves a draft (201), updates it, sends it as the same poll (201), then closes it once', async () => {
    const t = await pollCompany();
    const { caller, token } = await t.as(t.manager);
    const created = await v1('POST', '/polls/drafts', { token, body: threeQuestions({ groups: [t.groups.sales.id] }) });
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    expect(created.body).toMatchObject({
      status: 'draft',
      title: 'Offsite check',
      groups: [t.groups.sales.id],
      sent_at: null,
      closed_at: null,
      owner: { id: t.manager.id, name: 'Mia Sales' },
    });
    expect(created.body.questions.map((q: { isValid: boolean }) => q.isValid)).toEqual([true, true, true]);

    const updated = await v1('PUT', `/polls/drafts/${id}`, { token, body: threeQuestions({ title: 'Offsite day', groups: [t.groups.sales.id] }) });
    expect(updated.status).toBe(200);
    expect((await caller.polls.getDraft({ id })).title).toBe('Offsite day');
    // Nothing goes out for a draft.
    expect((await pollRows(t))[0]!.launch_at).toBeNull();

    const sent = await v1('POST', '/polls', {
      token,
      body: { ...threeQuestions({ title: 'Offsite day', groups: [t.groups.sales.id] }), status: 'active', draft_id: id },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ _id: id, status: 'active', closed_at: null });
    expect(Date.now() - Date.parse(sent.body.sent_at)).toBeLessThan(60_000);
    expect(await pollRows(t)).toHaveLength(1);
    // A sent poll is no longer a draft.
    expect((await failureOf(caller.polls.getDraft({ id }))).code).toBe('NOT_FOUND');
    expect((await v1('DELETE', `/polls/drafts/${id}`, { token })).status).toBe(404);
    expect((await failureOf(caller.polls.updateDraft({ id, ...threeQuestions({ groups: [t.groups.sales.id] }) }))).code).toBe('NOT_FOUND');

    const closed = await v1('PATCH', `/polls/${id}`, { token, body: { status: 'closed' } });
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('closed');
    const again = await caller.polls.close({ id, status: 'closed' });
    expect(again.closed_at).toBe(closed.body.closed_at);
    expect((await auditOf(t, id)).map((a) => a.action)).toEqual(['create', 'update', 'update', 'launch', 'close']);
    expect((await auditOf(t, id)).at(-1)!.summary).toBe('Closed the poll "Offsite day"');
  });

  it('sends a poll from scratch; groups_input (legacy) overrides groups', async () => {
    const t = await pollCompany();
    const { caller } = await t.as(t.manager);
    const sent = await caller.polls.send({ ...threeQuestions({ groups: [t.groups.support.id] }), status: 'active', groups_input: [t.groups.sales.id] });
    expect(sent).toMatchObject({ status: 'active', groups: [t.groups.sales.id], company: false });
    // Its reach is fixed at the send: Sales and East, three people each.
    const reach = await withTenant(t.db, t.company.id, (tx) => tx.selectFrom('custom_survey_reach').select('user_id').where('survey_id', '=', sent._id).execute());
    expect(reach.map((r) => r.user_id).sort()).toEqual([...t.members.sales, ...t.members.east].map((p) => p.id).sort());
    expect((await auditOf(t, sent._id)).map((a) => a.action)).toEqual(['create', 'launch']);
  });

  it('refuses incomplete drafts and sends with the one message, field by field, and changes nothing', async () => {
    const t = await pollCompany();
    const { caller } = await t.as(t.manager);
    const [choice, scale] = threeQuestionList();
    const incomplete = threeQuestions({
      title: '  ',
      questions: [
        { ...choice!, options: ['Only one'] },
        { ...scale!, upper_label: '' },
      ],
    });
    const expected = { title: [POLL_INCOMPLETE], groups: [POLL_INCOMPLETE], 'questions.0': [POLL_INCOMPLETE], 'questions.1': [POLL_INCOMPLETE] };
    expect((await failureOf(caller.polls.createDraft(incomplete))).fieldErrors).toEqual(expected);
    expect((await failureOf(caller.polls.send({ ...incomplete, status: 'active' }))).fieldErrors).toEqual(expected);
    const res = await v1('POST', '/polls', { token: (await t.as(t.manager)).token, body: { ...threeQuestions({ groups: [t.groups.sales.id] }), questions: [] } });
    expect({ status: res.status, errors: res.body.errors }).toEqual({ status: 400, errors: { questions: [POLL_INCOMPLETE] } });
    expect(POLL_INCOMPLETE).toBe('Check that all fields are completed');
    expect(await pollRows(t)).toHaveLength(0);

    // A draft saved again incomplete stays as it was.
    const draft = await caller.polls.createDraft(threeQuestions({ groups: [t.groups.sales.id] }));
    const refused = await failureOf(
      caller.polls.updateDraft({ id: draft._id, ...threeQuestions({ groups: [t.groups.sales.id], questions: [{ ...choice!, question_text: '' }] }) }),
    );
    expect(refused.fieldErrors).toEqual({ 'questions.0': [POLL_INCOMPLETE] });
    expect((await caller.polls.getDraft({ id: draft._id })).questions).toHaveLength(3);
    expect((await auditOf(t, draft._id)).map((a) => a.action)).toEqual(['create']);
  });

  it('deletes a draft (then 404); drafts are their owner’s and administrators’ only', async () => {
    const t = await pollCompany();
    const mia = await t.as(t.manager);
    const otto = await t.as(t.other);
    const admin = await t.as(t.admin);
    const draft = await mia.caller.polls.createDraft(threeQuestions({ groups: [t.groups.sales.id] }));
    expect((await failureOf(otto.caller.polls.getDraft({ id: draft._id }))).code).toBe('NOT_FOUND');
    expect((await failureOf(otto.caller.polls.deleteDraft({ id: draft._id }))).code).toBe('NOT_FOUND');
    expect((await admin.caller.polls.getDraft({ id: draft._id })).owner).toEqual({ id: t.manager.id, name: 'Mia Sales' });
    // Nor may anyone close a draft: it was never sent.
    expect((await failureOf(mia.caller.polls.close({ id: draft._id, status: 'closed' }))).fieldErrors).toEqual({ status: ['Only a sent poll can be closed'] });
    expect((await failureOf(otto.caller.polls.close({ id: draft._id, status: 'closed' }))).code).toBe('NOT_FOUND');

    const res = await v1('DELETE', `/polls/drafts/${draft._id}/`, { token: mia.token });
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { ok: true } });
    expect((await v1('GET', `/polls/drafts/${draft._id}`, { token: mia.token })).status).toBe(404);
    expect(await pollRows(t)).toHaveLength(0);
    expect((await auditOf(t, draft._id)).map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('lets the owner, administrators and (open access only) the audience’s managers close; others get 404', async () => {
    const t = await pollCompany();
    const open = await sentPoll(t, {}, t.admin);
    const restricted = await sentPoll(t, { access_level: 'restricted' }, t.admin);
    const mia = await t.as(t.manager);
    const otto = await t.as(t.other);
    expect((await failureOf(otto.caller.polls.close({ id: open._id, status: 'closed' }))).code).toBe('NOT_FOUND');
    expect((await failureOf(mia.caller.polls.close({ id: restricted._id, status: 'closed' }))).code).toBe('NOT_FOUND');
    expect((await mia.caller.polls.close({ id: open._id, status: 'closed' })).status).toBe('closed');
    const ana = await t.as(t.people.ana);
    expect((await failureOf(ana.caller.polls.close({ id: restricted._id, status: 'closed' }))).code).toBe('FORBIDDEN');
    expect((await (await t.as(t.admin)).caller.polls.close({ id: restricted._id, status: 'closed' })).status).toBe('closed');
    expect((await pollRows(t)).every((r) => r.closed_at !== null)).toBe(true);
  });
});

describe('poll audiences and copies', () => {
  it('keeps a manager to their reach: no other group, not the whole company, viewers only leaders', async () => {
    const t = await pollCompany();
    const { caller } = await t.as(t.manager);
    const send = (over: Parameters<typeof threeQuestions>[0]) => failureOf(caller.polls.send({ ...threeQuestions(over), status: 'active' }));
    expect((await send({ groups: [t.groups.support.id] })).fieldErrors).toEqual({ 'groups.0': ['Unknown group'] });
    expect((await send({ company: true })).fieldErrors).toEqual({ company: ['Only administrators send a poll to the whole company'] });
    expect((await send({ groups: [t.groups.east.id], viewers: [t.people.ana.id, t.other.id] })).fieldErrors).toEqual({
      'viewers.0': ['Only active managers and administrators can be given access'],
    });
    expect((await failureOf(caller.polls.createDraft(threeQuestions({ groups: [t.groups.support.id] })))).fieldErrors).toEqual({ 'groups.0': ['Unknown group'] });
    expect(await pollRows(t)).toHaveLength(0);
    // Administrators send to the whole company.
    const all = await (await t.as(t.admin)).caller.polls.send({ ...threeQuestions({ company: true }), status: 'active' });
    expect(all).toMatchObject({ company: true, status: 'active' });
  });

  it('refuses an audience of fewer than k, or one that differs from a launched poll by 1 to k−1 people (rule 11)', async () => {
    const t = await pollCompany();
    const solo = await makeGroup(t.company.id, { name: 'Solo' });
    await morePeople(t, solo.id, 1);
    const { caller } = await t.as(t.admin);
    const send = (groups: string[]) => failureOf(caller.polls.send({ ...threeQuestions({ groups }), status: 'active' }));
    expect((await send([solo.id])).fieldErrors).toEqual({ groups: ['Fewer than 3 people of this audience can answer: no result would ever be shown'] });
    await sentPoll(t, {}, t.admin);
    expect((await send([t.groups.sales.id, solo.id])).fieldErrors).toEqual({
      groups: ['This audience differs from the poll "Offsite check" by fewer than 3 people: side by side, their results could single someone out'],
    });
  });

  it('duplicates a poll the caller may see into their own draft (201), keeping only what they may still set', async () => {
    const t = await pollCompany();
    const mia = await t.as(t.manager);
    const mine = await sentPoll(t, { viewers: [t.other.id] });
    const res = await v1('POST', `/polls/${mine._id}/duplicate`, { token: mia.token });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'draft',
      title: 'Offsite check',
      groups: [t.groups.sales.id],
      viewers: [t.other.id],
      owner: { id: t.manager.id },
      sent_at: null,
    });
    expect(res.body._id).not.toBe(mine._id);
    expect(res.body.questions).toEqual(mine.questions);
    expect((await auditOf(t, res.body._id)).map((a) => a.action)).toEqual(['duplicate']);

    // Otto reads it as a viewer: his copy keeps him, not Sales (out of his reach).
    const otto = (await t.as(t.other)).caller;
    expect(await otto.polls.duplicate({ id: mine._id })).toMatchObject({ groups: [], viewers: [t.other.id], owner: { id: t.other.id } });
    // Neither owner, viewer nor manager of its audience: it does not exist for him.
    const unseen = await sentPoll(t, { title: 'Unseen' });
    expect((await failureOf(otto.polls.duplicate({ id: unseen._id }))).code).toBe('NOT_FOUND');
    // A company-wide open poll of an administrator: Mia's copy goes to nobody until she chooses her groups.
    const all = await sentPoll(t, { company: true, groups: [] }, t.admin);
    expect(await mia.caller.polls.duplicate({ id: all._id })).toMatchObject({ company: false, groups: [], owner: { id: t.manager.id } });
  });

  it('counts receivers: who can answer, and the audience’s managers only when access is open', async () => {
    const t = await pollCompany();
    const admin = await t.as(t.admin);
    const mia = await t.as(t.manager);
    expect(await admin.caller.polls.receivers({ access_level: 'open', company: false, groups: [t.groups.east.id] })).toEqual({
      viewers: [{ id: t.manager.id, name: 'Mia Sales' }],
      repliersCount: 3,
    });
    expect(await admin.caller.polls.receivers({ access_level: 'restricted', company: false, groups: [t.groups.east.id] })).toEqual({ viewers: [], repliersCount: 3 });
    // The whole company: its nine people, the two managers and the administrator.
    expect(await admin.caller.polls.receivers({ access_level: 'open', company: true, groups: [] })).toEqual({
      viewers: [
        { id: t.manager.id, name: 'Mia Sales' },
        { id: t.other.id, name: 'Otto Support' },
      ],
      repliersCount: 12,
    });
    // The asking manager is the owner-to-be: not listed. An inactive person does not answer.
    await makeUser(t.db, t.company.id, { role: 'user', inactive: true }).then((p) =>
      withTenant(t.db, t.company.id, (tx) => tx.insertInto('group_members').values({ company_id: t.company.id, group_id: t.groups.sales.id, user_id: p.id }).execute()),
    );
    const res = await v1('GET', '/polls/receivers/', { token: mia.token, query: { access_level: 'open', company: 'false', groups: t.groups.sales.id } });
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { viewers: [], repliersCount: 6 } });
    expect((await failureOf(mia.caller.polls.receivers({ access_level: 'open', company: false, groups: [t.groups.support.id] }))).fieldErrors).toEqual({
      'groups.0': ['Unknown group'],
    });
  });
});

describe('poll delivery', () => {
  it('e-mails the audience once the send commits, in each person’s language, with who asks', async () => {
    const t = await pollCompany();
    const portuguese = await makeUser(t.db, t.company.id, { role: 'user', language: 'pt-BR' });
    await withTenant(t.db, t.company.id, (tx) =>
      tx.insertInto('group_members').values({ company_id: t.company.id, group_id: t.groups.east.id, user_id: portuguese.id }).execute(),
    );
    const poll = await sentPoll(t);
    await vi.waitFor(async () => expect(await mailsTo(portuguese.email!)).toHaveLength(1), { timeout: 5_000, interval: 100 });
    const [pt] = await mailsTo(portuguese.email!);
    expect(pt!.template).toBe('pollDelivery');
    expect(pt!.subject).toBe(`${t.company.name}: uma pergunta rápida para você — Offsite check`);
    expect(pt!.text_body).toContain('Mia Sales faz uma pergunta rápida: “Offsite check”.');
    expect(pt!.text_body).toContain(`/custom-poll/${poll._id}/survey`);
    await vi.waitFor(async () => expect(await mailsTo(t.people.ana.email!)).toHaveLength(1), { timeout: 5_000, interval: 100 });
    expect((await mailsTo(t.people.ana.email!))[0]!.text_body).toContain('Mia Sales asks you a quick question: “Offsite check”.');
    expect(await mailsTo(t.people.cy.email!)).toHaveLength(0);

    // Sent in the company's name, the company asks.
    const byCompany = await sentPoll(t, { title: 'Parking', sender: 'company', groups: [t.groups.support.id] }, t.admin);
    await vi.waitFor(async () => expect(await mailsTo(t.people.cy.email!)).toHaveLength(1), { timeout: 5_000, interval: 100 });
    const [cy] = await mailsTo(t.people.cy.email!);
    expect(cy!.text_body).toContain(`${t.company.name} asks you a quick question: “Parking”.`);
    expect(cy!.text_body).toContain(`/custom-poll/${byCompany._id}/survey`);
  });
});
