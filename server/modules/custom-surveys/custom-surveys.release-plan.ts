import { shuffled } from '../../lib/shuffled.js';

// Which held responses of one survey's cycle a release pass writes, and under which place (rule 4
// and "What is stored" of ANONYMITY.md). A copy of the database groups written responses by the
// transaction that wrote them, and reads each response's groups and options in clear beside who
// answered and where each person is: so every place (the same groups and options) of every
// written batch holds k or more responses.
// - While the cycle is open, a place is written once 2k of its responses wait, all but k of them
//   (those k chosen at random): so it always has k or more left for the cycle's end.
// - When the cycle ends, every place with k or more waiting is written whole. The places with
//   fewer are pooled and written under what they all share (their common groups and options) when
//   the pool holds k or more; or else joined to a place written then that they all are in (its
//   groups and options are theirs too: a parent group's), under that place, which keeps its own;
//   or else never written (a cycle's last fewer than k answers that no place of k takes in are no
//   figure anyone may read: they stay sealed, counted in participation only).

export interface Place {
  groupIds: readonly string[];
  optionIds: readonly string[];
}

const keyOf = (p: Place) => `${[...p.groupIds].sort().join(',')}|${[...p.optionIds].sort().join(',')}`;
const common = (sets: readonly (readonly string[])[]) => sets.reduce<string[]>((acc, set) => acc.filter((x) => set.includes(x)), [...(sets[0] ?? [])]).sort();

/** The responses to write now, each with the place it is written under. */
export function releasePlan<T extends Place>(held: readonly T[], k: number, ended: boolean): { row: T; place: Place }[] {
  const places = new Map<string, T[]>();
  for (const row of held) places.set(keyOf(row), [...(places.get(keyOf(row)) ?? []), row]);
  const at = (rows: readonly T[], { groupIds, optionIds }: Place) => rows.map((row) => ({ row, place: { groupIds, optionIds } }));
  const cut = (rows: readonly T[]) => at(rows, { groupIds: common(rows.map((r) => r.groupIds)), optionIds: common(rows.map((r) => r.optionIds)) });
  if (!ended) return [...places.values()].filter((rows) => rows.length >= 2 * k).flatMap((rows) => at(shuffled(rows).slice(k), rows[0]!));

  const whole = [...places.values()].filter((rows) => rows.length >= k);
  const pool = [...places.values()].filter((rows) => rows.length < k).flat();
  const written = whole.flatMap((rows) => at(rows, rows[0]!));
  if (pool.length === 0) return written;
  const shared = cut(pool)[0]!.place;
  if (pool.length >= k) return [...written, ...at(pool, shared)];
  const within = (p: Place) => p.groupIds.every((g) => shared.groupIds.includes(g)) && p.optionIds.every((o) => shared.optionIds.includes(o));
  // The deepest such place (most groups, then options; ties: the larger, then by key).
  const [host] = whole
    .filter((rows) => within(rows[0]!))
    .sort(
      (a, b) =>
        b[0]!.groupIds.length - a[0]!.groupIds.length || b[0]!.optionIds.length - a[0]!.optionIds.length || b.length - a.length || (keyOf(a[0]!) < keyOf(b[0]!) ? -1 : 1),
    );
  return host ? [...written, ...at(pool, host[0]!)] : written;
}
