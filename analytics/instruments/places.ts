import { COMPANY } from '../figures/base.js';
import type { TreeNode } from '../figures/gating.js';

// Where a person counts, from the groups stored with their answer (their member groups with those
// groups' ancestors, as the tree was then): in the company, and in the groups of today's tree that
// contain every group they answered in (ANONYMITY.md, rule 2). A group moved since, or someone in
// two groups, counts only where both still are: a stored chain is never trusted to fit today's tree.

export type PlaceRow = {
  cycle_id: string;
  starts_on: string;
  closed: boolean;
  place: string;
  option: string | null;
  figure: string;
  n: number;
  score_sum: number | null;
  score_n: number;
  mean_sum: number | null;
  mean_n: number;
  points: string[] | null;
};

/** A figure of one scope and cell, added up from its places. */
export interface ScopeRow {
  cycle_id: string;
  starts_on: string;
  closed: boolean;
  scope: string;
  option: string | null;
  figure: string;
  n: number;
  score: number | null;
  mean: number | null;
  points: string[];
}

/** Each group with itself and its ancestors in today's tree. */
function ancestry(tree: readonly TreeNode[]): Map<string, Set<string>> {
  const parent = new Map(tree.map((t) => [t.id, t.parent]));
  const out = new Map<string, Set<string>>();
  for (const t of tree) {
    const chain = new Set<string>();
    for (let at: string | null | undefined = t.id; at && !chain.has(at); at = parent.get(at)) chain.add(at);
    out.set(t.id, chain);
  }
  return out;
}

/** The scopes of a place: the company, and the groups containing every group stored (in today's tree). */
export function scopesOf(place: string, up: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const stored = place ? place.split(',') : [];
  // The groups stored with no stored group below them: where the person answered.
  const below = new Set(stored.flatMap((g) => [...(up.get(g) ?? [])].filter((a) => a !== g)));
  const answeredIn = stored.filter((g) => !below.has(g));
  if (answeredIn.length === 0) return [COMPANY];
  let common: Set<string> = new Set(up.get(answeredIn[0]!) ?? []);
  for (const g of answeredIn.slice(1)) common = new Set([...common].filter((a) => up.get(g)?.has(a)));
  return [COMPANY, ...[...common].sort()];
}

/** Where people count today, from the groups stored for them (scopesOf over today's tree). */
export function placer(tree: readonly TreeNode[]): (stored: readonly string[]) => string[] {
  const up = ancestry(tree);
  return (stored) => scopesOf([...stored].join(','), up);
}

/** The places' rows added up per scope (the company and every group of today's tree) and cell. */
export function toScopes(rows: readonly PlaceRow[], tree: readonly TreeNode[]): ScopeRow[] {
  const up = ancestry(tree);
  const scopes = new Map<string, string[]>();
  const sums = new Map<string, ScopeRow & { score_sum: number; score_n: number; mean_sum: number; mean_n: number }>();
  for (const r of rows) {
    let at = scopes.get(r.place);
    if (!at) scopes.set(r.place, (at = scopesOf(r.place, up)));
    for (const scope of at) {
      const key = `${r.cycle_id}|${scope}|${r.option ?? ''}|${r.figure}`;
      let sum = sums.get(key);
      if (!sum) {
        const { cycle_id, starts_on, closed, option, figure } = r;
        sums.set(
          key,
          (sum = { cycle_id, starts_on, closed, scope, option, figure, n: 0, score: null, mean: null, points: [], score_sum: 0, score_n: 0, mean_sum: 0, mean_n: 0 }),
        );
      }
      sum.n += r.n;
      sum.score_sum += r.score_sum ?? 0;
      sum.score_n += r.score_n;
      sum.mean_sum += r.mean_sum ?? 0;
      sum.mean_n += r.mean_n;
      for (const p of r.points ?? []) sum.points.push(p);
    }
  }
  return [...sums.values()].map(({ score_sum, score_n, mean_sum, mean_n, ...row }) => ({
    ...row,
    score: score_n ? score_sum / score_n : null,
    mean: mean_n ? mean_sum / mean_n : null,
  }));
}
