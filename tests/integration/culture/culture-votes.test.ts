import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { withTenant } from '../../../server/db/tenant.js';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { attachAnalytics, callerFor, testDeps } from '../../setup/test-context.js';
import { synced } from '../analytics/helpers.js';
import { expectV1Error, sessionFor, v1 } from '../auth/helpers.js';
import { answerFor, expectAppError, surveyCaller, surveyTeam, today } from '../survey/helpers.js';
import { makeGroup } from '../users/helpers.js';

// Culture votes from the engagement survey to the culture figures (issue 15): the first cycle of a
// month asks them, they travel sealed with the response and are released with it, and the ranking,
// entropy, alignment and maturity are read from what the engine's gate shows.

type Team = Awaited<ReturnType<typeof surveyTeam>>;
type Person = { company_id: string; id: string };

/** Answers the open survey: every question at its top, the culture questions with these values. */
async function vote(person: Person, current: string[], desired: string[]) {
  const caller = await surveyCaller(person);
  const { survey } = await caller.survey.current();
  const questions = survey!.questions.map((q) => {
    if (q.question_id === 'culture-current') return { question_id: q.question_id, answered: { answer_id: current } };
    if (q.question_id === 'culture-desired') return { question_id: q.question_id, answered: { answer_id: desired } };
    return { question_id: q.question_id, answered: answerFor(q) };
  });
  return caller.survey.send({ status: 'done', cycleId: survey!.cycleId, submissionId: randomUUID(), questions });
}

/** The day after the first cycle ends: its votes are all released and its figures final. */
const afterCycle = () => addDays(today(), 8);

async function people(team: Team, n: number) {
  return Promise.all(Array.from({ length: n }, () => team.person('user')));
}

// Each test's cycles start today: the engine reads today too until a test moves it past them.
beforeEach(async () => {
  (await attachAnalytics()).clock = () => new Date();
});

describe('culture questions in the engagement survey', () => {
  it('come on the first cycle of a month: two optional multi-selects of the catalogue, three picks at most', async () => {
    const team = await surveyTeam();
    const { survey } = await (await surveyCaller(team.user, undefined, 'es-AR')).survey.current();
    const culture = survey!.questions.filter((q) => q.pillar === 'culture');
    expect(culture.map((q) => q.question_id)).toEqual(['culture-current', 'culture-desired']);
    for (const q of culture) {
      expect(q).toMatchObject({ type: 'multi-select', max: 3, feedback: false });
      expect(q.answers.length).toBeGreaterThanOrEqual(40);
    }
    expect(culture[0]!.text).toMatch(/^¿Qué valores/);
    expect(culture[0]!.answers.map((a) => a.text)).toContain('Burocracia');
  });

  it('are asked again only when a cycle starts in a new month', async () => {
    const team = await surveyTeam({ interval: 7, anchorOffsetDays: -70 });
    for (let week = 0; week <= 10; week++) await (await surveyCaller(team.user, addDays(today(), -70 + 7 * week))).survey.current();
    const { db } = await testDeps();
    const cycles = await withTenant(db, team.companyId, (tx) =>
      tx.selectFrom('survey_cycles').select(['starts_on', 'culture']).where('company_id', '=', team.companyId).orderBy('number').execute(),
    );
    expect(cycles.length).toBeGreaterThanOrEqual(10);
    cycles.forEach((c, i) =>
      expect({ at: c.starts_on, culture: c.culture }).toEqual({ at: c.starts_on, culture: i === 0 || cycles[i - 1]!.starts_on.slice(0, 7) !== c.starts_on.slice(0, 7) }),
    );
  });

  it('refuse more than three values, a value not in the catalogue, and votes on a cycle that does not ask them; nothing is taken', async () => {
    const team = await surveyTeam();
    await expectAppError(vote(team.user, ['trust', 'respect', 'quality', 'purpose'], []), 'BAD_INPUT');
    await expectAppError(vote(team.user, ['not-a-value'], []), 'BAD_INPUT');
    const { db } = await testDeps();
    await withTenant(db, team.companyId, (tx) => tx.updateTable('survey_cycles').set({ culture: false }).where('company_id', '=', team.companyId).execute());
    const { survey } = await (await surveyCaller(team.user)).survey.current();
    expect(survey!.questions.some((q) => q.pillar === 'culture')).toBe(false);
    const caller = await surveyCaller(team.user);
    const questions = [
      ...survey!.questions.map((q) => ({ question_id: q.question_id, answered: answerFor(q) })),
      { question_id: 'culture-current', answered: { answer_id: ['trust'] } },
    ];
    await expectAppError(caller.survey.send({ status: 'done', cycleId: survey!.cycleId, submissionId: randomUUID(), questions }), 'BAD_INPUT');
    // Still open to answer: every refusal took nothing.
    expect((await caller.survey.current()).status).toBe('available');
  });
});

describe('the culture figures', () => {
  it('are computed from the votes as by hand: ranking, probabilities, entropy, alignment, maturity and reliability', async () => {
    const team = await surveyTeam();
    const [p1, p2, p3, p4] = await people(team, 4);
    await vote(p1!, ['collaboration', 'bureaucracy', 'trust'], ['collaboration', 'innovation', 'trust']);
    await vote(p2!, ['bureaucracy', 'silos'], ['innovation', 'trust']);
    await vote(p3!, ['collaboration'], ['collaboration', 'innovation']);
    await vote(p4!, ['collaboration', 'trust', 'blame'], ['trust']);
    await synced(afterCycle());

    const r = (await team.asAdmin.culture.ranking({ groupId: 'company' }))!;
    // Current: collaboration 3, bureaucracy 2, trust 2, blame 1, silos 1 (9 votes, 4 limiting).
    // Desired: innovation 3, trust 3, collaboration 2 (8 votes).
    // Entropy 4/9 = 44.4. Alignment: min(3/9, 2/8) + min(2/9, 3/8) = 0.25 + 0.2222 = 47.2.
    // Maturity: 1 + round(4 × (½ × 0.472 + ½ × max(0, 1 − 44.4/40))) = 1 + round(0.944) = 2.
    expect(r).toMatchObject({ groupId: 'company', withheld: false, voters: 4, votes: 17, culturalEntropy: 44.4, culturalAlignment: 47.2, maturityLevel: 2 });
    expect(r.ranking.current.map((v) => [v.valueId, v.votes, v.probability, v.kind])).toEqual([
      ['collaboration', 3, 75, 'positive'],
      ['bureaucracy', 2, 50, 'limiting'],
      ['trust', 2, 50, 'positive'],
      ['blame', 1, 25, 'limiting'],
      ['silos', 1, 25, 'limiting'],
    ]);
    expect(r.ranking.desired.map((v) => [v.valueId, v.votes])).toEqual([
      ['innovation', 3],
      ['trust', 3],
      ['collaboration', 2],
    ]);
    // Everyone who could vote as the cycle began: the team's people and these four.
    expect(r.people).toBeGreaterThanOrEqual(4);
    expect(r.reliability.rate).toBe(Math.round((1000 * 4) / r.people!) / 10);
    expect(r.dates).toEqual([today()]);
    expect(r.date).toBe(today());

    const history = await team.asAdmin.culture.history({ groupId: 'company' });
    expect(history.history).toEqual([expect.objectContaining({ date: today(), voters: 4, culturalEntropy: 44.4, culturalAlignment: 47.2, maturityLevel: 2 })]);
  });

  it('show nothing about fewer voters than the report minimum, votes included', async () => {
    const team = await surveyTeam();
    const [p1, p2, p3, p4] = await people(team, 4);
    const group = await makeGroup(team.companyId, 'Two', null, { members: [p1!.id, p2!.id, p3!.id], managers: [team.manager.id] });
    await vote(p1!, ['blame'], ['courage']);
    await vote(p2!, ['blame'], ['courage']);
    await synced(afterCycle());
    // Two voters in all: withheld everywhere, exactly as a cycle nobody voted in reads.
    const nobody = await surveyTeam();
    await (await surveyCaller(nobody.user)).survey.current();
    await synced(afterCycle());
    const none = (await nobody.asAdmin.culture.ranking({ groupId: 'company' }))!;
    for (const groupId of ['company', group]) {
      const r = (await team.asAdmin.culture.ranking({ groupId }))!;
      const shape = ({ groupId: _g, groupName: _n, people: _p, reliability: _r, ...rest }: typeof r) => rest;
      expect(shape(r)).toEqual(shape(none));
      expect(r).toMatchObject({ withheld: true, voters: null, votes: null });
    }

    // The engine's clock back to today: a pass run while it reads a later day would close the new
    // team's cycle before anyone voted in it (a cycle holding nothing yet reads as ended then).
    (await attachAnalytics()).clock = () => new Date();
    const later = await surveyTeam();
    const [q1, q2, q3, q4] = await people(later, 4);
    const theirs = await makeGroup(later.companyId, 'Two', null, { members: [q1!.id, q2!.id, q3!.id], managers: [later.manager.id] });
    await vote(q1!, ['blame'], ['courage']);
    await vote(q2!, ['blame'], ['courage']);
    await vote(q4!, ['trust'], ['trust']);
    await synced(afterCycle());
    const company = (await later.asAdmin.culture.ranking({ groupId: 'company' }))!;
    expect(company).toMatchObject({ withheld: false, voters: 3 });
    const r = (await later.asAdmin.culture.ranking({ groupId: theirs }))!;
    expect(r).toMatchObject({ withheld: true, voters: null, votes: null, culturalEntropy: null, culturalAlignment: null, maturityLevel: null });
    expect(r.ranking).toEqual({ current: [], desired: [] });
    expect(JSON.stringify(r)).not.toMatch(/blame|courage/);
    expect((await later.asAdmin.culture.history({ groupId: theirs })).history).toEqual([
      expect.objectContaining({ withheld: true, voters: null, culturalEntropy: null }),
    ]);
    void p3;
    void p4;
  });

  it('answer 204 before any votes, and NOT_FOUND for a group outside a manager’s reach', async () => {
    const team = await surveyTeam();
    const theirs = await makeGroup(team.companyId, 'Theirs', null, { managers: [team.manager.id] });
    const other = await makeGroup(team.companyId, 'Other', null, {});
    const managerToken = await sessionFor(team.manager);
    const { caller: asManager } = await callerFor({ token: managerToken });
    await synced(today());
    const empty = await v1('GET', '/culture/ranking/company', { token: team.adminToken });
    expect({ status: empty.status, body: empty.body }).toEqual({ status: 204, body: null });
    expect(await asManager.culture.ranking({ groupId: theirs })).toBeNull();
    await expectAppError(asManager.culture.ranking({ groupId: other }), 'NOT_FOUND');
    await expectAppError(asManager.culture.history({ groupId: 'company' }), 'NOT_FOUND');
    expectV1Error(await v1('GET', `/culture/ranking/${other}/history`, { token: managerToken }), 404, 'NOT_FOUND');
    const history = await v1('GET', `/culture/ranking/${theirs}/history`, { token: managerToken });
    expect(history.status).toBe(200);
    expect(history.body).toEqual({ groupId: theirs, groupName: expect.stringMatching(/^Theirs/), history: [], dates: [] });
  });
});
