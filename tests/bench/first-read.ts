import type { FamilyResult } from './family-table.js';
import { FULL_REPORT } from './families.js';

// The targets of "reports fast from the first read": the served figures above are lookups, so
// these judge the reads that find nothing kept (cold: after a start) or only the company's shared
// counts (first read), the rebuild and the freshness more strictly than the earlier targets.

export const FIRST_READ_TARGETS = { coldFullMs: 100, coldRatio: 10, firstMs: 10, rebuildS: 10, freshnessMs: 2_000 };

export interface Verdict {
  line: string;
  pass: boolean;
}

const list = (results: readonly FamilyResult[], value: (r: FamilyResult) => string) => results.map((r) => `${r.family.split(' (')[0]} ${value(r)}`).join('; ');

export function firstReadVerdicts(results: readonly FamilyResult[], rebuildS: number, freshnessMs: number | null): Verdict[] {
  const t = FIRST_READ_TARGETS;
  const full = results.find((r) => r.family === FULL_REPORT)?.cold?.median ?? null;
  const slowCold = results.filter((r) => r.coldRatio === null || r.coldRatio < t.coldRatio);
  const slowFirst = results.filter((r) => !r.first || r.first.median > t.firstMs);
  const ms = (n: number | null | undefined) => (n === null || n === undefined ? 'ERROR' : `${n.toFixed(1)} ms`);
  return [
    { line: `cold full company report ${ms(full)} — target ≤ ${t.coldFullMs} ms`, pass: full !== null && full <= t.coldFullMs },
    {
      line: `every family cold ≥ ${t.coldRatio}× Postgres — ${slowCold.length ? `below: ${list(slowCold, (r) => `${r.coldRatio?.toFixed(1) ?? '?'}×`)}` : 'all'}`,
      pass: slowCold.length === 0,
    },
    { line: `every first read ≤ ${t.firstMs} ms — ${slowFirst.length ? `above: ${list(slowFirst, (r) => ms(r.first?.median))}` : 'all'}`, pass: slowFirst.length === 0 },
    { line: `rebuild ${rebuildS.toFixed(1)} s — target ≤ ${t.rebuildS} s`, pass: rebuildS <= t.rebuildS },
    { line: `freshness ${ms(freshnessMs)} — target ≤ ${t.freshnessMs / 1000} s`, pass: freshnessMs !== null && freshnessMs <= t.freshnessMs },
  ];
}
