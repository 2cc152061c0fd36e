// Sign-in, recovery and mail-sending attempts per key (identifier, client address, e-mail) in a sliding window. Kept in
// memory: one process serves a company today; a shared store replaces this map when we scale out.
const SWEEP_EVERY = 1000;

export class Throttle {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Attempts counted for the key within the window. */
  count(key: string): number {
    return this.recent(key).length;
  }

  isBlocked(key: string): boolean {
    return this.count(key) >= this.limit;
  }

  fail(key: string): void {
    this.hits.set(key, [...this.recent(key), this.now()]);
    // Keys are otherwise cleaned only when seen again: sweep now and then so a spray of
    // one-off identifiers cannot grow the map without bound.
    if (++this.sinceSweep >= SWEEP_EVERY) this.sweep();
  }

  private sinceSweep = 0;

  private sweep(): void {
    this.sinceSweep = 0;
    for (const key of [...this.hits.keys()]) this.recent(key);
  }

  get size(): number {
    return this.hits.size;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }
}
