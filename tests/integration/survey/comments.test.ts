import { describe, expect, it } from 'vitest';
import { makeGroup } from '../users/helpers.js';
import { surveyCaller, surveyTeam, doneInput, expectAppError } from './helpers.js';

async function answerWithComment(person: { company_id: string; id: string }, text: string) {
  const caller = await surveyCaller(person);
  const { survey } = await caller.survey.current();
  const input = doneInput(survey!);
  const commented = survey!.questions.find((q) => q.feedback && q.pillar === 'recognition') ?? survey!.questions.find((q) => q.feedback)!;
  input.questions = input.questions.map((a) => (a.question_id === commented.question_id ? { ...a, answered: { ...a.answered, feedback_answer: text } } : a));
  await caller.survey.send(input);
  return { pillar: commented.pillar, cycleDate: survey!.date };
}

describe('comments for leaders', () => {
  it('withholds comments until five people of the group answered, then shows them with the cycle date only', async () => {
    const team = await surveyTeam();
    const members = [team.user, ...(await Promise.all([1, 2, 3, 4].map(() => team.person('user'))))];
    const group = await makeGroup(team.companyId, 'Support', null, { members: members.map((m) => m.id), managers: [team.manager.id] });
    const asManager = (await surveyCaller(team.manager)).survey;

    for (const [i, m] of members.slice(0, 4).entries()) await answerWithComment(m, `Comment ${i}`);
    const withheld = await asManager.comments({ groupId: group });
    expect(withheld).toMatchObject({ withheld: true, minimum: 5, comments: [] });

    const { pillar, cycleDate } = await answerWithComment(members[4]!, 'Comment 4');
    const shown = await asManager.comments({ groupId: group });
    expect(shown!.withheld).toBe(false);
    expect(shown!.comments.map((c) => c.text).sort()).toEqual(['Comment 0', 'Comment 1', 'Comment 2', 'Comment 3', 'Comment 4']);
    // Each with its cycle's date: here one cycle, the current one.
    expect(new Set(shown!.comments.map((c) => c.date))).toEqual(new Set([cycleDate]));
    expect(cycleDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(shown!.comments[0]!).sort()).toEqual(['date', 'pillar', 'questionId', 'text']);
    const byPillar = await asManager.comments({ groupId: group, metricId: pillar });
    expect(byPillar!.comments.length).toBe(5);
    expect((await asManager.comments({ groupId: group, metricId: 'no-such-pillar' }))!.comments).toEqual([]);
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
