import { writeCompany } from './company.js';
import { loadLibrary } from './library.js';
import type { CompanyOptions, GeneratedCompany, Progress } from './options.js';
import { withTarget, type Target } from './target.js';

// Deterministic synthetic data for benchmarks and the demo company: real tables, written as the
// product would have written them, so that reports read it like real data.
//
//   generateCompany({ kind: 'kysely', db }, { name, employees, groups, levels, cycles, intervalDays,
//                     participation, seed, pseudonymKey, today })
//   generateBenchmarkData({ kind: 'postgres', url }, { seed, pseudonymKey, today }, onProgress)
//
// The target's role must bypass row-level security (the database owner as superuser, as the
// migrations run): the generator writes tenant tables for many companies at once.

export { BENCHMARK_PSEUDONYM_KEY, BENCHMARK_SEED, benchmarkCompanies, generateBenchmarkData, type BenchmarkOptions, type BenchmarkResult } from './benchmark.js';
export { libraryFromSeeds, loadLibrary, type Library } from './library.js';
export type { CompanyCounts, CompanyOptions, GeneratedCompany, Progress } from './options.js';
export { progressBar } from './progress.js';
export { Rng } from './random.js';
export { GENERATED_TABLES, type Target } from './target.js';
export type { BulkWriter, Row, TableName, Value } from './writer.js';
export { MemoryWriter } from './writer-memory.js';

/** One company, written in one transaction. */
export async function generateCompany(target: Target, options: CompanyOptions, onProgress?: Progress): Promise<GeneratedCompany> {
  return withTarget(target, async (writer) => {
    const library = options.library ?? (await loadLibrary(writer));
    return writer.atomically((w) => writeCompany(w, library, options, onProgress));
  });
}
