// Figures change only when answers arrive: the engine computes them once per state of a company's
// data and keeps them. Each company has a generation that a sync pass moves when it touches the
// company's data, and every cached figure names the generation it was computed for.

interface Fresh {
  company: string;
  compute: () => Promise<unknown>;
  /** The generation being computed (or computed last) and its promise. */
  gen: number;
  value: Promise<unknown>;
  /** The last value that finished, and its generation. */
  settled: { gen: number; value: unknown } | null;
  usedAt: number;
  /** Being recomputed because its company changed while it was in use (see touch). */
  prefetching: boolean;
}

const LIMIT = 500;
/** Figures read within this time are recomputed as soon as their company's data changes. */
const KEEP_WARM_MS = 15 * 60_000;
/**
 * Counts shared by a company's reports (every scope, window and months), read within this time,
 * are recomputed as soon as the company's data changes: the first read of any report of a company
 * read today is then a gate over kept counts, not a pass over the rows.
 */
export const KEEP_COUNTS_MS = 4 * 60 * 60_000;

/** What a count shared by a company's reports is made from: figures/warm.ts makes it again from this. */
export interface SharedQuery {
  companyId: string;
  today: string;
  [field: string]: unknown;
}

/** A shared count's kind and query, and when a report last read it. */
export interface SharedUse {
  kind: string;
  query: SharedQuery;
  usedAt: number;
}

interface Shared extends SharedUse {
  compute: () => Promise<unknown>;
}

function bounded<V>(map: Map<string, V>, key: string, value: V) {
  if (map.size >= LIMIT && !map.has(key)) map.delete(map.keys().next().value!);
  map.set(key, value);
}

export class FigureCache {
  private readonly generations = new Map<string, number>();
  private readonly memos = new Map<string, Promise<unknown>>();
  private readonly fresh = new Map<string, Fresh>();
  private readonly shares = new Map<string, Shared>();

  /** How many sync passes closed cycles: figures across companies of closed cycles change only then. */
  closings = 0;

  /** `holds` throws for a company whose figures this cache may not serve (an engine's share). */
  constructor(private readonly holds: (company: string) => void = () => {}) {}

  /** Every figure of a company asks for its generation before it reads: the one place `holds` is checked. */
  generation(company: string): number {
    this.holds(company);
    return this.generations.get(company) ?? 0;
  }

  /** A value computed once per key; keys name the generation of the data they read. */
  memo<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.memos.get(key);
    if (hit) return hit as Promise<T>;
    const value = compute();
    bounded(this.memos, key, value);
    value.catch(() => this.memos.delete(key));
    return value;
  }

  /**
   * A value of the company's current generation, computed once per generation (a read waits for
   * it: reports computed from it are never older than the data), and computed anew as soon as the
   * company's data changes while it is read within KEEP_COUNTS_MS (a read by a report or by other
   * counts being recomputed: counts made of counts stay warm as long as those do).
   */
  shared<T>(kind: string, query: SharedQuery, compute: () => Promise<T>): Promise<T> {
    const key = `${kind}|${JSON.stringify(query)}`;
    // Moved to the end on every read: the bound drops the counts read longest ago first.
    this.shares.delete(key);
    bounded(this.shares, key, { kind, query, compute, usedAt: Date.now() });
    return this.memo(`${key}|${this.generation(query.companyId)}`, compute);
  }

  /**
   * Dates a shared count's last read back to `usedAt` (a start's warming is no reader's read: the
   * count stays warm for as long as its last real read allows, not anew after every restart).
   */
  lastReadAt(kind: string, query: SharedQuery, usedAt: number): void {
    const entry = this.shares.get(`${kind}|${JSON.stringify(query)}`);
    if (entry) entry.usedAt = Math.min(entry.usedAt, usedAt);
  }

  /** The shared counts read within KEEP_COUNTS_MS, newest last: what a start computes again (figures/warm.ts). */
  recentShares(now = Date.now()): SharedUse[] {
    return [...this.shares.values()].filter((e) => now - e.usedAt < KEEP_COUNTS_MS).map(({ kind, query, usedAt }) => ({ kind, query, usedAt }));
  }

  /**
   * A report a leader reads: the value of the company's current generation; while it is being
   * recomputed after new answers, the last one (at most one sync pass old). Reports read lately are
   * recomputed as soon as their company changes, so a leader's next look is a lookup.
   */
  current<T>(company: string, key: string, compute: () => Promise<T>): Promise<T> {
    const gen = this.generation(company);
    let entry = this.fresh.get(key);
    if (!entry) {
      entry = { company, compute, gen: -1, value: Promise.resolve(null), settled: null, usedAt: 0, prefetching: false };
      bounded(this.fresh, key, entry);
    }
    entry.compute = compute;
    entry.usedAt = Date.now();
    // Not awaited: the recompute's result is entry.value, returned below (its own promise never rejects).
    if (entry.gen !== gen) void this.recompute(key, entry);
    // The value of the pass before, while the recompute its change started runs: a read is never
    // more than one pass behind. Anything older (a report nobody looked at lately) is waited for.
    if (entry.prefetching && entry.settled?.gen === gen - 1) return Promise.resolve(entry.settled.value as T);
    return entry.value as Promise<T>;
  }

  private recompute(key: string, entry: Fresh): Promise<unknown> {
    const gen = this.generation(entry.company);
    entry.gen = gen;
    entry.value = entry.compute();
    entry.value.then(
      (value) => {
        if (!entry.settled || entry.settled.gen <= gen) entry.settled = { gen, value };
        if (entry.gen === gen) entry.prefetching = false;
      },
      () => {
        if (entry.gen === gen) this.fresh.delete(key);
      },
    );
    return entry.value.catch(() => undefined);
  }

  /** New data for these companies: their figures are stale; recent reports are recomputed now. */
  async touch(companies: Iterable<string>): Promise<void> {
    const moved = new Set(companies);
    for (const c of moved) this.generations.set(c, this.generation(c) + 1);
    const now = Date.now();
    // Shared counts first, filed under the new generation: the reports recomputed next read them.
    const counts = [...this.shares]
      .filter(([, e]) => moved.has(e.query.companyId) && now - e.usedAt < KEEP_COUNTS_MS)
      .map(([key, e]) => this.memo(`${key}|${this.generation(e.query.companyId)}`, e.compute).catch(() => undefined));
    const due = [...this.fresh].filter(([, e]) => moved.has(e.company) && now - e.usedAt < KEEP_WARM_MS);
    for (const [, e] of due) e.prefetching = true;
    await Promise.all([...counts, ...due.map(([key, e]) => this.recompute(key, e))]);
  }

  /** Forgets the reports kept, not the counts they are made of (the benchmark's first read). */
  forgetReports(): void {
    this.fresh.clear();
  }

  clear(): void {
    this.memos.clear();
    this.fresh.clear();
    this.shares.clear();
  }
}
