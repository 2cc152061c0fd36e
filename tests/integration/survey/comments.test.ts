import { describe, expect, it } from 'vitest';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { testDeps } from '../../setup/test-context.js';
import { makeGroup } from '../users/helpers.js';
import { surveyCaller, surveyTeam, doneInput, expectAppError } from './helpers.js';

/** A list without its comments' handles, which differ on every read. */
const withoutRefs = <T extends { comments: { ref?: string }[] }>(list: T) => ({ ...list, comments: list.comments.map(({ ref: _, ...c }) => c) });

/** A release pass, as the server runs after each send: held answers reach the tables in batches of k. */
async function release(day?: string) {
  await (await testDeps()).deps.release.run(day);
}

async function answerWithComment(person: { company_id: string; id: string }, text: string) {
  const caller = await surveyCaller(person);
  const { survey } = await caller.survey.current();
  const input = doneInput(survey!);
  const commented = survey!.questions.find((q) => q.feedback && q.pillar === 'recognition') ?? survey!.questions.find((q) => q.feedback)!;
  input.questions = input.questions.map((a) => (a.question_id === commented.question_id ? { ...a, answered: { ...a.answered, feedback_answer: text } } : a));
  await caller.survey.send(input);
  await release();
  return { pillar: commented.pillar, cycleDate: survey!.date, cycleId: survey!.cycleId };
}

describe('comments for leaders', () => {
  it('releases comments with the blocks of the open cycle, all of them at its close, with the cycle date only', async () => {
    const team = await surveyTeam();
    const members = [team.user, ...(await Promise.all([1, 2, 3, 4, 5, 6].map(() => team.person('user'))))];
    const group = await makeGroup(team.companyId, 'Support', null, { members: members.map((m) => m.id), managers: [team.manager.id] });
    const asManager = (await surveyCaller(team.manager)).survey;

    // k = 3 and a comment minimum of 5: comments come in blocks of 6 new respondents.
    for (const [i, m] of members.slice(0, 5).entries()) await answerWithComment(m, `Comment ${i}`);
    expect(await asManager.comments({ groupId: group })).toMatchObject({ withheld: true, minimum: 5, comments: [] });

    const { pillar, cycleDate, cycleId } = await answerWithComment(members[5]!, 'Comment 5');
    const shown = await asManager.comments({ groupId: group });
    expect(shown!.withheld).toBe(false);
    expect(shown!.comments.map((c) => c.text).sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `Comment ${i}`));
    // Each with its cycle's date: here one cycle, the current one.
    expect(new Set(shown!.comments.map((c) => c.date))).toEqual(new Set([cycleDate]));
    expect(cycleDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(shown!.comments[0]!).sort()).toEqual(['date', 'pillar', 'ref', 'text']);
    const byPillar = await asManager.comments({ groupId: group, metricId: pillar });
    expect(byPillar!.comments.length).toBe(6);
    expect((await asManager.comments({ groupId: group, metricId: 'no-such-pillar' }))!.comments).toEqual([]);

    // One more answer changes nothing a leader sees, order included, until its block is complete.
    await answerWithComment(members[6]!, 'Comment 6');
    const again = await asManager.comments({ groupId: group });
    // Each read gives new handles (random seals): everything else is the same.
    expect(withoutRefs(again!)).toEqual(withoutRefs(shown!));

    // At the cycle's close every answer counts: the last 1 to 5 people are released with it.
    await release(addDays(cycleDate, 7));
    const closed = await (await surveyCaller(team.manager, addDays(cycleDate, 7))).survey.comments({ groupId: group, cycleId });
    expect(closed!.comments.map((c) => c.text).sort()).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => `Comment ${i}`));
  });

  it("withholds a subgroup's comments when the group's would then show its direct members' apart", async () => {
    const team = await surveyTeam();
    const direct = [team.user, await team.person('user')];
    const inTeam = await Promise.all([1, 2, 3, 4, 5].map(() => team.person('user')));
    const group = await makeGroup(team.companyId, 'Operations', null, { members: direct.map((m) => m.id), managers: [team.manager.id] });
    const sub = await makeGroup(team.companyId, 'Night shift', group, { members: inTeam.map((m) => m.id) });
    let cycle = { cycleDate: '', cycleId: '' };
    for (const [i, m] of [...direct, ...inTeam].entries()) cycle = await answerWithComment(m, `Note ${i}`);
    await release(addDays(cycle.cycleDate, 7));
    const asManager = (await surveyCaller(team.manager, addDays(cycle.cycleDate, 7))).survey;

    const whole = await asManager.comments({ groupId: group, cycleId: cycle.cycleId });
    const part = await asManager.comments({ groupId: sub, cycleId: cycle.cycleId });
    expect(whole!.comments.length).toBe(7);
    // Shown side by side, the difference would be the two direct members' comments.
    expect(part).toMatchObject({ withheld: true, comments: [] });
    // The same data, the same decision and the same order, read after read.
    expect(withoutRefs((await asManager.comments({ groupId: group, cycleId: cycle.cycleId }))!)).toEqual(withoutRefs(whole!));
  });

  it('keeps a manager to their groups and the company view to administrators', async () => {
    const team = await surveyTeam();
    const other = await makeGroup(team.companyId, 'Elsewhere');
    const asManager = (await surveyCaller(team.manager)).survey;
    await expectAppError(asManager.comments({ groupId: other }), 'NOT_FOUND');
    await expectAppError(asManager.comments({ groupId: 'company' }), 'NOT_FOUND');
    await expectAppError((await surveyCaller(team.user)).survey.comments({ groupId: 'company' }), 'FORBIDDEN');
    // No cycle yet: nothing to show; once the cycle opens, withheld below the minimum.
    expect(await team.asAdmin.survey.comments({ groupId: 'company' })).toBeNull();
    await team.asAdmin.survey.current();
    expect(await team.asAdmin.survey.comments({ groupId: 'company' })).toMatchObject({ withheld: true, minimum: 5 });
  });
});
