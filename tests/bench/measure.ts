import type { AnalyticsEngine } from '../../analytics/engine.js';

// Timing and memory for the benchmark: medians and 90th percentiles of repeated runs, and peaks of
// DuckDB's memory and the process's resident set.

export interface Timing {
  median: number;
  p90: number;
  runs: number;
  warmups: number;
}

/** A run longer than this is slow: fewer repetitions keep the whole benchmark to a few minutes. */
const SLOW_MS = 1_000;
const SLOW_RUNS = 5;

const quantile = (sorted: readonly number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;

/**
 * Runs `fn` after warm-ups (caches, JIT, Postgres buffers) and returns the median and p90 in ms.
 * `between` runs outside the timed part (memory sampling).
 */
export async function timeRuns(fn: () => Promise<unknown>, opts: { warmups: number; runs: number; between?: () => Promise<void> }): Promise<Timing> {
  let started = performance.now();
  await fn();
  const slow = performance.now() - started > SLOW_MS;
  const warmups = slow ? 1 : Math.max(1, opts.warmups);
  const runs = slow ? Math.min(opts.runs, SLOW_RUNS) : opts.runs;
  for (let i = 1; i < warmups; i++) await fn();
  await opts.between?.();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    started = performance.now();
    await fn();
    times.push(performance.now() - started);
    await opts.between?.();
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), p90: quantile(times, 0.9), runs, warmups };
}

/**
 * Peaks of memory. The resident set is sampled on a timer all along; DuckDB's own count is a query
 * on the engine's read connection, so it is sampled on a timer only while no report is being
 * timed (rebuild, freshness) and between timed runs otherwise, never inside one.
 */
export class MemorySampler {
  peakRss = 0;
  peakDuck = 0;
  samples = 0;
  /** DuckDB's peak per phase of the run, to tell which work reached it. */
  readonly phases = new Map<string, number>();
  /** The resident set's peak per phase (the rebuild has a target of its own). */
  readonly rssPhases = new Map<string, number>();
  /** The engine whose DuckDB memory is sampled, once open. */
  engine: AnalyticsEngine | null = null;
  private current = 'start';
  private rssTimer: NodeJS.Timeout | null = null;
  private duckTimer: NodeJS.Timeout | null = null;
  private busy = false;

  start(): void {
    this.sampleRss();
    this.rssTimer = setInterval(() => this.sampleRss(), 100);
  }

  private sampleRss() {
    const rss = process.memoryUsage().rss;
    this.peakRss = Math.max(this.peakRss, rss);
    this.rssPhases.set(this.current, Math.max(this.rssPhases.get(this.current) ?? 0, rss));
  }

  async sampleDuck(): Promise<void> {
    const engine = this.engine;
    if (!engine || this.busy) return;
    this.busy = true;
    try {
      const bytes = await engine.memoryUsage();
      this.peakDuck = Math.max(this.peakDuck, bytes);
      this.phases.set(this.current, Math.max(this.phases.get(this.current) ?? 0, bytes));
      this.samples++;
    } catch {
      // The engine may be closing; a missed sample is no harm.
    } finally {
      this.busy = false;
    }
    this.sampleRss();
  }

  /** Work from now on counts for `name`; the resident set is sampled as the phase starts. */
  phase(name: string): void {
    this.current = name;
    this.sampleRss();
  }

  /** Samples DuckDB every 250 ms while `on`. */
  watchDuck(on: boolean): void {
    if (on && !this.duckTimer) this.duckTimer = setInterval(() => void this.sampleDuck(), 250);
    if (!on && this.duckTimer) {
      clearInterval(this.duckTimer);
      this.duckTimer = null;
    }
  }

  stop(): void {
    this.watchDuck(false);
    if (this.rssTimer) clearInterval(this.rssTimer);
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

/** A failing engine call is a finding to print, not a reason to stop measuring the rest. */
export async function attempt<T>(fn: () => Promise<T>): Promise<{ ok: T } | { error: string }> {
  try {
    return { ok: await fn() };
  } catch (error) {
    return { error: message(error) };
  }
}

export const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
export const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

/** A plain text table, columns padded; numbers right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (/^[\d.,×<>-]+( ms| s)?$/.test(c) && i > 0 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
