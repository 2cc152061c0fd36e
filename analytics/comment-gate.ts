// Comments are figures about people (ANONYMITY.md, rule 1 and 2 for comments). Every comment list a
// viewer can obtain is a set of comment ids; set operations between lists (a group minus its
// subgroups, a pillar's list minus another's) give unions of the "atoms": comments that lie in
// exactly the same shown lists. So a family is safe when every nonempty atom has at least the
// comment minimum of distinct authors. A comment is shown with its label (its pillar, its
// question), and filtering any shown list by a label gives that label's list: so the gated lists
// are a scope's labelled lists, and a scope's unfiltered list is the union of its shown labelled
// lists (a comment whose label's list is withheld is in no list), never a list of its own. Pure:
// callers load, this decides.

/** The unfiltered list of a scope (every pillar). */
export const ALL_METRICS = '*';
export const listKey = (scope: string, metric: string) => `${scope}|${metric}`;

export interface CommentItem {
  /** Stable and secret-free: decides nothing but ties. */
  id: string;
  /** The author's pseudonym: distinct people, never comments, are counted. */
  author: string;
  /** The scopes (company and groups) whose lists this comment is released to. */
  scopes: readonly string[];
  metric: string;
}

/** The lists a comment lies in: its label's list in each scope it is released to. */
export function listsOf(item: CommentItem): string[] {
  return item.scopes.map((scope) => listKey(scope, item.metric));
}

/**
 * What a viewer reads of `scope` filtered to `metric` (ALL_METRICS: unfiltered): the items of its
 * shown labelled lists, or null when withheld (the filter's list is withheld, or every list of the
 * scope holding comments is). Only ever a union of shown lists, so it adds no atom.
 */
export function shownItems<T extends CommentItem>(items: readonly T[], hidden: ReadonlySet<string>, scope: string, metric: string): T[] | null {
  const inScope = items.filter((item) => item.scopes.includes(scope) && (metric === ALL_METRICS || item.metric === metric));
  const shown = inScope.filter((item) => !hidden.has(listKey(scope, item.metric)));
  if (metric !== ALL_METRICS ? hidden.has(listKey(scope, metric)) : inScope.length > 0 && shown.length === 0) return null;
  return shown;
}

interface Atom {
  signature: string[];
  lists: Set<string>;
  authors: Set<string>;
}

function atomsOf(items: readonly CommentItem[], hidden: ReadonlySet<string>): Map<string, Atom> {
  const atoms = new Map<string, Atom>();
  for (const item of items) {
    const signature = listsOf(item)
      .filter((list) => !hidden.has(list))
      .sort();
    if (signature.length === 0) continue; // in no shown list: nobody sees it
    const key = signature.join(' ');
    const atom = atoms.get(key) ?? { signature, lists: new Set(signature), authors: new Set<string>() };
    atom.authors.add(item.author);
    atoms.set(key, atom);
  }
  return atoms;
}

const isSubset = (small: readonly string[], big: ReadonlySet<string>) => small.every((list) => big.has(list));

/**
 * The lists to withhold in one family (one cycle's comments over every scope and pillar), so that
 * no set operation on the shown lists isolates 1 to minimum−1 authors:
 * 1. every list with 1 to minimum−1 authors (a scope with too few respondents has no lists: its
 *    comments come without it in `scopes`);
 * 2. while atoms have 1 to minimum−1 authors (in rounds, by signature), for each the list that
 *    separates it from an atom nested with it (one beneath the same lists, or above it) with the
 *    fewest authors is withheld (ties by key), so the atom
 *    merges with its neighbour; when no atom is nested with it, the smallest list holding it.
 * Each step withholds a list, so it ends; the same comments always give the same decisions.
 */
export function hiddenLists(items: readonly CommentItem[], minimum: number): Set<string> {
  const hidden = new Set<string>();
  const authors = new Map<string, Set<string>>();
  for (const item of items)
    for (const list of listsOf(item)) {
      const set = authors.get(list) ?? new Set<string>();
      set.add(item.author);
      authors.set(list, set);
    }
  for (const [list, set] of authors) if (set.size < minimum) hidden.add(list);
  const size = (list: string) => authors.get(list)?.size ?? 0;
  const before = (a: string, b: string) => size(a) - size(b) || (a < b ? -1 : a > b ? 1 : 0);

  for (;;) {
    const atoms = [...atomsOf(items, hidden).entries()];
    const small = atoms.filter(([, atom]) => atom.authors.size < minimum).sort(([a], [b]) => (a < b ? -1 : 1));
    if (small.length === 0) return hidden;
    // One list per small atom and round, in signature order; an atom a list of this round already
    // touched waits for the next round's atoms (so the rounds stay few, and the outcome fixed).
    const touched = new Set<string>();
    for (const [key, atom] of small) {
      if (atom.signature.some((list) => touched.has(list))) continue;
      const list = separating(key, atom, atoms, before);
      hidden.add(list);
      touched.add(list);
    }
  }
}

/** The list whose withholding merges a small atom with a neighbour (see hiddenLists, step 2). */
function separating(key: string, atom: Atom, atoms: readonly [string, Atom][], before: (a: string, b: string) => number): string {
  const mine = atom.lists;
  const candidates = new Set<string>();
  for (const [otherKey, other] of atoms) {
    if (otherKey === key) continue;
    const theirs = other.lists;
    if (theirs.size > mine.size && isSubset(atom.signature, theirs)) other.signature.forEach((list) => !mine.has(list) && candidates.add(list));
    else if (theirs.size < mine.size && isSubset(other.signature, mine)) atom.signature.forEach((list) => !theirs.has(list) && candidates.add(list));
  }
  const pool = candidates.size > 0 ? [...candidates] : [...atom.signature];
  return pool.sort(before)[0]!;
}

export interface ResponseRow {
  id: string;
  respondent: string;
  /** 'company' and the groups (with ancestors) of the author's snapshot. */
  scopes: readonly string[];
  /** Arrival order among the cycle's responses. */
  seq: number;
}

/**
 * Rule 4 for comments: which responses each scope's lists may use. A closed cycle's all; an open
 * cycle's first whole blocks by arrival of each place (the authors placed alike: the same scopes),
 * as figures are released (analytics/figures/base.ts releasedOpen). A place's released responses
 * are in every list of its scopes, so lists and their differences gain whole blocks only. `block`
 * is a multiple of k, so comments appear only at a figure's release.
 */
export function releasedByScope(responses: readonly ResponseRow[], block: number, open: boolean): Map<string, Set<string>> {
  const byPlace = new Map<string, ResponseRow[]>();
  for (const row of responses) {
    const place = [...row.scopes].sort().join('|');
    const rows = byPlace.get(place);
    if (rows) rows.push(row);
    else byPlace.set(place, [row]);
  }
  const out = new Map<string, Set<string>>();
  for (const rows of byPlace.values()) {
    const ordered = [...rows].sort((a, b) => a.seq - b.seq);
    const released = ordered.slice(0, open ? Math.floor(ordered.length / block) * block : ordered.length);
    for (const scope of rows[0]!.scopes) {
      const ids = out.get(scope) ?? new Set<string>();
      for (const row of released) ids.add(row.id);
      out.set(scope, ids);
    }
  }
  return out;
}

/** The block of new respondents with which comments are released: k's multiple reaching the comment minimum. */
export const commentBlock = (k: number, minimum: number) => Math.max(1, k) * Math.ceil(minimum / Math.max(1, k));
