import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../../server/modules/survey/survey.cycles.js';
import { PILLAR_IDS } from '../../../seeds/survey-library/index.js';
import { doneInput, surveyCaller, surveyTeam, today } from './helpers.js';

describe('survey availability by cycle', () => {
  it.each([
    [7, (d: string) => addDays(d, 7)],
    [14, (d: string) => addDays(d, 14)],
    [30, (d: string) => addMonths(d, 1)],
  ] as const)('every %i days: open from the delivery date, closed once answered until the next date', async (interval, next) => {
    const anchor = addDays(today(), 3);
    const team = await surveyTeam({ interval, anchorOffsetDays: 3 });

    const before = await (await surveyCaller(team.user, addDays(anchor, -1))).survey.current();
    expect(before).toEqual({ status: 'scheduled', nextSurveyDate: anchor, survey: null, customSurvey: null });

    const onDay = await surveyCaller(team.user, anchor);
    const first = await onDay.survey.current();
    expect(first.status).toBe('available');
    expect(first.nextSurveyDate).toBe(next(anchor));
    const done = await onDay.survey.send(doneInput(first.survey!));
    expect(done).toMatchObject({ status: 'done', nextSurveyDate: next(anchor) });

    // The last day of the cycle: still answered; the next delivery date: a new survey.
    const lastDay = await (await surveyCaller(team.user, addDays(next(anchor), -1))).survey.current();
    expect(lastDay).toEqual({ status: 'answered', nextSurveyDate: next(anchor), survey: null, customSurvey: null });
    const second = await (await surveyCaller(team.user, next(anchor))).survey.current();
    expect(second.status).toBe('available');
    expect(second.survey!.cycleId).not.toBe(first.survey!.cycleId);
    expect(second.survey!.date).toBe(next(anchor));
  });

  it('makes one cycle when many people open the survey at once on its first day', async () => {
    const team = await surveyTeam({ interval: 7, anchorOffsetDays: 0 });
    const people = [team.user, team.manager, team.admin, await team.person('user'), await team.person('user'), await team.person('user')];
    const seen = await Promise.all(people.map(async (person) => (await surveyCaller(person)).survey.current()));
    expect(seen.map((s) => s.status)).toEqual(people.map(() => 'available'));
    expect(new Set(seen.map((s) => s.survey!.cycleId)).size).toBe(1);
  });

  it('gives someone who joins mid-cycle the current cycle', async () => {
    const team = await surveyTeam({ interval: 7, anchorOffsetDays: -3 });
    const first = await (await surveyCaller(team.user)).survey.current();
    const newcomer = await team.person('user');
    const theirs = await (await surveyCaller(newcomer)).survey.current();
    expect(theirs.survey!.cycleId).toBe(first.survey!.cycleId);
    expect(theirs.survey!.date).toBe(addDays(today(), -3));
  });

  it('measures every pillar and eNPS each cycle, with a different question per pillar from one cycle to the next', async () => {
    const team = await surveyTeam({ interval: 7, anchorOffsetDays: 0 });
    let previous: string[] = [];
    for (let k = 0; k < 4; k++) {
      const { survey } = await (await surveyCaller(team.user, addDays(today(), 7 * k))).survey.current();
      const pillars = survey!.questions.map((q) => q.pillar);
      for (const pillar of PILLAR_IDS) expect(pillars.filter((p) => p === pillar)).toHaveLength(1);
      expect(pillars).toContain('enps');
      const ids = survey!.questions.filter((q) => q.type !== 'nps' && q.pillar !== 'culture').map((q) => q.question_id);
      for (const id of ids) expect(previous).not.toContain(id);
      previous = ids;
    }
  });

  it('asks LNPS only of people somebody leads', async () => {
    const team = await surveyTeam();
    const { makeGroup } = await import('../users/helpers.js');
    await makeGroup(team.companyId, 'Team', null, { members: [team.user.id], managers: [team.manager.id] });
    const led = await (await surveyCaller(team.user)).survey.current();
    const unled = await (await surveyCaller(team.admin)).survey.current();
    expect(led.survey!.questions.map((q) => q.pillar)).toContain('lnps');
    expect(unled.survey!.questions.map((q) => q.pillar)).not.toContain('lnps');
    // The manager of the team is not led by themselves.
    const manager = await (await surveyCaller(team.manager)).survey.current();
    expect(manager.survey!.questions.map((q) => q.pillar)).not.toContain('lnps');
  });

  it('speaks the language of the request', async () => {
    const team = await surveyTeam();
    const [en, pt, es] = await Promise.all((['en-US', 'pt-BR', 'es-AR'] as const).map(async (lang) => (await surveyCaller(team.user, undefined, lang)).survey.current()));
    const enps = (s: typeof en) => s!.survey!.questions.find((q) => q.pillar === 'enps')!.text;
    expect(new Set([enps(en), enps(pt), enps(es)]).size).toBe(3);
    expect(enps(pt)).toMatch(/empresa/i);
  });
});
