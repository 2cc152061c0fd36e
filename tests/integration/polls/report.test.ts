import { describe, expect, it } from 'vitest';
import { makeGroup } from '../groups/helpers.js';
import { morePeople } from '../custom-surveys/helpers.js';
import { failureOf, v1 } from '../auth/helpers.js';
import { answer, ended, releaseAndSync, SIX_ANSWERS } from './answer-helpers.js';
import { pollCompany, sentPoll, type PollCompany } from './helpers.js';

// A poll's report against figures worked out by hand (k = 3), through the engine's gate; signed
// texts with their author whatever their number; who may read it by access level.

const name = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;

/** Six people of East (its three and three more) answer Mia's poll to East with SIX_ANSWERS. */
async function sixAnswered(t: PollCompany) {
  const people = [...t.members.east, ...(await morePeople(t, t.groups.east.id, 3))];
  const poll = await sentPoll(t, { groups: [t.groups.east.id] });
  for (const [i, person] of people.entries()) await answer((await t.as(person)).caller, poll._id, SIX_ANSWERS[i]!);
  return { poll, people };
}

describe('a poll report', () => {
  it('moves in steps of k while open, shows signed texts at once, and gives the figures computed by hand once over', async () => {
    const t = await pollCompany();
    const { poll, people } = await sixAnswered(t);
    const mia = await t.as(t.manager);
    const read = () => mia.caller.polls.report({ id: poll._id, groupId: 'consolidate' });
    const signedIdea = { text: 'Named idea', author: name(people[0]!) };
    const signedWhy = { text: 'Named why', author: name(people[2]!) };
    // Nothing released yet: nobody counted, the signed texts already there.
    const before = await read();
    expect(before.stats).toEqual({ respondents: 0, withheld: false, participationRate: 0 });
    expect(before.questions[2]!.texts).toEqual([signedIdea]);
    expect(before.questions[1]!.feedback!.texts).toEqual([signedWhy]);
    // Live: six wait in one place (2k), the release writes all but k of them, seconds later.
    await releaseAndSync();
    expect((await read()).stats).toEqual({ respondents: 3, withheld: false, participationRate: 50 });
    await ended(t, poll._id);
    const report = await read();
    expect({ ...report, questions: undefined }).toEqual({
      _id: poll._id,
      accessLevel: 'open',
      title: 'Offsite check',
      createdAt: poll.created_at,
      numEmployees: 6,
      numQuestions: 3,
      owner: { name: 'Mia Sales', email: t.manager.email },
      sender: 'owner',
      status: 'closed',
      group: { id: 'consolidate', name: null },
      stats: { respondents: 6, withheld: false, participationRate: 100 },
      questions: undefined,
    });
    const [q1, q2, q3] = report.questions;
    expect(q1).toEqual({
      question_id: 'q1',
      type: 'radio-string',
      text: 'Which day suits the offsite?',
      withheld: false,
      uniqueAnswers: 5,
      skipped: 1,
      score: null,
      answers: [
        { id: 'o1', label: 'Monday', count: 3 },
        { id: 'o2', label: 'Friday', count: 2 },
      ],
      texts: null,
      feedback: null,
    });
    // (8 + 6 + 10 + 3 + 8) / 5 = 7.
    expect(q2).toMatchObject({ type: 'slide-number', withheld: false, uniqueAnswers: 5, skipped: 1, score: 7, texts: null });
    expect(q2!.answers.filter((a) => a.count > 0)).toEqual([
      { id: '3', label: '3', count: 1 },
      { id: '6', label: '6', count: 1 },
      { id: '8', label: '8', count: 2 },
      { id: '10', label: '10', count: 1 },
    ]);
    expect(q2!.answers.map((a) => a.id)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    // One anonymous comment: below the comment minimum, withheld; the signed one shows with its author.
    expect(q2!.feedback).toEqual({ question: 'Why this score?', withheld: true, texts: [signedWhy] });
    // Five anonymous texts (the comment minimum) and one signed: six of six answered.
    expect(q3).toMatchObject({ type: 'paragraph', withheld: false, uniqueAnswers: 6, skipped: 0, score: null, answers: [], feedback: null });
    expect(
      q3!
        .texts!.filter((x) => x.author === null)
        .map((x) => x.text)
        .sort(),
    ).toEqual(['Idea 2', 'Idea 3', 'Idea 4', 'Idea 5', 'Idea 6']);
    expect(q3!.texts!.filter((x) => x.author !== null)).toEqual([signedIdea]);
    // East is the whole audience: the same figures; v1 serves both paths, with or without a trailing slash.
    const east = await v1('GET', `/polls/${poll._id}/reports/groups/${t.groups.east.id}/`, { token: mia.token });
    expect(east.status).toBe(200);
    expect(east.body.group).toEqual({ id: t.groups.east.id, name: 'East' });
    expect(east.body.questions).toEqual(JSON.parse(JSON.stringify(report.questions)));
    const whole = await v1('GET', `/polls/${poll._id}/reports/groups/consolidate`, { token: mia.token, query: { _: '1' } });
    expect([whole.status, whole.body.stats, whole.body.createdAt]).toEqual([200, report.stats, report.createdAt]);
    const groups = await v1('GET', `/polls/${poll._id}/groups/`, { token: mia.token });
    expect([groups.status, groups.body]).toEqual([200, { groups: [{ id: t.groups.east.id, name: 'East', parentId: null }] }]);
  });

  it('withholds a group of fewer than k people, its signed texts still shown with their author', async () => {
    const t = await pollCompany();
    const tiny = await makeGroup(t.company.id, { name: 'Tiny', parentId: t.groups.east.id });
    const two = await morePeople(t, tiny.id, 2, 'Tiny');
    const poll = await sentPoll(t, { groups: [t.groups.east.id] });
    const everyone = [...t.members.east, ...two];
    for (const [i, person] of everyone.entries())
      await answer((await t.as(person)).caller, poll._id, i === 4 ? { choice: 'o1', idea: 'Tiny but signed', ideaNamed: true } : { choice: 'o2', scale: 5 });
    await ended(t, poll._id);
    const { caller } = await t.as(t.manager);
    const report = await caller.polls.report({ id: poll._id, groupId: tiny.id });
    expect(report.numEmployees).toBe(2);
    expect(report.stats).toEqual({ respondents: null, withheld: true, participationRate: null });
    for (const q of report.questions) expect(q).toMatchObject({ withheld: true, uniqueAnswers: null, skipped: null, score: null, answers: [] });
    expect(report.questions[2]!.texts).toEqual([{ text: 'Tiny but signed', author: name(two[1]!) }]);
    // The whole audience: five, q1 answered by all, Friday four times.
    const whole = await caller.polls.report({ id: poll._id, groupId: 'consolidate' });
    expect(whole.stats.respondents).toBe(5);
    expect(whole.questions[0]).toMatchObject({
      uniqueAnswers: 5,
      skipped: 0,
      answers: [
        { id: 'o1', label: 'Monday', count: 1 },
        { id: 'o2', label: 'Friday', count: 4 },
      ],
    });
  });

  it('is read by administrators, the owner, viewers and (open only) the audience managers for their teams; 404 for anyone else', async () => {
    const t = await pollCompany();
    const open = await sentPoll(t, {}, t.admin);
    const restricted = await sentPoll(t, { access_level: 'restricted' }, t.admin);
    const viewed = await sentPoll(t, { access_level: 'restricted', viewers: [t.other.id] }, t.admin);
    const mia = await t.as(t.manager);
    const otto = await t.as(t.other);
    const code = async (call: Promise<unknown>) => (await failureOf(call)).code;
    // Open: Mia manages Sales (and East below it): she reads both and the whole; Otto none of it.
    expect((await mia.caller.polls.groups({ id: open._id })).groups.map((g) => g.name)).toEqual(['East', 'Sales']);
    expect((await mia.caller.polls.report({ id: open._id, groupId: t.groups.east.id })).group.name).toBe('East');
    expect((await mia.caller.polls.report({ id: open._id, groupId: 'consolidate' })).numEmployees).toBe(6);
    expect(await code(otto.caller.polls.report({ id: open._id, groupId: 'consolidate' }))).toBe('NOT_FOUND');
    expect(await code(otto.caller.polls.groups({ id: open._id }))).toBe('NOT_FOUND');
    // Restricted: the team's direct manager is refused like a stranger.
    expect(await code(mia.caller.polls.report({ id: restricted._id, groupId: t.groups.sales.id }))).toBe('NOT_FOUND');
    expect((await v1('GET', `/polls/${restricted._id}/reports/groups/consolidate`, { token: mia.token })).status).toBe(404);
    expect((await v1('GET', `/polls/${restricted._id}/groups/`, { token: mia.token })).status).toBe(404);
    // A viewer reads every group of a restricted poll.
    expect((await otto.caller.polls.groups({ id: viewed._id })).groups.map((g) => g.name)).toEqual(['East', 'Sales']);
    expect((await otto.caller.polls.report({ id: viewed._id, groupId: t.groups.sales.id })).accessLevel).toBe('restricted');
    expect((await (await t.as(t.admin)).caller.polls.report({ id: restricted._id, groupId: 'consolidate' })).owner).toEqual({ name: 'Ada Admin', email: t.admin.email });
  });
});
