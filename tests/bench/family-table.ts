import type { Check } from './checks.js';
import { ms, table, type Timing } from './measure.js';

// Each report family's figures as the benchmark keeps them (for the results file) and prints them.

export interface FamilyResult {
  family: string;
  scope: string;
  /**
   * As served: the engine keeps each figure per state of the company's data and recomputes the
   * ones read lately when answers arrive, so a read is a lookup. Null when the call failed.
   */
  engine: Timing | null;
  /**
   * First read: the report itself dropped before each run, the company's counts kept (as they are,
   * recomputed on every change, for a company whose reports were read in the last hours).
   */
  first: Timing | null;
  /** Cold, as the issue defines it (a report read after a restart): every cached figure dropped, then the counts read lately warmed as a start does. */
  restart: Timing | null;
  /** Not read lately: every cached figure dropped before each run, nothing warmed (a company nobody read in the hours before a start). */
  cold: Timing | null;
  postgres: Timing;
  ratio: number | null;
  coldRatio: number | null;
  target: string;
  pass: boolean;
  check: Check | { error: string };
  /** Why the timed engine calls failed. */
  error?: string;
}

export const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

export const agreement = (c: Check | { error: string }) => ('error' in c ? 'ERROR' : c.mismatches.length ? `${c.mismatches.length} differ` : 'agree');

/** A family's check as printed: its verdict, what was compared, the first few mismatches. */
export function checkLines(name: string, check: Check | { error: string }): string[] {
  if ('error' in check) return [`  ERROR ${name}: the engine call failed: ${check.error}`];
  return [
    `  ${verdict(check.mismatches.length === 0)} ${name}: ${check.compared} figures compared, ${check.withheld} withheld by the engine, max |diff| ${check.maxDiff.toPrecision(2)} — ${check.what}`,
    ...check.mismatches.slice(0, 5).map((m) => `       mismatch ${m}`),
    ...(check.mismatches.length > 5 ? [`       … ${check.mismatches.length - 5} more`] : []),
  ];
}

export function familyTable(results: readonly FamilyResult[]): string {
  return table(
    [
      'family',
      'served median',
      'p90',
      'first read',
      'p90',
      'cold: after restart',
      'p90',
      'not read lately',
      'p90',
      'Postgres median',
      'p90',
      'ratio served',
      'ratio after restart',
      'ratio not read',
      'target (served)',
      'result',
      'figures',
    ],
    results.map((r) => [
      r.family,
      r.engine ? `${ms(r.engine.median)} ms` : 'error',
      r.engine ? `${ms(r.engine.p90)} ms` : '',
      r.first ? `${ms(r.first.median)} ms` : 'error',
      r.first ? `${ms(r.first.p90)} ms` : '',
      r.restart ? `${ms(r.restart.median)} ms` : 'error',
      r.restart ? `${ms(r.restart.p90)} ms` : '',
      r.cold ? `${ms(r.cold.median)} ms` : 'error',
      r.cold ? `${ms(r.cold.p90)} ms` : '',
      `${ms(r.postgres.median)} ms`,
      `${ms(r.postgres.p90)} ms`,
      r.ratio === null ? '' : `${r.ratio.toFixed(0)}×`,
      r.restart ? `${(r.postgres.median / r.restart.median).toFixed(1)}×` : '',
      r.coldRatio === null ? '' : `${r.coldRatio.toFixed(1)}×`,
      r.target,
      verdict(r.pass),
      agreement(r.check),
    ]),
  );
}
