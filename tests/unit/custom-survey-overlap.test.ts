import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../../analytics/index.js';
import { overlapRisks, shownScopes, type Reached } from '../../server/modules/custom-surveys/custom-surveys.overlap.js';

// Rule 11 against a leader who launches survey after survey to audiences of their choosing and
// reads every scope of each: the surveys the check lets launch, taken together, never set apart 1
// to k−1 people — no nonempty set of people in exactly the same shown scopes (the smallest thing
// adding and subtracting their figures can reach) is that small.

const K = 3;

interface World {
  parents: number[];
  /** Each person's group. */
  people: number[];
  /** Each survey: groups sent to (with their subgroups or not) and chosen people. */
  surveys: { groups: number[]; below: boolean; chosen: number[] }[];
}

const world = fc.integer({ min: 1, max: 5 }).chain((size) =>
  fc.record({
    parents: fc.tuple(...Array.from({ length: size }, (_, i) => fc.integer({ min: -1, max: i - 1 }))),
    people: fc.array(fc.integer({ min: 0, max: size - 1 }), { minLength: 3, maxLength: 24 }),
    surveys: fc.array(
      fc.record({
        groups: fc.uniqueArray(fc.integer({ min: 0, max: size - 1 }), { maxLength: 3 }),
        below: fc.boolean(),
        chosen: fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { maxLength: 3 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
  }),
) as fc.Arbitrary<World>;

function reachedOf(w: World, i: number, tree: TreeNode[]): Reached {
  const up = (g: number): string[] => (g < 0 ? [] : [`g${g}`, ...up(w.parents[g]!)]);
  const s = w.surveys[i]!;
  const groups = new Set<string>();
  const add = (g: number) => {
    groups.add(`g${g}`);
    if (s.below) w.parents.forEach((p, child) => p === g && !groups.has(`g${child}`) && add(child));
  };
  s.groups.forEach(add);
  const people = new Map<string, string[]>();
  w.people.forEach((g, person) => {
    if (groups.has(`g${g}`) || s.chosen.includes(person)) people.set(`p${person}`, up(g));
  });
  return { survey: `s${i}`, people, groups, tree };
}

describe('rule 11 over a company of surveys (property-based)', () => {
  it('the surveys allowed to launch, together, set nobody apart in a group of 1 to k−1', () => {
    fc.assert(
      fc.property(world, (w) => {
        const tree: TreeNode[] = w.parents.map((p, i) => ({ id: `g${i}`, parent: p < 0 ? null : `g${p}` }));
        const launched: Reached[] = [];
        for (const i of w.surveys.keys()) {
          const fresh = reachedOf(w, i, tree);
          if (fresh.people.size >= K && overlapRisks(fresh, launched, K).length === 0) launched.push(fresh);
        }
        const scopes = launched.map((r) => shownScopes(r, K));
        const atoms = new Map<string, number>();
        for (const person of w.people.keys()) {
          const signature = scopes.flatMap((s) => s.get(`p${person}`) ?? []).join(' ');
          if (signature) atoms.set(signature, (atoms.get(signature) ?? 0) + 1);
        }
        for (const n of atoms.values()) expect(n).toBeGreaterThanOrEqual(K);
      }),
      { seed: 20261124, numRuns: 500 },
    );
  });

  it('refuses the attacks of the review: a group of one survey beside another, and three surveys two by two apart', () => {
    const tree: TreeNode[] = [
      { id: 'sales', parent: null },
      { id: 'east', parent: 'sales' },
    ];
    const placed = (ids: string[], groups: string[]) => ids.map((id) => [id, groups] as [string, string[]]);
    const ana = placed(['a1', 'a2', 'a3'], ['sales']);
    const bo = placed(['b1', 'b2', 'b3'], ['east', 'sales']);
    const a: Reached = { survey: 'a', people: new Map([...ana, ...bo, ...placed(['c1', 'c2', 'c3'], [])]), groups: new Set(['sales', 'east']), tree };
    // Sales' own and Bo: A's East + B − A's Sales = Bo.
    expect(overlapRisks({ survey: 'b', people: new Map([...ana, bo[0]!]), groups: new Set(['sales']), tree }, [a], 3)).toEqual(['a']);
    // Sales with East and Cy, beside Sales' own and East: A − B − C = Cy.
    const b: Reached = { survey: 'b', people: new Map(ana), groups: new Set(['sales']), tree };
    const c: Reached = { survey: 'c', people: new Map(bo), groups: new Set(['east']), tree };
    const withCy: Reached = { survey: 'n', people: new Map([...ana, ...bo, ['c1', []]]), groups: new Set(['sales', 'east']), tree };
    expect(overlapRisks(withCy, [b, c], 3)).not.toEqual([]);
    // A survey inside another, one person short: A − N = that person.
    expect(
      overlapRisks({ survey: 'n', people: new Map([...ana, bo[0]!, bo[1]!]), groups: new Set(), tree }, [{ ...b, people: new Map([...ana, ...bo.slice(0, 3)]) }], 3),
    ).toEqual(['b']);
    // Two launched surveys already three apart (k raised to 4 since): a new one to the larger
    // audience adds D's answers to the question, and is refused beside them.
    const u = placed(['u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7', 'd1', 'd2', 'd3'], []);
    const o1: Reached = { survey: 'o1', people: new Map(u), groups: new Set(), tree };
    const o2: Reached = { survey: 'o2', people: new Map(u.slice(0, 7)), groups: new Set(), tree };
    expect(overlapRisks({ survey: 'n', people: new Map(u), groups: new Set(), tree }, [o1, o2], 4)).toEqual(['o2']);
    // ... while a survey to other people entirely launches beside them.
    expect(overlapRisks({ survey: 'n', people: new Map(placed(['x1', 'x2', 'x3', 'x4'], [])), groups: new Set(), tree }, [o1, o2], 4)).toEqual([]);
    // The same people again: nobody apart.
    expect(overlapRisks({ ...b, survey: 'again' }, [b], 3)).toEqual([]);
  });
});
