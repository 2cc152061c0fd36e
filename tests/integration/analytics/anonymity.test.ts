import { describe, expect, it } from 'vitest';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { makeAttribute, makeGroup, makeTeam } from '../users/helpers.js';
import { today } from '../survey/helpers.js';
import { addCycle, addResponse, addResponses, respondents } from './fixtures.js';
import { setReportMinimum, synced } from './helpers.js';

// The anonymity rules, end to end: what a leader can read of small groups (ANONYMITY.md).

const past = (n: number) => addDays(today(), -n);
const closedCycle = (companyId: string, number = 0) => addCycle(companyId, number, past(21), past(14));
const recognition = (report: { metrics: { metric_id: string; score: number | null }[] } | null) =>
  report?.metrics.find((m) => m.metric_id === 'recognition')?.score ?? null;

describe('anonymity of reports', () => {
  it('shows nothing with 2 respondents, nor with 3 answers from 2 people', async () => {
    const team = await makeTeam();
    const [a, b] = respondents(2);
    await addResponses(team.companyId, await closedCycle(team.companyId), [
      { respondent: a!, scores: { recognition: 9, enps: 10 } },
      { respondent: b!, scores: { recognition: 3, enps: 0 } },
    ]);
    await addResponse(team.companyId, await addCycle(team.companyId, 1, past(14), past(7)), { respondent: a!, scores: { recognition: 8, enps: 10 } });
    await synced(today());
    const report = await team.asAdmin.reports.report({ groupId: 'company' });
    expect(report).toMatchObject({ withheld: true, score: null, respondents: null, message: 'BELOW_MINIMUM' });
    expect(report!.metrics.every((m) => m.score === null && m.withheld)).toBe(true);
    expect(report!.enps).toMatchObject({ score: null, withheld: true });
    expect(report!.history.every((p) => p.score === null)).toBe(true);
    expect(await team.asAdmin.reports.enps({ groupId: 'company' })).toMatchObject({ score: null, withheld: true });
  });

  it('hides the child when a parent of 7 holds a child of 5', async () => {
    const team = await makeTeam();
    // 7 people can answer in Ops, 5 of them on the night shift (participation is gated by rosters too).
    const people = await Promise.all(Array.from({ length: 7 }, () => team.person('user')));
    const parent = await makeGroup(team.companyId, 'Ops', null, { members: people.slice(5).map((p) => p.id) });
    const child = await makeGroup(team.companyId, 'Night shift', parent, { members: people.slice(0, 5).map((p) => p.id) });
    const rs = respondents(7);
    await addResponses(
      team.companyId,
      await closedCycle(team.companyId),
      rs.map((r, i) => ({ respondent: r, groups: i < 5 ? [parent, child] : [parent], scores: { recognition: i + 3 } })),
    );
    await synced(today());
    const ops = await team.asAdmin.reports.report({ groupId: parent });
    const night = await team.asAdmin.reports.report({ groupId: child });
    expect(ops!.respondents).toBe(7);
    expect(night).toMatchObject({ withheld: true, score: null });
    expect(recognition(night)).toBeNull();
    const { groups_data } = await team.asAdmin.reports.compare({ groups: [parent, child] });
    expect(groups_data.map((g) => g.withheld)).toEqual([false, true]);
    expect(groups_data[1]!.metrics.recognition).toBeNull();
    // Who answered, too: the child's count would give away the two others.
    expect((await team.asAdmin.reports.participation({ groupId: parent })).cycles.at(-1)).toMatchObject({ respondents: 7, withheld: false });
    expect((await team.asAdmin.reports.participation({ groupId: child })).cycles.at(-1)).toMatchObject({ respondents: null, withheld: true });
  });

  it('hides both cells when a demographic filter would leave 2 people in one', async () => {
    const team = await makeTeam();
    const {
      id: attribute,
      optionIds: [young, old],
    } = await makeAttribute(team.companyId, { 'en-US': 'Age' }, [{ 'en-US': 'Under 30' }, { 'en-US': '30 and over' }]);
    const rs = respondents(5);
    await addResponses(
      team.companyId,
      await closedCycle(team.companyId),
      rs.map((r, i) => ({ respondent: r, options: [i < 3 ? young! : old!], scores: { recognition: 5 + i } })),
    );
    await synced(today());
    const report = await team.asAdmin.reports.report({ groupId: 'company', attributeId: attribute });
    expect(report!.respondents).toBe(5);
    expect(report!.cells.map((c) => [c.option_id, c.withheld, c.score])).toEqual([
      [young, true, null],
      [old, true, null],
    ]);
  });

  it('moves a live figure only when k new people have answered: one new answer never changes it', async () => {
    const team = await makeTeam();
    await addResponses(
      team.companyId,
      await closedCycle(team.companyId),
      respondents(3).map((r) => ({ respondent: r, scores: { recognition: 5 } })),
    );
    const open = await addCycle(team.companyId, 1, past(2), addDays(today(), 5));
    const seen: (number | null)[] = [];
    for (const [i, r] of respondents(7).entries()) {
      await addResponse(team.companyId, open, { respondent: r, scores: { recognition: 10 - i } });
      await synced(today());
      seen.push(recognition(await team.asAdmin.reports.report({ groupId: 'company' })));
    }
    // 3 closed at 5; the open cycle's answers (10, 9, 8, …) come in only three at a time.
    expect(seen).toEqual([5, 5, 7, 7, 7, 6.67, 6.67]);
    for (let i = 1; i < seen.length; i++) if (seen[i] !== seen[i - 1]) expect((i + 1) % 3).toBe(0);
  });

  it('releases each question on its own: a question only one of the new people answered stays out', async () => {
    const team = await makeTeam();
    await addResponses(
      team.companyId,
      await closedCycle(team.companyId),
      respondents(3).map((r) => ({ respondent: r, scores: { recognition: 5, enps: 10 } })),
    );
    const open = await addCycle(team.companyId, 1, past(2), addDays(today(), 5));
    // Three new people: a block for the report, but only one of them answered eNPS (a detractor).
    const [x, y, z] = respondents(3);
    await addResponses(team.companyId, open, [
      { respondent: x!, scores: { recognition: 8, enps: 0 } },
      { respondent: y!, scores: { recognition: 8 } },
      { respondent: z!, scores: { recognition: 8 } },
    ]);
    await synced(today());
    const report = await team.asAdmin.reports.report({ groupId: 'company' });
    expect(report!.respondents).toBe(6);
    expect(recognition(report)).toBe(6.5);
    expect(report!.enps).toMatchObject({ score: 100, respondents: 3, detractors: 0 });
  });

  it('never puts a user id or the time of an answer in any report output', async () => {
    const team = await makeTeam();
    const group = await makeGroup(team.companyId, 'Finance', null, { members: [team.user.id], managers: [team.manager.id] });
    const rs = respondents(6);
    await addResponses(
      team.companyId,
      await closedCycle(team.companyId),
      rs.map((r, i) => ({ respondent: r, groups: [group], scores: { recognition: 4 + i, enps: 9, lnps: 8, happiness: 7 } })),
      past(18),
    );
    await synced(today(), { rebuild: true });
    const calls = [
      team.asAdmin.reports.report({ groupId: 'company' }),
      team.asAdmin.reports.report({ groupId: group }),
      team.asAdmin.reports.history({ groupId: group }),
      team.asAdmin.reports.metric({ groupId: group, metricId: 'recognition' }),
      team.asAdmin.reports.enps({ groupId: group }),
      team.asAdmin.reports.lnps({ groupId: group }),
      team.asAdmin.reports.compare({}),
      team.asAdmin.reports.participation({ groupId: group }),
      team.asAdmin.benchmark.get({ groupId: 'company' }),
      team.asAdmin.analytics.correlations({ groupId: 'company' }),
      team.asAdmin.reports.exportComparison({}),
    ];
    const output = JSON.stringify(await Promise.all(calls));
    for (const person of [team.admin, team.manager, team.user]) expect(output).not.toContain(person.id);
    for (const r of rs) expect(output).not.toContain(r);
    // Days and months, never a time of day.
    expect(output).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect(output).toContain('recognition');
  });
});

describe('the report minimum', () => {
  it('can be raised but never lowered once the survey launched', async () => {
    const team = await makeTeam();
    await setReportMinimum(team.companyId, 5);
    await setReportMinimum(team.companyId, 3); // no cycle yet: still free
    await closedCycle(team.companyId);
    await setReportMinimum(team.companyId, 4);
    await expect(setReportMinimum(team.companyId, 3)).rejects.toThrow(/cannot be lowered/);
  });
});
