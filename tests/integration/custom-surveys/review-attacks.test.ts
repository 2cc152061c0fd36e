import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../../server/db/tenant.js';
import { releaseCustomHeld } from '../../../server/modules/custom-surveys/custom-surveys.release.js';
import { makeUser } from '../../../seeds/factories.js';
import { attachAnalytics, testDeps } from '../../setup/test-context.js';
import { setReportMinimum } from '../analytics/helpers.js';
import { failureOf } from '../auth/helpers.js';
import { completeSurvey, endedBySchedule, launchIn, surveyCompany } from './helpers.js';

// An adversarial review of custom surveys (ANONYMITY.md, rules 1, 2, 4, 7, 10, 11 and "What is
// stored"): a leader who builds surveys, chooses their audiences, closes and deletes them and reads
// every screen; and someone holding copies of the database without the keys. Each attack is a test
// that would fail if the protection against it were removed; one found open is written as an
// it.fails showing it work, ending on the guarantee a fix must give.
//
// Between surveys, an attack assumes a person answers the same question alike in both (a factual
// question: "do you plan to leave this year?"): the threat rule 11 itself is written against.

type Company = Awaited<ReturnType<typeof surveyCompany>>;
type Person = { company_id: string; id: string };
type Caller = Awaited<ReturnType<Company['as']>>['caller'];
type Given = { question_id: string; value?: number; answer_ids?: string[]; text?: string; feedback?: string };

const K = 3;
/** q1 of completeSurvey(): a1 or a2 (a yes/no question for the leader). */
const choose = (answer: 'a1' | 'a2'): Given[] => [{ question_id: 'q1', answer_ids: [answer] }];

/** A survey built by the administrator, launched an hour ago; `changes` on completeSurvey()'s draft. */
async function launched(t: Company, surveyPublic: Record<string, unknown>, changes: Record<string, unknown> = {}) {
  const survey = await (
    await t.as(t.admin)
  ).caller.customSurveys.create({
    customSurvey: { ...completeSurvey(), status: 'scheduled', surveyPublic, launchConfiguration: launchIn(1), ...changes },
  });
  await startedAgo(t, survey.id, 1);
  return survey;
}

/** Whether the administrator may launch a survey to this audience (rule 11), launched an hour ago if so. */
async function tryLaunch(t: Company, surveyPublic: Record<string, unknown>) {
  try {
    return await launched(t, surveyPublic);
  } catch {
    return null;
  }
}

async function startedAgo(t: Company, id: string, hours: number) {
  await withTenant(t.db, t.company.id, (tx) => sql`update custom_surveys set launch_at = now() - make_interval(secs => ${hours * 3600}) where id = ${id}`.execute(tx));
}

async function send(t: Company, person: Person, id: string, answers: Given[], cycle = 1) {
  return (await t.as(person)).caller.customSurveys.send({ id, submissionId: randomUUID(), cycle, answers });
}

/** A release pass and an analytics sync (both over every company of the run's database). */
async function releaseAndSync() {
  const { db, deps } = await testDeps();
  await releaseCustomHeld(db, deps.sealingKey, new Date());
  await (await attachAnalytics()).sync();
}

async function closeAndRelease(t: Company, ...ids: string[]) {
  const { caller } = await t.as(t.admin);
  for (const id of ids) await caller.customSurveys.close({ id });
  await releaseAndSync();
}

/** A question's spread as { choice: count } in one scope, or null when withheld. */
async function spread(caller: Caller, id: string, groupId = 'consolidate', question = 'q1') {
  const report = await caller.customSurveys.report({ id, groupId });
  const q = report?.questions.find((x) => x.question_id === question);
  if (!q || q.withheld) return null;
  return Object.fromEntries((q.distribution ?? []).map((d) => [d.point, d.count]));
}

/** Signed sum of spreads: what a leader subtracting figures gets. */
function combine(...terms: [number, Record<string, number> | null][]) {
  const out: Record<string, number> = {};
  for (const [sign, s] of terms) for (const [point, n] of Object.entries(s ?? {})) out[point] = (out[point] ?? 0) + sign * n;
  return Object.fromEntries(Object.entries(out).filter(([, n]) => n !== 0));
}

async function newMember(t: Company, groupId: string | null, first_name = 'Dee') {
  const person = await makeUser(t.db, t.company.id, { role: 'user', first_name });
  if (groupId)
    await withTenant(t.db, t.company.id, (tx) => tx.insertInto('group_members').values({ company_id: t.company.id, group_id: groupId, user_id: person.id }).execute());
  return person;
}

/** Rows of a table as a copy of the database shows them (system columns included), for one survey. */
async function copyOf<T>(t: Company, query: ReturnType<typeof sql<T>>) {
  return (await withSystem(t.db, (tx) => query.execute(tx))).rows;
}

describe('attacks: rule 11 (audiences a leader chooses)', () => {
  // Attack: were rule 11 to compare whole audiences two at a time: survey A goes to Sales with East
  // and to Support (9 people), survey B to Sales' own people and Bo (4): 5 apart. Within A, Sales (6)
  // and East (3) both show; B's consolidated figure (4) shows. A's East + B − A's Sales = Bo alone:
  // his answer. Guarded (custom-surveys.overlap.ts): every scope a reader may be shown of the new
  // survey and of the launched ones, taken together: no atom of people the surveys split holds 1 to
  // k − 1 people.
  it("a second survey's whole figure beside a group of the first would isolate one person: refused", async () => {
    const t = await surveyCompany();
    const admin = (await t.as(t.admin)).caller;
    const a = await launched(t, { groupsWithHierarchy: [t.groups.sales.id, t.groups.support.id] });
    const b = await tryLaunch(t, { groupsOnly: [t.groups.sales.id], users: [t.people.bo.id] });
    if (b) {
      // Everyone says a1 but Bo (a2), alike in both surveys: the leader is after Bo's answer.
      const [bo, bo2, bo3] = t.members.east;
      for (const p of t.members.sales) for (const id of [a.id, b.id]) await send(t, p, id, choose('a1'));
      for (const id of [a.id, b.id]) await send(t, bo!, id, choose('a2'));
      for (const p of [bo2!, bo3!]) await send(t, p, a.id, choose('a1'));
      await closeAndRelease(t, a.id, b.id);
      const [aSales, aEast, bAll] = [await spread(admin, a.id, t.groups.sales.id), await spread(admin, a.id, t.groups.east.id), await spread(admin, b.id)];
      expect(combine([1, aEast], [1, bAll], [-1, aSales])).toEqual({ a2: 1 });
    }
    expect(b, 'B must not launch beside A').toBeNull();
  });

  // Attack: three surveys, each pair k or more apart. A to Sales with East and Cy (7), B to Sales'
  // own people (3), C to East (3): A − B − C = Cy. Guarded the same way: the family of surveys, not
  // pairs.
  it('three surveys k apart two by two, where the first less the two others would be one person: refused', async () => {
    const t = await surveyCompany();
    const admin = (await t.as(t.admin)).caller;
    const b = await launched(t, { groupsOnly: [t.groups.sales.id] });
    const c = await launched(t, { groupsOnly: [t.groups.east.id] });
    const a = await tryLaunch(t, { groupsWithHierarchy: [t.groups.sales.id], users: [t.people.cy.id] });
    if (a) {
      for (const p of t.members.sales) for (const id of [a.id, b.id]) await send(t, p, id, choose('a1'));
      for (const p of t.members.east) for (const id of [a.id, c.id]) await send(t, p, id, choose('a1'));
      await send(t, t.people.cy, a.id, choose('a2'));
      await closeAndRelease(t, a.id, b.id, c.id);
      expect(combine([1, await spread(admin, a.id)], [-1, await spread(admin, b.id)], [-1, await spread(admin, c.id)])).toEqual({ a2: 1 });
    }
    expect(a, 'A must not launch beside B and C').toBeNull();
  });

  // Attack: were rule 11 to compare with surveys that still exist only: The leader reads survey A (East, 3),
  // keeps its figures (an export), deletes A, and launches B to East and Ana: B − A = Ana. Guarded
  // (custom-surveys.service.ts deleteSurvey / audienceRisks): a survey that was launched keeps its
  // audience (the people it went to) for rule 11 after it is deleted, or a launched survey is
  // not deleted (only closed).
  it('deleting a launched survey does not free its audience for a survey one person away (kept, marked deleted)', async () => {
    const t = await surveyCompany();
    const admin = (await t.as(t.admin)).caller;
    const a = await launched(t, { groupsOnly: [t.groups.east.id] });
    for (const p of t.members.east) await send(t, p, a.id, choose('a1'));
    await closeAndRelease(t, a.id);
    const kept = await spread(admin, a.id);
    expect(kept).toEqual({ a1: 3 });
    const deleted = await admin.customSurveys.delete({ id: a.id }).then(
      () => true,
      () => false,
    );
    const b = deleted ? await tryLaunch(t, { groupsOnly: [t.groups.east.id], users: [t.people.ana.id] }) : null;
    if (b) {
      for (const p of t.members.east) await send(t, p, b.id, choose('a1'));
      await send(t, t.people.ana, b.id, choose('a2'));
      await closeAndRelease(t, b.id);
      expect(combine([1, await spread(admin, b.id)], [-1, kept])).toEqual({ a2: 1 });
    }
    expect(b, 'B must not launch once A is gone').toBeNull();
  });

  // Attack: audiences compared as they are today, never as the people the surveys went to. A to
  // East closes with its three answers; Dee joins East; B to East would go to today's East (four)
  // and all four answer: B − A = Dee. Guarded: each cycle records whom it went to
  // (custom_survey_reach), and rule 11 compares a new audience with those people.
  it('a survey to a group someone joined since the last one went to it is refused', async () => {
    const t = await surveyCompany();
    const admin = (await t.as(t.admin)).caller;
    const a = await launched(t, { groupsOnly: [t.groups.east.id] });
    for (const p of t.members.east) await send(t, p, a.id, choose('a1'));
    await closeAndRelease(t, a.id);
    expect(await spread(admin, a.id)).toEqual({ a1: 3 });
    await newMember(t, t.groups.east.id);
    expect(await tryLaunch(t, { groupsOnly: [t.groups.east.id] }), 'B must not launch beside A').toBeNull();
    // Two more join: three people apart, B launches.
    await newMember(t, t.groups.east.id, 'Eli');
    await newMember(t, t.groups.east.id, 'Fay');
    expect(await tryLaunch(t, { groupsOnly: [t.groups.east.id] })).not.toBeNull();
  });
});

describe('attacks: rule 11 against moves between the check and the answers', () => {
  // Attack: B is checked against A when saved (East, the same three people), and Dee joins East
  // before B starts: had B gone to today's East, B − A = Dee. Guarded: whom a survey goes to is
  // fixed as it is launched (custom_survey_reach), the people rule 11 was checked with.
  it('someone who joins a group after a survey to it was launched is not in it', async () => {
    const t = await surveyCompany();
    const admin = (await t.as(t.admin)).caller;
    const a = await launched(t, { groupsOnly: [t.groups.east.id] });
    for (const p of t.members.east) await send(t, p, a.id, choose('a1'));
    await closeAndRelease(t, a.id);
    const b = await admin.customSurveys.create({
      customSurvey: { ...completeSurvey(), status: 'scheduled', surveyPublic: { groupsOnly: [t.groups.east.id] }, launchConfiguration: launchIn(1) },
    });
    const dee = await newMember(t, t.groups.east.id);
    await startedAgo(t, b.id, 1);
    expect((await failureOf(send(t, dee, b.id, choose('a2')))).code).toBe('NOT_FOUND');
    expect(await (await t.as(dee)).caller.customSurveys.waiting()).toEqual({ customSurveys: [] });
    for (const p of t.members.east) await send(t, p, b.id, choose('a1'));
    await closeAndRelease(t, b.id);
    expect(await spread(admin, b.id)).toEqual({ a1: 3 });
  });

  // Attack: S1 goes to Sales with East (East of five, the target among them). The leader moves Ana
  // into East for the check, launches N to East's four others, and moves her back: a check that
  // read S1's people where they are today would withhold S1's East in its model (Sales less East =
  // 2), while the screens show it: S1's East − N = the target. Guarded: S1 is modelled with the
  // people and places fixed at its launch.
  it("a move made for the check does not hide a launched survey's group from it", async () => {
    const t = await surveyCompany();
    const [e4, target] = [await newMember(t, t.groups.east.id, 'Eli'), await newMember(t, t.groups.east.id, 'Tom')];
    const s1 = await launched(t, { groupsWithHierarchy: [t.groups.sales.id] });
    for (const p of [...t.members.sales, ...t.members.east, e4]) await send(t, p, s1.id, choose('a1'));
    await send(t, target, s1.id, choose('a2'));
    const ana = t.people.ana;
    const move = (from: string, to: string) =>
      withTenant(t.db, t.company.id, async (tx) => {
        await tx.deleteFrom('group_members').where('user_id', '=', ana.id).where('group_id', '=', from).execute();
        await tx.insertInto('group_members').values({ company_id: t.company.id, group_id: to, user_id: ana.id }).execute();
      });
    await move(t.groups.sales.id, t.groups.east.id);
    expect(await tryLaunch(t, { users: [...t.members.east.map((p) => p.id), e4.id] }), 'N must not launch beside S1').toBeNull();
    await move(t.groups.east.id, t.groups.sales.id);
  });

  // Attack: S1 goes to Sales with East (Sales' own five, the target among them); East is then moved
  // out of Sales: the engine places East's answers in today's tree (the company only), so S1's
  // Sales is Sales' own five. N to Sales' own four others: S1's Sales − N = the target. Guarded:
  // rule 11 places each survey's people as the engine does, in today's tree (analytics placer).
  it('moving a subgroup out after a survey places its people for the check as the figures do', async () => {
    const t = await surveyCompany();
    const [s4, target] = [await newMember(t, t.groups.sales.id, 'Sam'), await newMember(t, t.groups.sales.id, 'Tom')];
    const s1 = await launched(t, { groupsWithHierarchy: [t.groups.sales.id] });
    for (const p of [...t.members.sales, s4, ...t.members.east]) await send(t, p, s1.id, choose('a1'));
    await send(t, target, s1.id, choose('a2'));
    await closeAndRelease(t, s1.id);
    await withTenant(t.db, t.company.id, (tx) => sql`update groups set parent_id = null where id = ${t.groups.east.id}`.execute(tx));
    expect(await tryLaunch(t, { users: [...t.members.sales.map((p) => p.id), s4.id] }), 'N must not launch beside S1').toBeNull();
  });
});

describe('attacks: the group tree moved after a survey', () => {
  // Attack: Sales (Ana ×4 of its own) with East (Bo ×3) under it, Support (Cy ×3); a survey to
  // everyone where, of East, only Bo answers q1. Sales' q1 counts Bo's answer with four others;
  // East's q1 is withheld. The leader moves East out of Sales: placed in today's tree, Sales' q1
  // would lose Bo's answer, and before less after is his. Guarded: a survey's results are placed
  // and gated in the tree it was launched in (custom_surveys.launch_groups).
  it('moving a group after the survey changes none of its figures', async () => {
    const t = await surveyCompany();
    const admin = (await t.as(t.admin)).caller;
    const ana4 = await newMember(t, t.groups.sales.id, 'Ana 4');
    const survey = await launched(t, { sendToCompany: true }, { mandatoryQuestions: false });
    for (const p of [...t.members.sales, ana4, ...t.members.support]) await send(t, p, survey.id, [...choose('a1'), { question_id: 'q2', value: 4 }]);
    const [bo, bo2, bo3] = t.members.east;
    await send(t, bo!, survey.id, [...choose('a2'), { question_id: 'q2', value: 4 }]);
    for (const p of [bo2!, bo3!]) await send(t, p, survey.id, [{ question_id: 'q2', value: 4 }]);
    await closeAndRelease(t, survey.id);
    const read = async () => {
      const out: Record<string, unknown> = {};
      for (const groupId of ['consolidate', t.groups.sales.id, t.groups.east.id, t.groups.support.id])
        out[groupId] = await admin.customSurveys.report({ id: survey.id, groupId });
      return out;
    };
    const before = await read();
    expect(await spread(admin, survey.id, t.groups.sales.id)).toEqual({ a1: 4, a2: 1 });
    await admin.groups.update({ id: t.groups.east.id, parentId: null });
    await releaseAndSync();
    expect(await read()).toEqual(before);
  });
});

describe('attacks: a leader closing and moving people', () => {
  // Attack: the leader reads a figure of 3 (a released block), asks Dee to answer now (or sees her
  // do it), and closes the survey: were the held remainder released and counted at once, the figure
  // would move by Dee alone, at an instant the leader chose. Guarded: while open, the release keeps
  // k of a place back (custom-surveys.release-plan.ts), so what the close writes and the figures
  // then count is k or more people of a place at once.
  it('closing right after a known person answered does not move the figures by that person alone', async () => {
    const t = await surveyCompany();
    const admin = (await t.as(t.admin)).caller;
    // East of six: 2k answers while open write k of them (the release keeps k back).
    const more = [await newMember(t, t.groups.east.id, 'Eli'), await newMember(t, t.groups.east.id, 'Fay'), await newMember(t, t.groups.east.id, 'Gus')];
    const dee = await newMember(t, t.groups.east.id);
    const survey = await launched(t, { groupsOnly: [t.groups.east.id] });
    for (const p of [...t.members.east, ...more]) await send(t, p, survey.id, choose('a1'));
    await releaseAndSync();
    const before = await spread(admin, survey.id);
    expect(before).toEqual({ a1: 3 });
    await send(t, dee, survey.id, choose('a2'));
    await releaseAndSync();
    // While open, Dee's answer changes nothing (held, and fewer than k).
    expect(await spread(admin, survey.id)).toEqual(before);
    await closeAndRelease(t, survey.id);
    const after = await spread(admin, survey.id);
    const moved = Object.values(combine([1, after], [-1, before])).reduce((sum, n) => sum + Math.abs(n), 0);
    expect(moved === 0 || moved >= K, 'a figure moves by 0 or k or more people').toBe(true);
  });

  // Attack: were a survey's rosters (rule 7) today's people only: Sales keeps one person of its own,
  // Ana; a survey to Sales with East: Sales (4) and East (3) differ by Ana, so one of the two is
  // withheld whatever was answered. The survey closes; the leader then moves Ana out of Sales (or
  // marks her inactive): Sales and East have 3 people each now and both would show. Had Ana
  // answered, Sales would count her (stored with her answer) and one would stay withheld: showing
  // both would say she did not answer. Guarded: each cycle records whom it went to as it begins
  // (custom_survey_reach), and the results pass those rosters to measure() as `past`.
  it('moving a person out of a group after the survey does not tell whether they answered', async () => {
    const t = await surveyCompany();
    const admin = (await t.as(t.admin)).caller;
    const [ana, ana2, ana3] = t.members.sales;
    await withTenant(t.db, t.company.id, (tx) => tx.deleteFrom('group_members').where('user_id', 'in', [ana2!.id, ana3!.id]).execute());
    const survey = await launched(t, { groupsWithHierarchy: [t.groups.sales.id] });
    for (const p of t.members.east) await send(t, p, survey.id, choose('a1'));
    await closeAndRelease(t, survey.id);
    const shown = async () => [
      (await admin.customSurveys.report({ id: survey.id, groupId: t.groups.sales.id }))!.respondents,
      (await admin.customSurveys.report({ id: survey.id, groupId: t.groups.east.id }))!.respondents,
    ];
    expect((await shown()).some((r) => r.withheld)).toBe(true);
    await withTenant(t.db, t.company.id, (tx) => tx.deleteFrom('group_members').where('user_id', '=', ana!.id).execute());
    const later = await shown();
    expect(
      later.some((r) => r.withheld),
      'the cycle is still gated by the people it was sent to',
    ).toBe(true);
  });
});

describe('attacks: a copy of the database without the keys', () => {
  // Attack: were a cycle's last held answers released when it ends, however few (here one), a copy
  // would group responses by their transaction id (one per release) and order participation rows
  // by theirs: the batch of one was released after the only participation row newer than the first
  // batch, and the leader chooses that moment by closing the survey. Guarded by
  // custom-surveys.release-plan.ts: while open a place is written only once 2k wait, keeping k back,
  // so every batch holds k or more.
  it('the answers released at the close are never a batch of fewer than k', async () => {
    const t = await surveyCompany();
    const dee = await newMember(t, t.groups.east.id);
    const survey = await launched(t, { groupsOnly: [t.groups.east.id] });
    for (const p of t.members.east) await send(t, p, survey.id, choose('a1'));
    await releaseAndSync();
    await send(t, dee, survey.id, choose('a2'));
    await closeAndRelease(t, survey.id);
    const responses = await copyOf(t, sql<{ xmin: string; id: string }>`select xmin::text as xmin, id from custom_survey_responses where survey_id = ${survey.id}`);
    const batches = new Map<string, number>();
    for (const r of responses) batches.set(r.xmin, (batches.get(r.xmin) ?? 0) + 1);
    expect(responses).toHaveLength(4);
    expect(Math.min(...batches.values()), 'every release batch holds k or more').toBeGreaterThanOrEqual(K);
  });

  // Attack: a batch of k mixing places, each response keeping its groups in clear: Ana (Sales),
  // Bo and Bo 2 (East) answer a survey of Sales with East. A copy reads who answered
  // (participation), where each person is (group_members), and would find one response stored
  // under Sales alone: Ana's. (The engagement survey's release still mixes places.) Guarded by
  // custom-surveys.release-plan.ts: written per place, k or more at a time; the cycle's end pools
  // the smaller places under what they share (here Sales, for all three).
  it('no place of a written batch holds fewer than k responses', async () => {
    const t = await surveyCompany();
    const survey = await launched(t, { groupsWithHierarchy: [t.groups.sales.id] });
    const [bo, bo2] = t.members.east;
    await send(t, t.people.ana, survey.id, choose('a2'));
    for (const p of [bo!, bo2!]) await send(t, p, survey.id, choose('a1'));
    await releaseAndSync();
    // While open, three of two places: nothing written.
    expect(await copyOf(t, sql`select id from custom_survey_responses where survey_id = ${survey.id}`)).toEqual([]);
    await closeAndRelease(t, survey.id);
    const responses = await copyOf(
      t,
      sql<{
        xmin: string;
        places: string;
      }>`select xmin::text as xmin, array_to_string(group_ids, ',') as places from custom_survey_responses where survey_id = ${survey.id}`,
    );
    expect(responses).toHaveLength(3);
    const places = new Map<string, number>();
    for (const r of responses) places.set(`${r.xmin}|${r.places}`, (places.get(`${r.xmin}|${r.places}`) ?? 0) + 1);
    expect(Math.min(...places.values()), 'every place of a batch holds k or more').toBeGreaterThanOrEqual(K);
    expect(new Set(responses.map((r) => r.places))).toEqual(new Set([t.groups.sales.id]));
  });

  // Attack: the submission row is written in the send's transaction (the participation row's
  // xmin) and keeps a digest of the answers alone: keyed, but the same answers give the same digest
  // in every survey, cycle 1 and company. A respondent holding a copy (a database administrator who
  // works there) sends known answers and reads who sent the same, before anything is released; a
  // survey of another group gives that person the same digest for the same answers. Guarded
  // (custom-surveys.answering.ts sendAnswers): digest the submission key with the answers
  // (payloadHash(key, { key, ...canonical(input) })), so two people's digests never match (the
  // engagement survey's survey.service.ts has the same digest).
  it('no payload digest tells who sent the same answers as a respondent with a copy (the submission key is in it)', async () => {
    const t = await surveyCompany();
    const dee = await newMember(t, t.groups.east.id);
    const survey = await launched(t, { groupsOnly: [t.groups.east.id] });
    const [bo, bo2] = t.members.east;
    await send(t, bo!, survey.id, choose('a1'));
    await send(t, bo2!, survey.id, choose('a2'));
    await send(t, dee, survey.id, choose('a1'));
    const digests = async (id: string) =>
      new Map(
        (
          await copyOf(
            t,
            sql<{ user_id: string; payload_hash: string }>`
              select p.user_id, s.payload_hash from custom_survey_participation p join custom_survey_submissions s on s.xmin = p.xmin
              where p.survey_id = ${id} and s.survey_id = ${id}`,
          )
        ).map((d) => [d.user_id, d.payload_hash]),
      );
    const digest = await digests(survey.id);
    expect(digest.size).toBe(3);
    expect(await copyOf(t, sql`select id from custom_survey_responses where survey_id = ${survey.id}`)).toEqual([]);
    // Dee and Bo sent a1, and Cy sends it to another survey: three digests apart all the same.
    expect(digest.get(bo2!.id)).not.toBe(digest.get(dee.id));
    const other = await launched(t, { groupsOnly: [t.groups.support.id] });
    await send(t, t.people.cy, other.id, choose('a1'));
    expect((await digests(other.id)).get(t.people.cy.id)).not.toBe(digest.get(dee.id));
    expect(digest.get(bo!.id), 'two people never share a digest').not.toBe(digest.get(dee.id));
  });

  // Attack: a sealed held answer is as long as what it says (AES-GCM hides no length), and it is
  // written in the send's transaction (same xmin as the participation row). A copy taken while
  // answers are held gives each person's length; a later copy gives the released texts in clear:
  // sorted by length, they match. Guarded (server/modules/survey/survey.sealing.ts seal, or
  // custom-surveys.answering.ts): pad the sealed JSON to a length that does not depend on the
  // answers (the survey's longest possible response).
  it("a held answer's length, joined to its participation row, does not say which released text is whose (padded)", async () => {
    const t = await surveyCompany();
    const survey = await launched(t, { groupsOnly: [t.groups.east.id] });
    const texts = ['Fine.', 'My manager never listens to me. '.repeat(8), 'I am thinking about leaving, and here is why. '.repeat(30)].map((x) => x.trim());
    for (const [i, p] of t.members.east.entries()) await send(t, p, survey.id, [{ question_id: 'q4', text: texts[i] }]);
    const held = await copyOf(
      t,
      sql<{ user_id: string; length: number }>`
        select p.user_id, length(h.sealed) as length from custom_survey_participation p join custom_survey_held h on h.xmin = p.xmin
        where p.survey_id = ${survey.id} and h.survey_id = ${survey.id}`,
    );
    await releaseAndSync();
    const released = await copyOf(
      t,
      sql<{ text: string }>`select a.text from custom_survey_answers a join custom_survey_responses r on r.id = a.response_id where r.survey_id = ${survey.id}`,
    );
    const byLength = [...held].sort((x, y) => x.length - y.length).map((h) => h.user_id);
    const textsByLength = released.map((r) => r.text).sort((x, y) => x.length - y.length);
    const guessed = new Map(byLength.map((user, i) => [user, textsByLength[i]]));
    expect(guessed.size).toBe(3);
    expect(new Set(held.map((h) => h.length)).size, 'sealed answers all have one length').toBe(1);
  });

  // Attack: a recurring survey keeps one pseudonym per person for all its cycles, and the
  // participation rows say who answered which cycle. Four people answer three weekly cycles, three
  // at a time: each person's set of cycles is unique, so the copy matches every pseudonym to a
  // person and reads all their answers. (The engagement survey's pseudonym is stable across cycles
  // too.) Guarded (custom-surveys.answering.ts sendAnswers): a pseudonym per survey and cycle
  // (surveyPseudonym(key, company, `${survey.id}:${cycle}`, user)): the engine counts people per
  // cycle only, and the comment list's union over cycles needs no more than each cycle's minimum.
  it("a weekly survey's pseudonyms do not match people by the cycles they answered (one per cycle)", async () => {
    const t = await surveyCompany();
    const dee = await newMember(t, t.groups.east.id);
    const [bo, bo2, bo3] = t.members.east;
    const survey = await launched(t, { groupsOnly: [t.groups.east.id] }, { period: 'weekly' });
    const cycles: [number, Person[]][] = [
      [1, [bo!, bo2!, bo3!]],
      [2, [bo!, bo2!, dee]],
      [3, [bo!, bo3!, dee]],
    ];
    for (const [cycle, people] of cycles) {
      await startedAgo(t, survey.id, (cycle - 1) * 7 * 24 + 1);
      for (const p of people) await send(t, p, survey.id, choose(p.id === dee.id ? 'a2' : 'a1'), cycle);
      await releaseAndSync();
    }
    // The last cycle's three are written at its end.
    await closeAndRelease(t, survey.id);
    const took = await copyOf(t, sql<{ user_id: string; cycle: number }>`select user_id, cycle from custom_survey_participation where survey_id = ${survey.id}`);
    const stored = await copyOf(t, sql<{ respondent: string; cycle: number }>`select respondent, cycle from custom_survey_responses where survey_id = ${survey.id}`);
    const patterns = (rows: { cycle: number }[], key: (r: never) => string) => {
      const out = new Map<string, string>();
      for (const r of rows)
        out.set(
          key(r as never),
          [
            ...(out
              .get(key(r as never))
              ?.split(',')
              .filter(Boolean) ?? []),
            String(r.cycle),
          ]
            .sort()
            .join(','),
        );
      return out;
    };
    const people = patterns(took, (r: { user_id: string }) => r.user_id);
    const pseudonyms = patterns(stored, (r: { respondent: string }) => r.respondent);
    const matched = [...pseudonyms].filter(([, cyclesOf]) => [...people.values()].filter((c) => c === cyclesOf).length === 1);
    expect(stored).toHaveLength(9);
    expect(matched.length, 'no pseudonym matches one person by its cycles').toBe(0);
  });
});

describe('attacks: texts', () => {
  // Attack: the comment gate withholds a question's list when its authors are too few (here q4's
  // one text); the unfiltered list shows every text with its questionId, so filtering it by that
  // label would give the withheld q4 list back: one author's text, and the count of q4's writers (1)
  // that the report withholds. Guarded by analytics/comment-gate.ts: the gated lists are labelled
  // lists, and an unfiltered list is the union of a scope's shown ones.
  it("a text whose question's list is withheld is not in the unfiltered list either (labels are lists)", async () => {
    const t = await surveyCompany();
    const writers = [];
    for (let i = 0; i < 6; i++) writers.push(await newMember(t, t.groups.sales.id, `Writer ${i}`));
    const survey = await launched(t, { groupsOnly: [t.groups.sales.id] });
    for (const [i, person] of writers.entries()) {
      const answers: Given[] = [{ question_id: 'q2', value: 3, feedback: `Comment ${i}` }];
      if (i === 0) answers.push({ question_id: 'q4', text: 'Lonely words' });
      await send(t, person, survey.id, answers);
    }
    await closeAndRelease(t, survey.id);
    const admin = (await t.as(t.admin)).caller;
    // The report withholds q4's one writer too.
    const q4 = (await admin.customSurveys.report({ id: survey.id, groupId: 'consolidate' }))!.questions.find((q) => q.question_id === 'q4')!;
    expect(q4.withheld).toBe(true);
    const labelled: Record<string, number>[] = [];
    for (const groupId of ['consolidate', t.groups.sales.id]) {
      expect(await admin.customSurveys.feedbacks({ id: survey.id, groupId, questionId: 'q4' })).toMatchObject({ withheld: true, comments: [] });
      const all = await admin.customSurveys.feedbacks({ id: survey.id, groupId });
      expect(all.comments.filter((c) => c.questionId === 'q4')).toEqual([]);
      expect(all.comments).toHaveLength(6);
      const counts: Record<string, number> = {};
      for (const c of all.comments) counts[c.questionId] = (counts[c.questionId] ?? 0) + 1;
      labelled.push(counts);
    }
    // One text per person and question: a label's comments are its authors.
    const small = labelled.flatMap((counts) => Object.entries(counts).filter(([, n]) => n < 5));
    expect(small, 'no label of a shown list stands for 1 to minimum − 1 authors').toEqual([]);
  });
});

describe('attacks: access', () => {
  // Attack: a manager probes rule 11 with audiences within her reach. The refusal names the other
  // survey, one she cannot see (404 everywhere else), with its title; trying audiences one person
  // at a time also tells who that survey went to. Guarded (custom-surveys.service.ts audienceRisks):
  // name the other survey only when the caller may see it (canEdit or canReadResults), else
  // "another survey of your company".
  it("rule 11's refusal does not name a survey the manager is told does not exist", async () => {
    const t = await surveyCompany();
    const secret = await launched(t, { groupsOnly: [t.groups.east.id] }, { title: { 'pt-BR': 'Plano de demissões', 'en-US': 'Layoffs plan' } });
    const mia = (await t.as(t.manager)).caller;
    expect((await failureOf(mia.customSurveys.get({ id: secret.id }))).code).toBe('NOT_FOUND');
    const error = await failureOf(
      mia.customSurveys.create({
        customSurvey: {
          ...completeSurvey(),
          status: 'scheduled',
          surveyPublic: { groupsOnly: [t.groups.east.id], users: [t.people.ana.id] },
          launchConfiguration: launchIn(1),
        },
      }),
    );
    expect(error.fieldErrors?.surveyPublic?.join(' ')).toMatch(/differs from another survey of your company/);
    expect(error.fieldErrors?.surveyPublic?.join(' '), 'no title of a survey she cannot see').not.toContain('Layoffs plan');
  });
});

describe('attacks resisted', () => {
  it('the report minimum cannot be lowered once a custom survey launched, even where the engagement survey never ran', async () => {
    const t = await surveyCompany();
    await setReportMinimum(t.company.id, 4);
    await setReportMinimum(t.company.id, 3);
    await launched(t, { groupsOnly: [t.groups.east.id] });
    await setReportMinimum(t.company.id, 4);
    await expect(setReportMinimum(t.company.id, 3)).rejects.toThrow(/cannot be lowered/);
  });

  it('rule 11 counts a closed survey, and holds through an edit of a scheduled survey and through a copy', async () => {
    const t = await surveyCompany();
    const admin = (await t.as(t.admin)).caller;
    const a = await launched(t, { groupsOnly: [t.groups.east.id] });
    await admin.customSurveys.close({ id: a.id });
    const plusAna = { groupsOnly: [t.groups.east.id], users: [t.people.ana.id] };
    expect(await tryLaunch(t, plusAna)).toBeNull();
    // Scheduled to Support (6 apart from East), then edited to East and Ana.
    const body = { ...completeSurvey(), status: 'scheduled' as const, launchConfiguration: launchIn(2) };
    const c = await admin.customSurveys.create({ customSurvey: { ...body, surveyPublic: { groupsOnly: [t.groups.support.id] } } });
    expect((await failureOf(admin.customSurveys.update({ id: c.id, customSurvey: { ...body, surveyPublic: plusAna } }))).fieldErrors?.surveyPublic?.[0]).toMatch(
      /differs from the survey/,
    );
    // A copy of A is a draft; launching it to A's people and Ana is refused too.
    const copy = await admin.customSurveys.duplicate({ id: a.id });
    expect(copy.status).toBe('draft');
    expect((await failureOf(admin.customSurveys.update({ id: copy.id, customSurvey: { ...body, surveyPublic: plusAna } }))).code).toBe('BAD_INPUT');
  });

  it('a team manager reads the same gated figures as an administrator; groups outside the audience or the reach, and readers without access, get 404 everywhere', async () => {
    const t = await surveyCompany();
    const survey = await launched(t, { groupsWithHierarchy: [t.groups.sales.id] }, { surveyAccess: { managersPermission: true } });
    for (const p of [...t.members.sales, ...t.members.east])
      await send(t, p, survey.id, [...choose('a1'), { question_id: 'q3', value: 8 }, { question_id: 'q4', text: `Words of ${p.id}` }]);
    // Ended as scheduled: every text counts (a survey closed by hand keeps counting in blocks).
    await endedBySchedule(t, survey.id);
    await releaseAndSync();
    const admin = (await t.as(t.admin)).caller;
    const mia = (await t.as(t.manager)).caller;
    for (const groupId of ['consolidate', t.groups.sales.id, t.groups.east.id]) {
      const input = { id: survey.id, groupId };
      expect(await mia.customSurveys.report(input), groupId).toEqual(await admin.customSurveys.report(input));
      expect(await mia.customSurveys.npsScores(input), groupId).toEqual(await admin.customSurveys.npsScores(input));
      expect(await mia.customSurveys.participation(input), groupId).toEqual(await admin.customSurveys.participation(input));
    }
    // Texts of the teams she leads, never the consolidated list (texts are for whole readers).
    expect((await admin.customSurveys.feedbacks({ id: survey.id, groupId: 'consolidate' })).withheld).toBe(false);
    expect(await mia.customSurveys.feedbacks({ id: survey.id, groupId: 'consolidate' })).toMatchObject({ withheld: true, comments: [] });
    // Support is outside the audience (for the administrator) and outside Mia's reach.
    const outside = { id: survey.id, groupId: t.groups.support.id };
    for (const caller of [admin, mia]) {
      expect((await failureOf(caller.customSurveys.report(outside))).code).toBe('NOT_FOUND');
      expect((await failureOf(caller.customSurveys.npsScores(outside))).code).toBe('NOT_FOUND');
      expect((await failureOf(caller.customSurveys.participation(outside))).code).toBe('NOT_FOUND');
      expect((await failureOf(caller.customSurveys.feedbacks(outside))).code).toBe('NOT_FOUND');
      expect((await failureOf(caller.customSurveys.exportReport({ ...outside, format: 'csv' }))).code).toBe('NOT_FOUND');
    }
    // Otto leads Support only: the survey does not exist for him.
    const otto = (await t.as(t.other)).caller;
    const input = { id: survey.id, groupId: 'consolidate' };
    for (const call of [
      () => otto.customSurveys.report(input),
      () => otto.customSurveys.npsScores(input),
      () => otto.customSurveys.participation(input),
      () => otto.customSurveys.feedbacks(input),
      () => otto.customSurveys.exportReport({ ...input, format: 'csv' }),
      () => otto.customSurveys.summary({ id: survey.id }),
      () => otto.customSurveys.groups({ id: survey.id }),
    ])
      expect((await failureOf(call())).code).toBe('NOT_FOUND');
    // A respondent reads no results at all.
    const ana = (await t.as(t.people.ana)).caller;
    expect((await failureOf(ana.customSurveys.report(input))).code).toBe('FORBIDDEN');
    expect((await failureOf(ana.customSurveys.feedbacks(input))).code).toBe('FORBIDDEN');
  });

  it('the consolidated audience and its one group, one chosen person apart, are never both shown', async () => {
    const t = await surveyCompany();
    const survey = await launched(t, { groupsOnly: [t.groups.east.id], users: [t.people.ana.id] });
    for (const p of t.members.east) await send(t, p, survey.id, choose('a1'));
    await send(t, t.people.ana, survey.id, choose('a2'));
    await closeAndRelease(t, survey.id);
    const admin = (await t.as(t.admin)).caller;
    expect((await admin.customSurveys.groups({ id: survey.id })).groups.map((g) => g.id)).toEqual([t.groups.east.id]);
    const [all, east] = [await spread(admin, survey.id), await spread(admin, survey.id, t.groups.east.id)];
    expect(all === null || east === null).toBe(true);
  });

  it('one more answer while the cycle is open changes no figure a leader reads', async () => {
    const t = await surveyCompany();
    // East of six: 2k answers while open write k of them (the release keeps k back).
    const more = [await newMember(t, t.groups.east.id, 'Eli'), await newMember(t, t.groups.east.id, 'Fay'), await newMember(t, t.groups.east.id, 'Gus')];
    const dee = await newMember(t, t.groups.east.id);
    const survey = await launched(t, { groupsOnly: [t.groups.east.id] });
    for (const p of [...t.members.east, ...more]) await send(t, p, survey.id, [...choose('a1'), { question_id: 'q3', value: 9 }]);
    await releaseAndSync();
    const admin = (await t.as(t.admin)).caller;
    const read = async () => {
      const input = { id: survey.id, groupId: 'consolidate' };
      const [report, nps, participation, summary] = [
        await admin.customSurveys.report(input),
        await admin.customSurveys.npsScores(input),
        await admin.customSurveys.participation(input),
        await admin.customSurveys.summary({ id: survey.id }),
      ];
      return { report, nps, participation: participation.history, rate: participation.participationRate, summary: summary.respondents };
    };
    const before = await read();
    expect(before.report!.respondents.respondents).toBe(3);
    await send(t, dee, survey.id, choose('a2'));
    await releaseAndSync();
    expect(await copyOf(t, sql`select id from custom_survey_held where survey_id = ${survey.id}`)).toHaveLength(K + 1);
    expect(await read()).toEqual(before);
  });

  it("a respondent's replies say nothing of anyone else's answers", async () => {
    const t = await surveyCompany();
    const survey = await launched(t, { groupsOnly: [t.groups.east.id] });
    const [bo, bo2] = t.members.east;
    const first = await send(t, bo!, survey.id, [...choose('a1'), { question_id: 'q4', text: 'Mine' }]);
    const read = await (await t.as(bo2!)).caller.customSurveys.survey({ id: survey.id });
    const second = await send(t, bo2!, survey.id, choose('a2'));
    expect(first).toEqual({ status: 'done', answered: 2, nextSurveyDate: null });
    expect(second).toEqual({ status: 'done', answered: 1, nextSurveyDate: null });
    expect(JSON.stringify(read)).not.toMatch(/Mine|respondents|count/);
  });

  it('a copy finds no answer row in a transaction of a send, or of anything naming a person', async () => {
    const t = await surveyCompany();
    const survey = await launched(t, { groupsOnly: [t.groups.east.id] });
    for (const p of t.members.east) await send(t, p, survey.id, [...choose('a1'), { question_id: 'q4', text: 'Something' }]);
    await closeAndRelease(t, survey.id);
    const answerXmins = await copyOf(
      t,
      sql<{ xmin: string }>`
        select r.xmin::text as xmin from custom_survey_responses r where r.survey_id = ${survey.id}
        union select a.xmin::text from custom_survey_answers a join custom_survey_responses r on r.id = a.response_id where r.survey_id = ${survey.id}`,
    );
    expect(answerXmins).toHaveLength(1);
    const personXmins = await copyOf(
      t,
      sql<{ xmin: string }>`
        select xmin::text as xmin from custom_survey_participation where survey_id = ${survey.id}
        union select xmin::text from custom_survey_submissions where survey_id = ${survey.id}
        union select xmin::text from users where company_id = ${t.company.id}
        union select xmin::text from audit_logs where company_id = ${t.company.id}`,
    );
    expect(personXmins.map((x) => x.xmin)).not.toContain(answerXmins[0]!.xmin);
  });
});
