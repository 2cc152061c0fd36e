import { COMPANY } from './base.js';
import { cellKey, countsSignature, FixedSet, gateBucket, keptWith, treeSignature, type TreeNode } from './gating.js';
import { lastMonths, WINDOW_MONTHS } from './period.js';

// The people who can answer (the rosters) are known to every viewer: anyone who reads reports can
// count a group's people. So a figure is gated by its roster as well as by who answered, and the
// roster decision is taken before any answer is looked at: where it withholds, "withheld" and
// "nobody answered" read the same (ANONYMITY.md, rule 7).

/**
 * Who could answer a past cycle, counted when it began (the server's cycle_rosters): scope →
 * people, the unled among them, and each option's people (keyed by cellKey). A month's figures are
 * gated by its cycles' rosters as well as today's: people move, and an old month checked against
 * today's groups alone could still tell whether someone answered then.
 */
export interface CycleRosters {
  cycleId: string;
  /** 'YYYY-MM' of the cycle's start. */
  month: string;
  rosters: ReadonlyMap<string, number>;
  unled: ReadonlyMap<string, number>;
  cells: ReadonlyMap<string, number>;
}

/** A short, stable name of a list of recorded rosters, for cache keys (they never change once written). */
export const pastSignature = (past: readonly CycleRosters[] | undefined) => (past ?? []).map((p) => p.cycleId).join(',');

/** What a month's recorded rosters withhold: scopes (every figure), scopes' LNPS, and cells (cellKey). */
export interface MonthRosterGate {
  all: ReadonlySet<string>;
  lnps: ReadonlySet<string>;
  cells: ReadonlySet<string>;
  /** Scopes whose unled people (not asked LNPS) would show apart: no "not answered" share of LNPS there. */
  unledApart: ReadonlySet<string>;
}

// Roster decisions depend only on the tree, k and the counts, which the server keeps per version
// (recorded rosters never change at all): each is worked out once (a bounded memo; the oldest
// entries go first). Callers read the sets, never change them.
const decided = new Map<string, unknown>();
const MEMO_LIMIT = 4096;

function once<T>(key: string, make: () => T): T {
  if (decided.has(key)) return decided.get(key) as T;
  const value = make();
  if (decided.size >= MEMO_LIMIT) decided.delete(decided.keys().next().value!);
  decided.set(key, value);
  return value;
}

function cycleGate(p: CycleRosters, k: number, tree: readonly TreeNode[], options: readonly string[], signature: string): MonthRosterGate {
  return once(`cycle|${p.cycleId}|${k}|${signature}|${options.join(',')}`, () => {
    const { all, lnps } = rosterGate({ k, tree, rosters: p.rosters, unled: p.unled });
    const cells = options.length ? cellRostersWithheld({ k, tree, rosters: p.rosters, options, cells: p.cells }) : new FixedSet<string>();
    return { all, lnps, cells, unledApart: unaskedWithheld({ k, tree, unasked: p.unled }) };
  });
}

/**
 * Per month, what its cycles' recorded rosters withhold (any of them): a month's figure is shown
 * only where its own people, as they were, allow it as well as today's. Months without a record
 * (answers from before rosters were kept) are gated by today's rosters alone.
 */
export function monthRosterGates(
  past: readonly CycleRosters[] | undefined,
  k: number,
  tree: readonly TreeNode[],
  options: readonly string[] = [],
): ReadonlyMap<string, MonthRosterGate> {
  if (!past?.length) return NO_RECORDS;
  // The server keeps the recorded rosters per version and day: their months' decisions with them.
  const signature = treeSignature(tree);
  return keptWith(monthGates, past, `${k}|${signature}|${options.join(',')}`, () => mergeByMonth(past, k, tree, options, signature));
}

const NO_RECORDS: ReadonlyMap<string, MonthRosterGate> = new Map();
const monthGates = new WeakMap<readonly CycleRosters[], Map<string, ReadonlyMap<string, MonthRosterGate>>>();

function mergeByMonth(past: readonly CycleRosters[], k: number, tree: readonly TreeNode[], options: readonly string[], signature: string): Map<string, MonthRosterGate> {
  const byMonth = new Map<string, { all: Set<string>; lnps: Set<string>; cells: Set<string>; unledApart: Set<string> }>();
  for (const p of past) {
    const gate = cycleGate(p, k, tree, options, signature);
    let month = byMonth.get(p.month);
    if (!month) byMonth.set(p.month, (month = { all: new Set(), lnps: new Set(), cells: new Set(), unledApart: new Set() }));
    for (const field of ['all', 'lnps', 'cells', 'unledApart'] as const) for (const key of gate[field]) month[field].add(key);
  }
  // Kept with the recorded rosters and handed to every later report: fixed.
  const fixed = (m: MonthRosterGate): MonthRosterGate => ({
    all: new FixedSet(m.all),
    lnps: new FixedSet(m.lnps),
    cells: new FixedSet(m.cells),
    unledApart: new FixedSet(m.unledApart),
  });
  return new Map([...byMonth].map(([month, gate]) => [month, fixed(gate)]));
}

/** Whether the report window's figure is withheld by the recorded rosters of any month it spans. */
export function windowRosterWithheld(gates: ReadonlyMap<string, MonthRosterGate>, today: string, key: string, metric: string): boolean {
  return lastMonths(today, WINDOW_MONTHS).some((month) => withheldInMonth(gates.get(month), key, metric));
}

/** Whether a month's recorded rosters withhold one figure (a scope's or a cell's, keyed by cellKey). */
export function withheldInMonth(gate: MonthRosterGate | undefined, key: string, metric: string): boolean {
  if (!gate) return false;
  const scope = key.slice(0, key.indexOf('|'));
  if (gate.all.has(scope) || gate.cells.has(key)) return true;
  return metric === 'lnps' && gate.lnps.has(scope);
}

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
export function rosterWithheld(q: RosterQuery): ReadonlySet<string> {
  return once(`rosters|${q.k}|${treeSignature(q.tree)}|${countsSignature(q.rosters)}`, () => countRostersWithheld(q));
}

function countRostersWithheld(q: RosterQuery): Set<string> {
  const counted = [{ scope: COMPANY, option: null, n: q.rosters.get(COMPANY) ?? 0 }, ...q.tree.map((t) => ({ scope: t.id, option: null, n: q.rosters.get(t.id) ?? 0 }))];
  const hidden = gateBucket(counted, q.tree, q.k, (c) => c.n);
  return new FixedSet(counted.filter((c) => hidden.has(cellKey(c.scope, null))).map((c) => c.scope));
}

/**
 * Where the people not asked a question (LNPS: those nobody leads) are 1 to k−1 of a scope or of a
 * difference with its subgroups: there a figure that counts them apart from the others (eNPS less
 * LNPS respondents, a "not answered" share) would say whether they answered.
 */
export function unaskedWithheld(q: Omit<RosterQuery, 'rosters'> & { unasked: ReadonlyMap<string, number> }): ReadonlySet<string> {
  const hidden = rosterWithheld({ k: q.k, tree: q.tree, rosters: q.unasked });
  return new FixedSet([...hidden].filter((scope) => (q.unasked.get(scope) ?? 0) > 0));
}

/**
 * The demographic cells withheld for their rosters (a scope's people with one option, which
 * administrators can count in the users screen): the scopes' rosters and their cells' gated as one
 * family (gating.ts, with the audit of signed combinations), keyed by cellKey. A whole scope comes
 * back too where the audit had to withhold it.
 */
export function cellRostersWithheld(q: RosterQuery & { options: readonly string[]; cells: ReadonlyMap<string, number> }): ReadonlySet<string> {
  return once(`cells|${q.k}|${treeSignature(q.tree)}|${countsSignature(q.rosters)}|${q.options.join(',')}|${countsSignature(q.cells)}`, () => {
    const scopes = [COMPANY, ...q.tree.map((t) => t.id)];
    const counted = scopes.flatMap((scope) => [
      { scope, option: null as string | null, n: q.rosters.get(scope) ?? 0 },
      ...q.options.map((option) => ({ scope, option, n: q.cells.get(cellKey(scope, option)) ?? 0 })),
    ]);
    return new FixedSet(gateBucket(counted, q.tree, q.k, (c) => c.n));
  });
}

export interface RosterGate {
  /** Scopes whose every figure is withheld (their roster of everyone who can answer). */
  all: ReadonlySet<string>;
  /** Scopes whose LNPS is withheld: the above, and where the people asked it (someone leads them) would show apart. */
  lnps: ReadonlySet<string>;
}

const LED = 'led';

/**
 * Both decisions of a report's scopes, from the rosters and the unled people of every scope. The
 * LNPS roster (people someone leads) is a cell of each scope's roster, its complement the unled:
 * eNPS and LNPS of every scope are one family, audited together (gating.ts), so that no
 * combination of shown rosters (Sales' eNPS less the company's unled, less Sales' LNPS…) comes
 * to 1 to k−1 people.
 */
export function rosterGate(q: RosterQuery & { unled: ReadonlyMap<string, number> }): RosterGate {
  return once(`gate|${q.k}|${treeSignature(q.tree)}|${countsSignature(q.rosters)}|${countsSignature(q.unled)}`, () => countRosterGate(q));
}

function countRosterGate(q: RosterQuery & { unled: ReadonlyMap<string, number> }): RosterGate {
  const scopes = [COMPANY, ...q.tree.map((t) => t.id)];
  const counted = scopes.flatMap((scope) => {
    const n = q.rosters.get(scope) ?? 0;
    return [
      { scope, option: null, n },
      { scope, option: LED, n: n - (q.unled.get(scope) ?? 0) },
    ];
  });
  const hidden = gateBucket(counted, q.tree, q.k, (c) => c.n);
  const all = new FixedSet(scopes.filter((scope) => hidden.has(cellKey(scope, null))));
  return { all, lnps: new FixedSet([...all, ...scopes.filter((scope) => hidden.has(cellKey(scope, LED)))]) };
}
