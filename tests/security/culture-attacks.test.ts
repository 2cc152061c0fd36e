import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../server/modules/survey/survey.cycles.js';
import { attachAnalytics, testDeps } from '../setup/test-context.js';
import { setReportMinimum, synced } from '../integration/analytics/helpers.js';
import { expectV1Error, v1 } from '../integration/auth/helpers.js';
import { answerFor, expectAppError, surveyCaller, surveyTeam, today } from '../integration/survey/helpers.js';
import { callerAs, makeGroup } from '../integration/users/helpers.js';

// An attacker's read of the culture votes (issue 15; analytics/ANONYMITY.md, DESIGN.md "Anonymity is
// one module"). Two attackers: a patient leader with every screen and API call, who reads as often as
// they like, moves groups and people, changes k where the database lets them and subtracts figures;
// and someone with a copy of the database without the keys. Votes go through the real survey, the
// release step and the engine; figures are read through culture.ranking (v1 where it matters).
//
// `it.fails`: a hole still open (the body performs the attack and asserts the safe outcome, so it
// fails today); plain `it`: an attack tried that held. k is 3 throughout (the tests' default).

type Team = Awaited<ReturnType<typeof surveyTeam>>;
type Person = { company_id: string; id: string };
type Read = { withheld: boolean; voters: number | null; current: Record<string, number>; desired: Record<string, number> };

const K = 3;

/** Answers the open engagement survey (every question at its top) with these culture votes (null: skipped). */
async function vote(person: Person, current: string[] | null, desired: string[] | null = current) {
  const caller = await surveyCaller(person);
  const { survey } = await caller.survey.current();
  const picks = (ids: string[] | null) => (ids ? { answer_id: ids } : null);
  const questions = survey!.questions.map((q) => {
    if (q.question_id === 'culture-current') return { question_id: q.question_id, answered: picks(current) };
    if (q.question_id === 'culture-desired') return { question_id: q.question_id, answered: picks(desired) };
    return { question_id: q.question_id, answered: answerFor(q) };
  });
  await caller.survey.send({ status: 'done', cycleId: survey!.cycleId, submissionId: randomUUID(), questions });
  return survey!.cycleId;
}

const people = (team: Team, n: number) => Promise.all(Array.from({ length: n }, () => team.person('user')));
/** The day after the first cycle ends: its held answers released, its figures final. */
const afterCycle = () => addDays(today(), 8);
/** A fresh administrator caller: its session reads the company (k, tree) as it is now. */
const admin = async (team: Team) => (await callerAs(team.admin)).caller;

async function rankingOf(team: Team, groupId: string) {
  return (await (await admin(team)).culture.ranking({ groupId }))!;
}

/** What a leader reads of a scope: who voted and the votes per value of each question. */
async function read(team: Team, groupId: string): Promise<Read> {
  const r = await rankingOf(team, groupId);
  const votes = (list: typeof r.ranking.current) => Object.fromEntries(list.map((v) => [v.valueId, v.votes]));
  return { withheld: r.withheld, voters: r.voters, current: votes(r.ranking.current), desired: votes(r.ranking.desired) };
}

/** Whether two reads differ by a set of 1 to k−1 people (both shown): what rules 2 and 4 forbid. */
const isolates = (a: Read, b: Read) => !a.withheld && !b.withheld && Math.abs(a.voters! - b.voters!) >= 1 && Math.abs(a.voters! - b.voters!) < K;
const minus = (a: Record<string, number>, b: Record<string, number>) =>
  Object.fromEntries(Object.keys({ ...a, ...b }).flatMap((v) => ((a[v] ?? 0) - (b[v] ?? 0) ? [[v, (a[v] ?? 0) - (b[v] ?? 0)]] : [])));
/** The votes one read has more than another: what subtracting them tells. */
const difference = (a: Read, b: Read) => ({ voters: (a.voters ?? 0) - (b.voters ?? 0), current: minus(a.current, b.current), desired: minus(a.desired, b.desired) });

beforeEach(async () => {
  (await attachAnalytics()).clock = () => new Date();
});

describe('subtracting scopes of one cycle', () => {
  it('a department less its team, the company less the department, and siblings never differ by 1 to k−1 voters', async () => {
    const team = await surveyTeam();
    const [d1, d2, d3, t1, t2, t3, b1, b2, b3] = await people(team, 9);
    const dept = await makeGroup(team.companyId, 'Dept', null, { members: [d1!.id, d2!.id, d3!.id] });
    const sub = await makeGroup(team.companyId, 'Team', dept, { members: [t1!.id, t2!.id, t3!.id] });
    const sibling = await makeGroup(team.companyId, 'Sibling', null, { members: [b1!.id, b2!.id, b3!.id] });
    // The department's one direct voter picks what nobody else does: Dept (4) less Team (3) would be them.
    await vote(d1!, ['blame'], ['courage']);
    for (const p of [t1, t2, t3, b1, b2, b3]) await vote(p!, ['trust']);
    // Someone in no group: the company less both top groups would be them.
    await vote(team.user, ['silos'], ['purpose']);
    await synced(afterCycle());
    const scopes = { company: await read(team, 'company'), dept: await read(team, dept), sub: await read(team, sub), sibling: await read(team, sibling) };
    const pairs = [
      ['company', 'dept'],
      ['company', 'sub'],
      ['company', 'sibling'],
      ['dept', 'sub'],
    ] as const;
    // Shown: the company and the department. The team (3 of the department's 4) and the sibling (3 of
    // the company's 8 beside the department's 4: the rest would be the one person outside) are withheld.
    expect([scopes.company.withheld, scopes.dept.withheld]).toEqual([false, false]);
    for (const [a, b] of pairs) expect(isolates(scopes[a], scopes[b]), `${a} ${JSON.stringify(scopes[a])} less ${b} ${JSON.stringify(scopes[b])}`).toBe(false);
    // Three tops: company less dept less sibling is the one person outside every group.
    const { company, dept: d, sibling: s } = scopes;
    const rest = company.withheld || d.withheld || s.withheld ? 0 : company.voters! - d.voters! - s.voters!;
    expect(rest === 0 || rest >= K, `company ${company.voters} less ${d.voters} less ${s.voters}`).toBe(true);
  });
});

describe('reading again after the tree changes', () => {
  it('a person moved to another group after voting moves no figure of the cycle they voted in', async () => {
    const team = await surveyTeam();
    const [a1, a2, a3, a4, b1, b2, b3] = await people(team, 7);
    const a = await makeGroup(team.companyId, 'A', null, { members: [a1, a2, a3, a4].map((p) => p!.id) });
    const b = await makeGroup(team.companyId, 'B', null, { members: [b1, b2, b3].map((p) => p!.id) });
    await vote(a1!, ['blame'], ['courage']);
    for (const p of [a2, a3, a4, b1, b2, b3]) await vote(p!, ['trust']);
    await synced(afterCycle());
    const before = { a: await read(team, a), b: await read(team, b) };
    expect([before.a.voters, before.b.voters]).toEqual([4, 3]);
    await (await admin(team)).groups.update({ id: a, members: [a2, a3, a4].map((p) => p!.id) });
    await (await admin(team)).groups.update({ id: b, members: [a1, b1, b2, b3].map((p) => p!.id) });
    await synced(afterCycle(), { rebuild: true });
    const after = { a: await read(team, a), b: await read(team, b) };
    // The vote stays where it was given; a group whose people changed may be withheld, never moved by one.
    for (const g of ['a', 'b'] as const) expect(after[g].withheld || JSON.stringify(after[g]) === JSON.stringify(before[g]), g).toBe(true);
  });

  // HOLE (medium; ANONYMITY.md "Known limits": the engagement survey's results are placed in today's
  // tree, and culture votes ride on its responses). A and B have three people each; team T under A has
  // one, t1. T is withheld (rule 7), A shows 4 voters: trust ×3 and blame ×1 (current), trust ×3 and
  // courage ×1 (desired). The administrator moves T under B (groups.update parentId): the stored
  // responses follow their team (groups.regroup.ts), so A now shows 3 voters, trust ×3, and B 4.
  // A before less A after (or B after less B before) is t1 alone: blame today, courage wanted. The
  // kept rosters as the cycle began (A 4, B 3) do not stop it: each is checked against today's tree.
  // Fix: a cycle's figures in the tree it was counted in — record the tree with the rosters as each
  // cycle begins (custom surveys keep their launch tree) and place a past cycle's answers in it; or
  // withhold a scope of a past cycle whose people differ by 1 to k−1 from those it had before a move.
  it.fails('a team of one moved to another department after the cycle: the department before less after is that one person’s votes', async () => {
    const team = await surveyTeam();
    const [a1, a2, a3, t1, b1, b2, b3] = await people(team, 7);
    const a = await makeGroup(team.companyId, 'A', null, { members: [a1, a2, a3].map((p) => p!.id) });
    const t = await makeGroup(team.companyId, 'T', a, { members: [t1!.id] });
    const b = await makeGroup(team.companyId, 'B', null, { members: [b1, b2, b3].map((p) => p!.id) });
    for (const p of [a1, a2, a3, b1, b2, b3]) await vote(p!, ['trust']);
    await vote(t1!, ['blame'], ['courage']);
    await synced(afterCycle());
    const before = { a: await read(team, a), b: await read(team, b) };
    await (await admin(team)).groups.update({ id: t, parentId: b });
    await synced(afterCycle(), { rebuild: true });
    const after = { a: await read(team, a), b: await read(team, b) };
    expect(isolates(before.a, after.a), `A before less after: ${JSON.stringify(difference(before.a, after.a))}`).toBe(false);
    expect(isolates(after.b, before.b), `B after less before: ${JSON.stringify(difference(after.b, before.b))}`).toBe(false);
  });
});

describe('the report minimum', () => {
  it('cannot be lowered once a culture cycle has begun', async () => {
    const team = await surveyTeam();
    await vote(team.user, ['trust']);
    await expect(setReportMinimum(team.companyId, 2)).rejects.toThrow(/cannot be lowered/);
  });

  // HOLE (low today: no screen or API call changes k, only whoever runs the installation; high if a
  // setting ever lets administrators raise it, which rule 5 allows). The open cycle's blocks are cut
  // with the k of the read (measure-sql.ts wholeBlocksCut), not the k people answered under. Four
  // voters (blame/courage once, trust/trust three times) released together: at k = 3 the company
  // shows the first three of the shuffled batch; raised to 4, all four. The difference is one person,
  // whichever came last: their votes exactly. Raising k again after each new voter shows every vote
  // alone. (The engagement survey's live figures cut with the read's k the same way.)
  // Fix: cut a cycle's live blocks with the k recorded as it began (or the lowest k since), gating
  // with today's k: a higher k then only withholds more, and every move stays a whole block.
  it.fails('raised while a cycle is open, k re-cuts the live blocks: the figure moves by one person', async () => {
    const team = await surveyTeam();
    const [p1, p2, p3, p4] = await people(team, 4);
    await vote(p1!, ['blame'], ['courage']);
    for (const p of [p2, p3, p4]) await vote(p!, ['trust']);
    await synced();
    const atThree = await read(team, 'company');
    await setReportMinimum(team.companyId, 4);
    const atFour = await read(team, 'company');
    expect(isolates(atThree, atFour), `k 3 then 4: ${JSON.stringify(difference(atFour, atThree))}`).toBe(false);
  });
});

/**
 * An open cycle read after every send (k = 3): group A's four people and three people in no group
 * vote one at a time, two people answer without voting; then the cycle ends and everything counts.
 */
async function liveThenClosed() {
  const team = await surveyTeam();
  const [a1, a2, a3, a4, c1, c2, c3, s1, s2] = await people(team, 9);
  const a = await makeGroup(team.companyId, 'A', null, { members: [a1, a2, a3, a4].map((p) => p!.id) });
  const sends: [Person, string[] | null][] = [
    [a1!, ['trust']],
    [c1!, ['respect']],
    [s1!, null],
    [a2!, ['trust']],
    [c2!, ['respect']],
    [a3!, ['trust']],
    [c3!, ['respect']],
    [s2!, null],
    [a4!, ['blame']],
  ];
  const reads: { company: Read; a: Read }[] = [];
  for (const [person, values] of sends) {
    await vote(person, values);
    await synced();
    reads.push({ company: await read(team, 'company'), a: await read(team, a) });
  }
  await synced(afterCycle());
  return { live: reads, closed: { company: await read(team, 'company'), a: await read(team, a) } };
}

describe('the open cycle and its close', () => {
  it('while open, every scope and the company less the group move only in whole blocks of k voters, whatever arrives one by one', async () => {
    const { live } = await liveThenClosed();
    const voters = (r: Read) => (r.withheld ? 0 : r.voters!);
    const series = live.map((r) => ({ company: voters(r.company), a: voters(r.a), rest: voters(r.company) - voters(r.a) }));
    for (const [i, now] of series.entries()) {
      const was = series[i - 1] ?? { company: 0, a: 0, rest: 0 };
      for (const scope of ['company', 'a', 'rest'] as const) {
        const moved = now[scope] - was[scope];
        expect(moved === 0 || moved >= K, `send ${i + 1}, ${scope}: ${was[scope]} → ${now[scope]}`).toBe(true);
      }
    }
    // Something was shown while open: the blocks work, not just a blank page.
    expect(series.at(-1)).toEqual({ company: 6, a: 3, rest: 3 });
  });

  // HOLE (medium; ANONYMITY.md rule 4 states it as the one step of fewer than k: "once the cycle
  // closes, every answer counts"). The last live read shows A with 3 voters (trust ×3); once the cycle
  // ends, the release writes what was held and the engine counts every vote: A shows 4, trust ×3 and
  // blame ×1 both ways. Closed less last live is a4 alone, the one person of A who voted last (whom a
  // leader who chased them knows). Culture is no worse than the engagement survey here (its closed
  // cycles count every row too, so its scores take in the same last person), but worse than custom
  // surveys, which release by place holding k back until the close (custom-surveys.release.ts), so
  // that a place's last step holds k or more and fewer than k no place takes in are never released.
  // Fix: release the engagement (and so the culture) held answers as custom surveys do, or at the
  // close leave out of a scope's final figure the remainder of a place of fewer than k.
  it.fails('at the close, the final figure less the last live one is the last voter of a place alone', async () => {
    const { live, closed } = await liveThenClosed();
    const last = live.at(-1)!;
    expect(isolates(closed.a, last.a), `A closed less last live: ${JSON.stringify(difference(closed.a, last.a))}`).toBe(false);
    expect(isolates(closed.company, last.company), `company closed less last live: ${JSON.stringify(difference(closed.company, last.company))}`).toBe(false);
  });
});

describe('figures beside figures of the same cycle and scope', () => {
  // Closed (was a low hole): the engine gates who voted and each question's people as separate
  // figures, and the ranking's probability, once votes over the question's voters, gave each
  // question's people; it is now over all of the cycle's voters. Before: 3 votes at 100 %
  // are 3 voters of "today". Beside 4 voters in all, exactly one person voted only for the culture
  // wanted, a set of one. Fix: gate the voters and the two questions' voters as one family (a
  // question never differing from the voters by 1 to k−1), or show voters only as the questions'.
  it('voters less a question’s voters counts the one person who skipped it', async () => {
    const team = await surveyTeam();
    const [p1, p2, p3, p4] = await people(team, 4);
    for (const p of [p1, p2, p3]) await vote(p!, ['trust']);
    await vote(p4!, null, ['courage']);
    await synced(afterCycle());
    const r = await rankingOf(team, 'company');
    const asked = (list: typeof r.ranking.current) => (list.length ? Math.round((100 * list[0]!.votes) / list[0]!.probability) : 0);
    const [current, desired] = [asked(r.ranking.current), asked(r.ranking.desired)];
    for (const [question, n] of Object.entries({ current, desired })) {
      const skipped = r.voters! - n;
      expect(skipped === 0 || skipped >= K, `${r.voters} voted, ${n} of them on ${question}`).toBe(true);
    }
  });

  // HOLE (low; not among the known limits: the culture instrument is gated apart from the engagement
  // survey's figures). The participation report counts the cycle's respondents exactly once it has
  // closed (5); the culture page counts its voters (4). The difference is one person who answered
  // the survey and left both culture questions empty: an abstention, not a vote — nothing of what
  // anyone picked can be read from it, since every shown distribution is still over 3 or more people.
  // Fix: gate the cycle's culture voters together with its participation (a part never differing
  // from the whole by 1 to k−1), or count a skip as a voter of neither question.
  it.fails('the cycle’s respondents less its culture voters counts the one person who did not vote', async () => {
    const team = await surveyTeam();
    const [p1, p2, p3, p4, p5] = await people(team, 5);
    for (const p of [p1, p2, p3]) await vote(p!, ['trust']);
    await vote(p4!, ['blame'], ['courage']);
    const cycleId = await vote(p5!, null);
    await synced(afterCycle());
    const voters = await read(team, 'company');
    const answered = (await (await admin(team)).reports.participation({ groupId: 'company' })).cycles.find((c) => c.cycleId === cycleId)!;
    const skipped = voters.withheld || answered.withheld ? 0 : answered.respondents! - voters.voters!;
    expect(skipped === 0 || skipped >= K, `${answered.respondents} answered, ${voters.voters} voted`).toBe(true);
  });

  // Not a hole in the stated model (k people behind every figure, no combination of fewer): a value
  // every voter picked tells of each of them that they picked it, as any distribution of the engine
  // does (a custom survey's choice question reads the same: measure.ts questionOf, no per-choice
  // minimum). It never singles one person out; a value at 1 vote is one of the k or more voters.
  it('a value all of a shown group picked shows at 100 %, with k or more voters behind it, as every distribution', async () => {
    const team = await surveyTeam();
    const [p1, p2, p3] = await people(team, 3);
    for (const p of [p1, p2, p3]) await vote(p!, ['blame', 'silos'], ['trust']);
    await synced(afterCycle());
    const r = await rankingOf(team, 'company');
    expect(r.voters).toBeGreaterThanOrEqual(K);
    expect(r.ranking.current.map((v) => [v.valueId, v.votes, v.probability])).toEqual([
      ['blame', 3, 100],
      ['silos', 3, 100],
    ]);
  });
});

describe('what a withheld cycle says', () => {
  it('nobody voted and two voted read alike, people, open and reliability included, live and closed; a date that is no culture cycle is NOT_FOUND', async () => {
    const nobody = await surveyTeam();
    const two = await surveyTeam();
    // The same people in both; three answer the survey, of whom none vote, or two (too few).
    for (const p of await people(nobody, 3)) await vote(p, null);
    const [first, second, skipper] = await people(two, 3);
    for (const p of [first, second]) await vote(p!, ['blame']);
    await vote(skipper!, null);
    const shape = ({ groupId: _g, groupName: _n, ...rest }: Awaited<ReturnType<typeof rankingOf>>) => rest;
    const history = async (team: Team) => (await (await admin(team)).culture.history({ groupId: 'company' })).history;
    for (const day of [undefined, afterCycle()]) {
      await synced(day);
      expect(shape(await rankingOf(two, 'company'))).toEqual(shape(await rankingOf(nobody, 'company')));
      expect(await history(two)).toEqual(await history(nobody));
      expect((await rankingOf(two, 'company')).withheld).toBe(true);
    }
    const notACycle = addDays(today(), 1);
    await expectAppError((await admin(two)).culture.ranking({ groupId: 'company', date: notACycle }), 'NOT_FOUND');
    for (const team of [nobody, two]) expectV1Error(await v1('GET', `/culture/ranking/company?date=${notACycle}`, { token: team.adminToken }), 404, 'NOT_FOUND');
  });
});

describe('a copy of the database without the keys', () => {
  it('finds the votes in the release’s transaction, in an order of their own, tied to nothing but their response', async () => {
    const { db, deps } = await testDeps();
    const team = await surveyTeam();
    const ps = await people(team, 8);
    const picks = [['trust'], ['blame', 'silos'], ['respect'], ['courage', 'trust', 'purpose'], ['quality'], ['innovation'], ['fairness', 'trust'], ['empathy']];
    for (const [i, p] of ps.entries()) await vote(p, picks[i]!, picks[(i + 1) % picks.length]);
    await deps.release.run();
    const where = sql`where company_id = ${team.companyId}`;
    const { rows: columns } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_schema = 'public' and table_name = 'survey_culture_votes' order by column_name`.execute(db);
    expect(columns.map((c) => c.column_name)).toEqual(['company_id', 'question', 'response_id', 'value_id']);
    const xmins = async (table: string) =>
      new Set((await sql<{ xmin: string }>`select xmin::text as xmin from ${sql.table(table)} ${where}`.execute(db)).rows.map((r) => r.xmin));
    // One transaction with the whole batch of responses, none with anything naming a person.
    const votes = await xmins('survey_culture_votes');
    expect(votes).toEqual(await xmins('survey_responses'));
    for (const table of ['users', 'sessions', 'survey_participation', 'survey_submissions', 'survey_progress', 'audit_logs'])
      for (const x of await xmins(table)) expect(votes.has(x), table).toBe(false);
    // On disk the votes follow neither the responses' order nor each other's response.
    const { rows: onDisk } = await sql<{ response_id: string }>`select response_id from survey_culture_votes ${where} order by ctid`.execute(db);
    const { rows: bySeq } = await sql<{ id: string }>`select id from survey_responses ${where} order by seq`.execute(db);
    expect([...new Set(onDisk.map((v) => v.response_id))]).not.toEqual(bySeq.map((r) => r.id));
  });

  // Closed (was a high hole for a copy taken while a cycle is open; the held response is now padded
  // to HELD_BLOCK and the sealed result to a block of its own). The final send writes the participation row (user id) and the sealed held response in
  // one statement (survey.queries.ts recordFinish): they share an xmin, so the copy names the author
  // of every held row. The engagement held response is sealed as it is (survey.service.ts
  // finishSurvey), not padded as custom surveys' and opinions' are (survey.sealing.ts padded,
  // HELD_BLOCK): two people with the same answers differ by the length of their votes (here 1,951
  // bytes against 1,819: three values each way against none). The copy learns who voted and how much they picked; with
  // a later copy, a released response whose computed length matches is theirs, votes and all (and a
  // score's digits and a comment's length show the same way). Fix: seal padded(held, HELD_BLOCK) in
  // finishSurvey as custom-surveys.answering.ts does (and pad the sealed submission result alike).
  it('a held response’s size, tied to its author by the transaction, tells whether and how much they voted', async () => {
    const { db } = await testDeps();
    const team = await surveyTeam();
    const [voter, abstainer] = await people(team, 2);
    await vote(voter!, ['collaboration', 'accountability', 'transparency']);
    await vote(abstainer!, null);
    // Two of k held: not released, as a copy taken mid-cycle finds them.
    const { rows } = await sql<{ user_id: string; size: number }>`
      select p.user_id, length(h.sealed) as size from survey_participation p
      join survey_held h on h.company_id = p.company_id and h.xmin = p.xmin
      where p.company_id = ${team.companyId}`.execute(db);
    const size = new Map(rows.map((r) => [r.user_id, Number(r.size)]));
    expect(size.size).toBe(2);
    expect(size.get(voter!.id), `the voter's held row is ${size.get(voter!.id)} bytes, the abstainer's ${size.get(abstainer!.id)}`).toBe(size.get(abstainer!.id));
  });
});
