import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../../../server/db/tenant.js';
import { failureOf } from '../auth/helpers.js';
import { K, choose, launched, tryLaunch, startedAgo, send, releaseAndSync, closeAndRelease, spread, combine, newMember } from './attack-helpers.js';
import { completeSurvey, launchIn, surveyCompany } from './helpers.js';

// An adversarial review of custom surveys, the audiences a leader chooses and moves (ANONYMITY.md,
// rules 4, 7 and 11): a leader who builds surveys, chooses their audiences, moves people and groups,
// closes and deletes surveys and reads every screen. Each attack is a test that would fail if the
// protection against it were removed; one found open is written as an it.fails showing it work,
// ending on the guarantee a fix must give.

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
  // (custom-surveys.service.ts deleteSurvey, custom-surveys.launch.ts audienceRisks): a survey that was launched keeps its
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
