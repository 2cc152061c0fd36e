import { COMPANY } from './base.js';
import { cellKey, gateBucket, type TreeNode } from './gating.js';

// The people who can answer (the rosters) are known to every viewer: anyone who reads reports can
// count a group's people. So a figure is gated by its roster as well as by who answered, and the
// roster decision is taken before any answer is looked at: where it withholds, "withheld" and
// "nobody answered" read the same (ANONYMITY.md, rule 7).

interface RosterQuery {
  k: number;
  tree: readonly TreeNode[];
  /** People who can answer now, of the company ('company') and of every group (with its subgroups). */
  rosters: ReadonlyMap<string, number>;
}

/**
 * The scopes withheld for their rosters alone: a roster under k, or one that the shown subgroups'
 * rosters leave 1 to k−1 people of (the gate's own rule, over people who can answer). Then every
 * roster a viewer can derive is nobody or k people or more.
 */
export function rosterWithheld(q: RosterQuery): Set<string> {
  const counted = [{ scope: COMPANY, option: null, n: q.rosters.get(COMPANY) ?? 0 }, ...q.tree.map((t) => ({ scope: t.id, option: null, n: q.rosters.get(t.id) ?? 0 }))];
  const hidden = gateBucket(counted, q.tree, q.k, (c) => c.n);
  return new Set(counted.filter((c) => hidden.has(cellKey(c.scope, null))).map((c) => c.scope));
}

/**
 * Where the people not asked a question (LNPS: those nobody leads) are 1 to k−1 of a scope or of a
 * difference with its subgroups: there a figure that counts them apart from the others (eNPS less
 * LNPS respondents, a "not answered" share) would say whether they answered.
 */
export function unaskedWithheld(q: Omit<RosterQuery, 'rosters'> & { unasked: ReadonlyMap<string, number> }): Set<string> {
  const hidden = rosterWithheld({ k: q.k, tree: q.tree, rosters: q.unasked });
  return new Set([...hidden].filter((scope) => (q.unasked.get(scope) ?? 0) > 0));
}

export interface RosterGate {
  /** Scopes whose every figure is withheld (their roster of everyone who can answer). */
  all: ReadonlySet<string>;
  /** Scopes whose LNPS is withheld: the above, the LNPS roster (people someone leads), and the unled apart. */
  lnps: ReadonlySet<string>;
}

/** Both decisions of a report's scopes, from the rosters and the unled people of every scope. */
export function rosterGate(q: RosterQuery & { unled: ReadonlyMap<string, number> }): RosterGate {
  const all = rosterWithheld(q);
  const led = new Map([...q.rosters].map(([scope, n]) => [scope, n - (q.unled.get(scope) ?? 0)]));
  const lnps = new Set([...all, ...rosterWithheld({ k: q.k, tree: q.tree, rosters: led }), ...unaskedWithheld({ k: q.k, tree: q.tree, unasked: q.unled })]);
  return { all, lnps };
}
