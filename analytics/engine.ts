import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DuckDBConnection, DuckDBInstance, type DuckDBValue } from '@duckdb/node-api';
import { FigureCache } from './cache.js';
import { noteRecent, warmRecent } from './warm.js';
import { builtFrom, rebuild } from './rebuild.js';
import { createSchema, getMeta, SCHEMA_VERSION, storedVersion } from './schema.js';
import { asColumns, asRows, type Columns, type FigureReader, type Row } from './reader.js';
import { checkShare, inShare, shareName, WHOLE, type AnalyticsSource, type Share } from './source.js';
import { horizonOf, maxSeqOf, syncOnce } from './sync.js';
import type { Instrument } from './instruments/instrument.js';
import { syncInstrument, type InstrumentSource } from './instruments/items.js';

export interface AnalyticsOptions {
  /** Folder for the DuckDB file, or null for an in-memory engine (tests). */
  dataDir: string | null;
  memoryLimit: string;
  /** The time of day, for which cycles are closed (tests move it). */
  clock?: () => Date;
  /** The companies this engine holds (source.ts inShare): all of them unless given. */
  share?: Share;
}

/** How soon after a nudge the sync runs: answers arriving together are read in one pass. */
const MICRO_BATCH_MS = 1_000;
/** A pass now and then even without nudges: answers written by another process. */
const SAFETY_PASS_MS = 30_000;

// The analytics engine owns its DuckDB instance and never imports server code. Extensions come
// only from what the package ships: nothing may wait on a download our machines cannot make.
export class AnalyticsEngine implements FigureReader {
  private source: AnalyticsSource | null = null;
  /** The instruments stored in the long form, each with its own source and watermark. */
  private readonly instruments = new Map<string, { instrument: Instrument; source: InstrumentSource }>();
  private log: (line: string) => void = () => {};
  private timer: NodeJS.Timeout | null = null;
  private safety: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private rebuilding: Promise<void> | null = null;
  private rebuildAgain = false;
  /** The time of day (cycles close by it); tests move it. */
  clock: () => Date;
  private readonly memoryLimit: string;
  private readonly share: Share;

  private constructor(
    private readonly instance: DuckDBInstance,
    /** Writes: the sync, one pass at a time. */
    private readonly writer: DuckDBConnection,
    /** Reads: reports, which never wait for a sync pass to finish. */
    private readonly reader: DuckDBConnection,
    options: AnalyticsOptions,
  ) {
    this.clock = options.clock ?? (() => new Date());
    this.memoryLimit = options.memoryLimit;
    this.share = options.share ?? WHOLE;
    // A read of a company outside the share fails rather than answer figures of no data.
    const share = this.share;
    this.cache = new FigureCache((company) => {
      if (!inShare(company, share)) throw new Error(`company ${company} is outside this analytics engine's share ${shareName(share)}`);
    });
  }

  static async open(options: AnalyticsOptions): Promise<AnalyticsEngine> {
    if (options.share) checkShare(options.share);
    let file = ':memory:';
    if (options.dataDir) {
      mkdirSync(options.dataDir, { recursive: true });
      file = path.join(options.dataDir, 'analytics.duckdb');
    }
    const instance = await DuckDBInstance.create(file, {
      memory_limit: options.memoryLimit,
      threads: '2',
      autoinstall_known_extensions: 'false',
      autoload_known_extensions: 'false',
    });
    const writer = await instance.connect();
    if ((await storedVersion(writer)) !== SCHEMA_VERSION) await createSchema(writer);
    const reader = await instance.connect();
    return new AnalyticsEngine(instance, writer, reader, options);
  }

  private today = () => this.clock().toISOString().slice(0, 10);

  /**
   * Ties the engine to its Postgres source and brings it up to date: a file that is empty, of
   * another schema or of another database is rebuilt; otherwise the answers since its watermark
   * are read. Then every nudge (a committed answer) starts a pass within about a second.
   */
  async attach(source: AnalyticsSource, log: (line: string) => void = () => {}): Promise<void> {
    this.source = source;
    this.log = log;
    const [identity, built, mine, newest, horizon] = await Promise.all([
      source.identity(),
      getMeta(this.writer, 'source'),
      maxSeqOf(this.writer),
      source.maxSeq(),
      horizonOf(this.writer),
    ]);
    // Another database or share, a file from a restored backup (ahead of the source) or one never filled.
    if (built !== builtFrom(identity, this.share) || mine > newest || (horizon === '0' && newest > 0)) {
      await this.whileRebuilding(async () => {
        await rebuild(this.writer, source, this.share, this.today(), log, this.memoryLimit);
        await this.pass();
      });
    } else await this.cache.touch(await this.pass());
    this.safety = setInterval(() => this.nudge(), SAFETY_PASS_MS);
    this.safety.unref();
    // Not awaited: reports asked for meanwhile share what it computes.
    const started = performance.now();
    this.warming = this.warm().then(
      (made) => {
        if (made) this.log(`analytics: ${made} counts read lately computed again in ${Math.round(performance.now() - started)} ms`);
        return made;
      },
      (error: Error) => (this.log(`analytics: warming failed: ${error.message}`), 0),
    );
  }

  /** The start's warming of the counts read lately (warm.ts), while it runs. */
  private warming: Promise<number> = Promise.resolve(0);
  /** The counts read lately, as last noted in the file. */
  private noted: string | null = null;

  /** Computes again the shared counts the file notes as read lately (what a start does); how many. */
  async warm(): Promise<number> {
    return warmRecent(this.reader, this, this.today(), () => this.closed);
  }

  /**
   * Stores an instrument's answers in the long form and keeps them in step with its source, like
   * the engagement survey's: now, at every nudge and pass, and anew after a rebuild.
   */
  async attachInstrument(instrument: Instrument, source: InstrumentSource): Promise<void> {
    this.instruments.set(instrument.id, { instrument, source });
    await this.sync();
  }

  /** One pass over every source: the companies whose data changed. */
  private async pass(): Promise<Set<string>> {
    const survey = this.source ? await syncOnce(this.writer, this.source, this.today(), this.share) : null;
    if (survey?.closed) this.cache.closings++;
    const touched = survey?.touched ?? new Set<string>();
    for (const { instrument, source } of this.instruments.values())
      for (const company of await syncInstrument(this.writer, instrument, source, this.share, this.today())) touched.add(company);
    return touched;
  }

  /** Builds the file anew from Postgres (what a start does when the file cannot be trusted). */
  async rebuild(): Promise<void> {
    if (!this.source) throw new Error('the analytics engine is not attached to a source');
    await this.running?.catch(() => undefined);
    const source = this.source;
    // Held as the running pass, so that a nudge waits for it rather than writing alongside.
    // The instruments' answers are read again whole: the new file holds no watermark of theirs.
    this.running = this.whileRebuilding(async () => {
      await rebuild(this.writer, source, this.share, this.today(), this.log, this.memoryLimit);
      await this.pass();
    }).finally(() => (this.running = null));
    await this.running;
  }

  /**
   * Figures wait while the file is rebuilt: its tables are dropped and refilled, and until the
   * pass after the load has marked the ended cycles closed, every row would read as an open
   * cycle's (released in blocks of k), a report whose difference from the next one would be one
   * person's answers. Reads resume on the new file with nothing kept from the old one.
   */
  private async whileRebuilding(build: () => Promise<void>): Promise<void> {
    const done = build().finally(() => this.cache.clear());
    this.rebuildingNow = done;
    try {
      await done;
    } finally {
      if (this.rebuildingNow === done) this.rebuildingNow = null;
    }
  }

  private rebuildingNow: Promise<void> | null = null;

  /** A figure's query: after any rebuild under way (see whileRebuilding). */
  private async read(sql: string, values: DuckDBValue[] = []) {
    while (this.rebuildingNow) await this.rebuildingNow.catch(() => undefined);
    return this.reader.runAndReadAll(sql, values);
  }

  /**
   * Asks for a rebuild after stored responses were rewritten in place (their seq unchanged, so the
   * sync by seq does not see them); call it once the rewrite has committed. Asks while a rebuild
   * runs share one more after it. Without a source (not attached, as in most tests) there is
   * nothing to rebuild.
   */
  requestRebuild(): void {
    if (!this.source || this.closed) return;
    this.rebuildAgain = true;
    if (this.rebuilding) return;
    this.rebuilding = (async () => {
      // The loop always awaits once before it ends, so `rebuilding` is set when it is cleared.
      while (this.rebuildAgain && !this.closed) {
        this.rebuildAgain = false;
        await this.rebuild().catch((error: Error) => this.log(`analytics: rebuild failed: ${error.message}`));
      }
      this.rebuilding = null;
    })();
  }

  /** Resolves once the rebuilds asked for so far have run. */
  async rebuilt(): Promise<void> {
    await this.rebuilding;
  }

  /** Asks for a sync pass soon; calls within the micro-batch window share one pass. */
  nudge(): void {
    if ((!this.source && this.instruments.size === 0) || this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.sync().catch((error: Error) => this.log(`analytics: sync failed: ${error.message}`));
    }, MICRO_BATCH_MS);
    this.timer.unref();
  }

  /** One pass now (waits for a running one, then runs again if asked meanwhile). */
  async sync(): Promise<void> {
    if (!this.source && this.instruments.size === 0) return;
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        // The pass ends once the reports read lately are recomputed: a read after it is fresh.
        await this.cache.touch(await this.pass());
        this.noted = await noteRecent(this.writer, this.cache, this.noted);
      } while (this.again);
    })().finally(() => (this.running = null));
    return this.running;
  }

  /** Figures kept per state of each company's data (see cache.ts). */
  readonly cache: FigureCache;

  /** Rows of a read query, as plain values. */
  async all<T extends Row = Row>(sql: string, values: DuckDBValue[] = []): Promise<T[]> {
    return asRows<T>(await this.read(sql, values));
  }

  /** A read query's result by column: for wide results read in bulk, without a row object each. */
  async columns(sql: string): Promise<Columns> {
    return asColumns(await this.read(sql));
  }

  /** A round trip through the engine, for the health check. */
  async ping(): Promise<boolean> {
    // Not a figure: answers during a rebuild too.
    const reader = await this.reader.runAndReadAll('select 1 as ok');
    return Number(reader.getRowObjectsJS()[0]?.ok) === 1;
  }

  /** The memory DuckDB holds now, in bytes (for the benchmark). */
  async memoryUsage(): Promise<number> {
    // Not a figure: the benchmark samples it during a rebuild.
    const reader = await this.reader.runAndReadAll('select sum(memory_usage_bytes)::bigint as bytes from duckdb_memory()');
    return Number(reader.getRowObjectsJS()[0]?.bytes ?? 0);
  }

  /** Stops syncing, lets a running pass finish, then closes the file. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.safety) clearInterval(this.safety);
    await this.rebuilding;
    await this.running?.catch(() => undefined);
    await this.warming;
    this.reader.closeSync();
    this.writer.closeSync();
    this.instance.closeSync();
  }
}
