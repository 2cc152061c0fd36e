import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPANY, type ScopeCount } from '../../../analytics/figures/base.js';
import { cellKey } from '../../../analytics/figures/gating.js';
import { rosterGate } from '../../../analytics/figures/rosters.js';
import { figureOf, gated } from '../../../analytics/figures/gated.js';
import { npsFigures } from '../../../analytics/figures/scores.js';
import { METRICS } from '../../../analytics/metrics.js';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { today } from '../survey/helpers.js';
import { makeAttribute, makeGroup, makeTeam } from '../users/helpers.js';
import { addCycle, addResponses, members, respondents } from './fixtures.js';
import { synced } from './helpers.js';

// Issue #11 item 2 applied to scores (k = 3): a report's respondents beside rosters any viewer can
// count must not say who answered. Sales = Team (6 people) + X; Team 6 respondents and Sales 6
// respondents once said X did not answer. The same for eNPS less LNPS respondents, where X is the
// one person nobody leads.

const past = (n: number) => addDays(today(), -n);

/** Sales = Team (6 people) + X, Sales' only direct member and its manager (so nobody leads X). */
async function salesWithX() {
  const team = await makeTeam();
  const people = await Promise.all(Array.from({ length: 7 }, () => team.person('user')));
  const sales = await makeGroup(team.companyId, 'Sales', null, { members: [people[6]!.id], managers: [people[6]!.id] });
  const teamGroup = await makeGroup(team.companyId, 'Team', sales, { members: people.slice(0, 6).map((p) => p.id) });
  return { team, sales, teamGroup };
}

/** Six of Team answer a closed cycle of the report window (every pillar, eNPS and LNPS); X as told. */
async function answered(xAnswers: boolean) {
  const w = await salesWithX();
  const cycle = await addCycle(w.team.companyId, 0, past(12), past(5));
  const scores = { happiness: 7, enps: 9, lnps: 8 } as const;
  const six = respondents(7);
  await addResponses(
    w.team.companyId,
    cycle,
    six.slice(0, 6).map((r) => ({ respondent: r, groups: [w.sales, w.teamGroup], scores })),
  );
  // X is asked eNPS but not LNPS: nobody leads them.
  if (xAnswers) await addResponses(w.team.companyId, cycle, [{ respondent: six[6]!, groups: [w.sales], scores: { happiness: 7, enps: 9 } }]);
  await synced(today(), { rebuild: true });
  return w;
}

/** A report without what differs between two worlds by construction (ids, names). */
const comparable = (r: Record<string, unknown> | null) => (r ? JSON.parse(JSON.stringify(r, (k, v) => (k === 'group_id' || k === 'group_name' ? undefined : v))) : r);

describe('score figures against people who can answer', () => {
  it('the climate report: Team 6 respondents and Sales 6 respondents do not say X did not answer', async () => {
    const { team, sales, teamGroup } = await answered(false);
    const [ps, pt] = [await team.asAdmin.reports.participation({ groupId: sales }), await team.asAdmin.reports.participation({ groupId: teamGroup })];
    const [rs, rt] = [await team.asAdmin.reports.report({ groupId: sales }), await team.asAdmin.reports.report({ groupId: teamGroup })];
    const xDidNotAnswer = rt?.respondents === pt.activeCount && rs?.respondents === ps.activeCount - 1;
    expect(xDidNotAnswer, 'X singled out as the one who did not answer').toBe(false);
    // Team's roster is Sales' less one person: every figure of Team withheld, whatever was answered.
    expect(rt).toMatchObject({ withheld: true, respondents: null, score: null, enps: { withheld: true }, lnps: { withheld: true } });
    expect(rt!.metrics.every((m) => m.withheld && m.respondents === null && m.history.every((p) => p.withheld))).toBe(true);
    expect(rs).toMatchObject({ withheld: false, respondents: 6 });
    const detail = await team.asAdmin.reports.metric({ groupId: teamGroup, metricId: 'happiness' });
    expect(detail).toMatchObject({ withheld: true, respondents: null });
    expect(detail!.submetrics.every((s) => s.withheld)).toBe(true);
  });

  it('the comparison: Team withheld beside Sales, so its respondents cannot be subtracted', async () => {
    const { team, sales, teamGroup } = await answered(false);
    const { groups_data } = await team.asAdmin.reports.compare({ groups: [sales, teamGroup] });
    expect(groups_data.map((g) => [g.respondents, g.withheld, g.score === null, g.enps === null])).toEqual([
      [6, false, false, false],
      [null, true, true, true],
    ]);
  });

  it('eNPS less LNPS respondents do not say whether X, whom nobody leads, answered', async () => {
    const reads = async (xAnswers: boolean) => {
      const { team, sales } = await answered(xAnswers);
      const report = await team.asAdmin.reports.report({ groupId: sales });
      const lnps = await team.asAdmin.reports.lnps({ groupId: sales });
      return { report, lnps };
    };
    const [without, withX] = [await reads(false), await reads(true)];
    for (const r of [without, withX]) {
      const difference = r.report!.enps!.withheld || r.report!.lnps!.withheld ? null : r.report!.enps!.respondents! - r.report!.lnps!.respondents!;
      expect(difference, 'eNPS less LNPS respondents count the unled who answered').toBeNull();
      expect(r.lnps).toMatchObject({ withheld: true, score: null, respondents: null });
    }
    expect(comparable(withX.lnps)).toEqual(comparable(without.lnps));
  });

  it('withheld and no data read the same where the roster is below k', async () => {
    const read = async (answers: boolean) => {
      const team = await makeTeam();
      const pair = await Promise.all([team.person('user'), team.person('user')]);
      const duo = await makeGroup(team.companyId, 'Duo', null, { members: pair.map((p) => p.id) });
      const cycle = await addCycle(team.companyId, 0, past(12), past(5));
      if (answers)
        await addResponses(
          team.companyId,
          cycle,
          respondents(2).map((r) => ({ respondent: r, groups: [duo], scores: { happiness: 7, enps: 9 } })),
        );
      await synced(today(), { rebuild: true });
      const [report, enps, compare] = [
        await team.asAdmin.reports.report({ groupId: duo }),
        await team.asAdmin.reports.enps({ groupId: duo }),
        await team.asAdmin.reports.compare({ groups: [duo] }),
      ];
      return comparable({ report, enps, compare: compare.groups_data.map(({ participation, participation_withheld, ...row }) => row) });
    };
    const [nobody, both] = [await read(false), await read(true)];
    expect(both).toEqual(nobody);
    expect(both.report).toMatchObject({ withheld: true });
  });
});

describe('demographic cells against the people of each option', () => {
  // Team: 2 people under 30, 4 older (options administrators see in the users screen). Whether the
  // two young ones answered must not show in the cell: its roster is below k.
  it('a cell of fewer than k people reads the same whether or not they answered, in the report and the filtered comparison', async () => {
    const read = async (youngAnswer: boolean) => {
      const team = await makeTeam();
      const { id: attributeId, optionIds } = await makeAttribute(team.companyId, { 'en-US': 'Age' }, [{ 'en-US': 'Under 30' }, { 'en-US': '30+' }]);
      const [young, older] = optionIds as [string, string];
      const group = await makeGroup(team.companyId, 'Team', null, { members: [...(await members(team, 2, young)), ...(await members(team, 4, older))] });
      const cycle = await addCycle(team.companyId, 0, past(12), past(5));
      const who = [...(youngAnswer ? [young, young] : []), older, older, older, older];
      await addResponses(
        team.companyId,
        cycle,
        who.map((o, i) => ({ respondent: `${group}-${i}`, groups: [group], options: [o], scores: { happiness: 7 } })),
      );
      await synced(today(), { rebuild: true });
      const report = await team.asAdmin.reports.report({ groupId: group, attributeId });
      const filtered = await team.asAdmin.reports.compare({ groups: [group], filters: { attributeId, optionId: young } });
      return comparable({
        cells: report!.cells.map(({ option_id, ...c }) => ({ ...c, option: option_id === young ? 'young' : 'older' })),
        row: filtered.groups_data[0]!,
      });
    };
    const [without, withYoung] = [await read(false), await read(true)];
    expect(withYoung).toEqual(without);
    expect(withYoung.cells[0]).toMatchObject({ option: 'young', withheld: true, respondents: null });
  });
});

// The attacker of the property: knows every roster (and who is led), reads every scope's shown
// respondents, eNPS and LNPS respondents, and looks for whether person X answered.

const SEED = 20261124;

interface World {
  k: number;
  /** parents[i]: the parent group's index, or -1 for a top group; parents point to earlier groups. */
  parents: number[];
  /** Each person's home: -1 the company (no group), else the group they are a direct member of. */
  homes: number[];
  /** Whether someone leads the person (asked LNPS). */
  led: boolean[];
  answered: boolean[];
  x: number;
}

const world: fc.Arbitrary<World> = fc
  .record({ k: fc.integer({ min: 2, max: 4 }), groups: fc.integer({ min: 1, max: 5 }), people: fc.integer({ min: 2, max: 10 }) })
  .chain(({ k, groups, people }) =>
    fc.record({
      k: fc.constant(k),
      parents: fc.tuple(...Array.from({ length: groups }, (_, i) => fc.integer({ min: -1, max: i - 1 }))),
      homes: fc.array(fc.integer({ min: -1, max: groups - 1 }), { minLength: people, maxLength: people }),
      led: fc.array(fc.boolean(), { minLength: people, maxLength: people }),
      answered: fc.array(fc.boolean(), { minLength: people, maxLength: people }),
      x: fc.integer({ min: 0, max: people - 1 }),
    }),
  );

const groupId = (i: number) => `g${i}`;
const scopeIds = (w: World) => [COMPANY, ...w.parents.map((_, i) => groupId(i))];

/** Every scope (node 0 the company, node i + 1 group i) a person belongs to. */
function scopesOf(w: World, home: number): number[] {
  const out = [0];
  for (let g = home; g >= 0; g = w.parents[g]!) out.push(g + 1);
  return out;
}

/** Per scope: people who can answer, those nobody leads, who answered, and who answered LNPS. */
function tally(w: World, answered: readonly boolean[]) {
  const size = w.parents.length + 1;
  const t = {
    rosters: new Array<number>(size).fill(0),
    unled: new Array<number>(size).fill(0),
    all: new Array<number>(size).fill(0),
    lnps: new Array<number>(size).fill(0),
  };
  w.homes.forEach((home, p) => {
    for (const s of scopesOf(w, home)) {
      t.rosters[s]!++;
      if (!w.led[p]) t.unled[s]!++;
      if (answered[p]) t.all[s]!++;
      if (answered[p] && w.led[p]) t.lnps[s]!++;
    }
  });
  return t;
}

const count = (scope: string, n: number, lnps: number): ScopeCount => ({
  scope,
  option: null,
  bucket: 'window',
  respondents: n,
  overall: 7,
  metrics: Object.fromEntries(METRICS.map((m) => [m, { n: m === 'lnps' ? lnps : n, score: 7 }])) as ScopeCount['metrics'],
  enps: { promoters: n, passives: 0, detractors: 0 },
  lnps: { promoters: lnps, passives: 0, detractors: 0 },
});

/** What the viewer reads per scope, as the report builds it: respondents, eNPS and LNPS respondents (null: withheld). */
function view(w: World): (number | null)[][] {
  const t = tally(w, w.answered);
  const ids = scopeIds(w);
  const tree = w.parents.map((parent, i) => ({ id: groupId(i), parent: parent < 0 ? null : groupId(parent) }));
  // As the database gives them: a scope nobody answered in has no count.
  const counts = ids.flatMap((id, i) => (t.all[i]! > 0 ? [count(id, t.all[i]!, t.lnps[i]!)] : []));
  const bucket = gated(counts, tree, w.k, ['respondents', 'enps', 'lnps']);
  const rosters = rosterGate({ k: w.k, tree, rosters: new Map(ids.map((id, i) => [id, t.rosters[i]!])), unled: new Map(ids.map((id, i) => [id, t.unled[i]!])) });
  return ids.map((id) => {
    const overall = figureOf(bucket, cellKey(id, null), 'respondents', rosters.all.has(id));
    const { enps, lnps } = npsFigures(bucket, id, null, rosters);
    // A figure not withheld with no respondents reads "nobody answered": 0.
    return [overall, enps, lnps].map((f) => (f.withheld ? null : (f.respondents ?? 0)));
  });
}

/** Per person: the answers consistent with every shown count (true, false, or both). */
function possible(w: World, shown: (number | null)[][]): Set<boolean>[] {
  const out = w.homes.map(() => new Set<boolean>());
  for (let mask = 0; mask < 2 ** w.homes.length; mask++) {
    const answered = w.homes.map((_, p) => Boolean(mask & (1 << p)));
    const t = tally(w, answered);
    const fits = shown.every((row, s) => [t.all[s]!, t.all[s]!, t.lnps[s]!].every((n, j) => row[j] === null || row[j] === n));
    if (fits) answered.forEach((a, p) => out[p]!.add(a));
  }
  return out;
}

describe('score figures under an attacker who knows every roster', () => {
  it('no shown respondent count settles whether one person answered, unless k or more people are settled with them', () => {
    fc.assert(
      fc.property(world, (w) => {
        const can = possible(w, view(w));
        if (can[w.x]!.size === 1) {
          // Settled with X: the people whose answer is known and is X's (a shown 100 % or 0 % of k or more).
          const alike = can.filter((c, p) => c.size === 1 && w.answered[p] === w.answered[w.x]).length;
          expect(alike, 'X singled out by rosters and respondent counts').toBeGreaterThanOrEqual(w.k);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});
