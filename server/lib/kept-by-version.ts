// What follows from a company's people, groups, memberships, managers, demographic values or
// recorded cycles changes only with them, and each such commit moves the company's roster_version
// (migration 2026_11_25_100000: a deferred trigger on every one of those tables, whoever writes,
// in the same commit). So it can be worked out once per version and kept, in memory.
//
// Never older than the read: a request reads the version first, and what it keeps under that
// version is worked out afterwards, so it holds every change the version stands for. A read that
// finds another version than the kept one starts anew: versions are transaction ids, different at
// every change but not in commit order, so the newest is the one read, not the highest.

/** What a kept value is read by: its company and the roster version the request read. */
export interface Versioned {
  companyId: string;
  rosterVersion: number;
}

const COMPANIES = 1000;

/** Values kept per company at its latest version read, at most `keys` per version (first kept, first dropped). */
export class KeptByVersion {
  private readonly kept = new Map<string, { version: number; values: Map<string, Promise<unknown>> }>();

  constructor(private readonly keys: number) {}

  /** The value of `key` for the company at the version, computed once (concurrent reads share it). */
  under<T>(at: Versioned, key: string, compute: () => Promise<T>): Promise<T> {
    let entry = this.kept.get(at.companyId);
    if (entry?.version !== at.rosterVersion) {
      entry = { version: at.rosterVersion, values: new Map() };
      this.kept.delete(at.companyId);
      if (this.kept.size >= COMPANIES) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(at.companyId, entry);
    }
    const values = entry.values;
    const hit = values.get(key);
    if (hit) return hit as Promise<T>;
    if (values.size >= this.keys) values.delete(values.keys().next().value!);
    const value = compute();
    values.set(key, value);
    // A failed computation is not kept: the next read computes again.
    value.catch(() => values.get(key) === value && values.delete(key));
    return value;
  }
}
