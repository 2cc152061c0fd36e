import { cumulativeStdNormalProbability } from 'simple-statistics';
import type { FigureReader } from '../reader.js';
import { MINIMUMS } from '../../domain/minimums.js';
import { col, PILLARS, type Metric } from '../metrics.js';
import { closedCycle, day, uuid } from './base.js';
import { addMonths, monthOf } from './period.js';

// How the pillars move together, per respondent and closed cycle over the last 12 months: the
// Pearson correlation of each pair, its number of observations, and whether it is significant
// (two-sided p < 0.05, Fisher's z). The driver view ranks the pillars by their correlation with
// eNPS. Only after at least 5 days of answers, with at least MIN_OBSERVATIONS people (and k)
// behind the matrix and MIN_OBSERVATIONS pairs behind each correlation.

const MIN_DAYS = MINIMUMS.correlation.days;
const MIN_OBSERVATIONS = MINIMUMS.correlation.observations;
const VARIABLES = [...PILLARS, 'enps'] as const satisfies readonly Metric[];

export interface Correlation {
  a: Metric;
  b: Metric;
  r: number | null;
  n: number | null;
  p: number | null;
  significant: boolean;
}

export interface CorrelationReport {
  available: boolean;
  days: number;
  /** Respondent × cycle rows and distinct people behind the matrix (null until it is shown). */
  observations: number | null;
  people: number | null;
  variables: readonly Metric[];
  pairs: Correlation[];
  drivers: { metric: Metric; r: number | null; n: number | null; significant: boolean }[];
}

/** Two-sided p of a correlation r on n pairs, by Fisher's z transform. */
export function pValue(r: number, n: number): number | null {
  if (n < 4 || Math.abs(r) >= 1) return Math.abs(r) >= 1 && n >= 4 ? 0 : null;
  const z = Math.atanh(r) * Math.sqrt(n - 3);
  return 2 * (1 - cumulativeStdNormalProbability(Math.abs(z)));
}

/** Kept per state of the company's data (analytics/cache.ts): computed when answers arrive, read as a lookup. */
export function correlationReport(engine: FigureReader, q: { companyId: string; today: string; k: number; scope: string }): Promise<CorrelationReport> {
  return engine.cache.current(q.companyId, `correlationReport|${q.companyId}|${JSON.stringify(q)}`, () => computeCorrelationReport(engine, q));
}

/**
 * What a company's matrix stands on, kept with its shared counts (a lookup on a first read): the
 * days with answers, and the closed cycles' rows of the last 12 months, which are only ever added
 * to (a cycle closing, a late answer), so their number and newest seq name their state.
 */
export const correlationState = (engine: FigureReader, q: { companyId: string; today: string }) =>
  engine.cache.shared('correlation', { companyId: q.companyId, today: q.today }, async () => {
    const company = uuid(q.companyId);
    const [days] = await engine.all<{ days: number }>(
      `select count(distinct day)::int as days from participation_days where company_id = ${company} and scope = 'company'`,
    );
    const [state] = await engine.all<{ n: number; last: number | null }>(`select count(*)::int as n, max(seq) as last ${closedRows(q)}`);
    return { days: days?.days ?? 0, n: state?.n ?? 0, last: state?.last ?? null };
  });

const closedRows = (q: { companyId: string; today: string }) => {
  const company = uuid(q.companyId);
  return `from respondent_cycles where company_id = ${company} and starts_on between ${day(`${addMonths(monthOf(q.today), -11)}-01`)} and ${day(q.today)} and ${closedCycle(company)}`;
};

async function computeCorrelationReport(engine: FigureReader, q: { companyId: string; today: string; k: number; scope: string }): Promise<CorrelationReport> {
  const { days, n, last } = await correlationState(engine, q);
  const scope = q.scope === 'company' ? 'true' : `list_contains(group_ids, ${uuid(q.scope)})`;
  const pairs: [Metric, Metric][] = VARIABLES.flatMap((a, i) => VARIABLES.slice(i + 1).map((b) => [a, b] as [Metric, Metric]));
  const select = pairs.map(([a, b], i) => `corr(${col(a)}, ${col(b)}) as r${i}, regr_count(${col(a)}, ${col(b)})::int as n${i}`).join(', ');
  // The matrix is computed once per state of the closed rows, not per answer.
  const row = await engine.cache.memo(`correlation|${q.companyId}|${q.scope}|${q.today}|${n}|${last}`, async () => {
    const [values] = await engine.all(`select count(*)::int as observations, count(distinct respondent)::int as people, ${select} ${closedRows(q)} and ${scope}`);
    return values;
  });
  const observations = Number(row?.observations ?? 0);
  // People, not rows: one person answering many cycles is still one person.
  const people = Number(row?.people ?? 0);
  const available = days >= MIN_DAYS && people >= Math.max(MIN_OBSERVATIONS, q.k) && observations >= MIN_OBSERVATIONS;
  const result: Correlation[] = pairs.map(([a, b], i) => {
    const n = Number(row?.[`n${i}`] ?? 0);
    const raw = row?.[`r${i}`] as number | null | undefined;
    const r = available && n >= Math.max(MIN_OBSERVATIONS, q.k) && raw !== null && raw !== undefined && Number.isFinite(raw) ? Math.round(raw * 1000) / 1000 : null;
    const p = r === null ? null : pValue(r, n);
    // Counts of pairs are shown only beside a shown correlation.
    return { a, b, r, n: r === null ? null : n, p: p === null ? null : Math.round(p * 10_000) / 10_000, significant: p !== null && p < 0.05 };
  });
  const drivers = PILLARS.map((metric) => {
    const pair = result.find((c) => (c.a === metric && c.b === 'enps') || (c.b === metric && c.a === 'enps'))!;
    return { metric, r: pair.r, n: pair.n, significant: pair.significant };
  }).sort((x, y) => (y.r ?? -2) - (x.r ?? -2));
  return { available, days, observations: available ? observations : null, people: available ? people : null, variables: VARIABLES, pairs: result, drivers };
}
