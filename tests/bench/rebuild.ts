import { statSync } from 'node:fs';
import path from 'node:path';
import { AnalyticsEngine, type AnalyticsSource } from '../../analytics/index.js';
import type { MemorySampler } from './measure.js';

// The engine as a start with an empty file makes it: open, then attach, which rebuilds from
// Postgres. Both the full benchmark and the growth table start this way.

/** Figures are computed for a fixed day so that runs compare the same periods. */
export const TODAY = '2026-11-18';
/** The server's default (server/env.ts DUCKDB_MEMORY_LIMIT). */
export const MEMORY_LIMIT = '448MB';
/** DuckDB's own count of its memory (duckdb_memory()), at any time of the run. */
export const DUCK_TARGET = 512e6;
/** The process as a whole (Node, DuckDB, the pg client) during the rebuild. */
export const REBUILD_RSS_TARGET = 768e6;

export interface Rebuilt {
  engine: AnalyticsEngine;
  seconds: number;
  fileBytes: number;
  /** The resident set's peak while the engine opened and rebuilt. */
  peakRss: number;
}

/** Opens an engine on an empty `dataDir` and rebuilds it from `source`; the sampler watches DuckDB throughout. */
export async function rebuildEngine(source: AnalyticsSource, dataDir: string, sampler: MemorySampler, log: (line: string) => void): Promise<Rebuilt> {
  sampler.phase('rebuild');
  const engine = await AnalyticsEngine.open({ dataDir, memoryLimit: MEMORY_LIMIT, clock: () => new Date(`${TODAY}T12:00:00Z`) });
  sampler.engine = engine;
  sampler.watchDuck(true);
  const started = performance.now();
  try {
    await engine.attach(source, log);
  } catch (error) {
    sampler.engine = null;
    await engine.close();
    throw error;
  } finally {
    sampler.watchDuck(false);
  }
  const seconds = (performance.now() - started) / 1000;
  const peakRss = sampler.rssPhases.get('rebuild') ?? 0;
  // The rebuild is over: later work counts for phases of its own.
  sampler.phase('after rebuild');
  return { engine, seconds, fileBytes: statSync(path.join(dataDir, 'analytics.duckdb')).size, peakRss };
}
