import type pg from 'pg';
import type { AnalyticsEngine } from '../../analytics/engine.js';
import { companyScores, scopeBenchmark } from '../../analytics/figures/benchmark.js';
import { compareGroups } from '../../analytics/figures/comparison.js';
import { correlationReport } from '../../analytics/figures/correlation.js';
import { cellKey, type TreeNode } from '../../analytics/figures/gating.js';
import { npsReport } from '../../analytics/figures/nps.js';
import { participationReport } from '../../analytics/figures/participation.js';
import { firstDay, HISTORY_MONTHS, lastMonths, NPS_HISTORY_MONTHS, reportWindow, WINDOW_MONTHS } from '../../analytics/figures/period.js';
import { ALL, gatedOnce } from '../../analytics/figures/gated.js';
import { scopeReport } from '../../analytics/figures/scores.js';
import { monthlyCounts } from '../../analytics/figures/history.js';
import { submetricFigures } from '../../analytics/figures/submetrics.js';
import { METRICS, PILLARS, type Metric } from '../../analytics/metrics.js';
import * as base from './baseline.js';
import * as checks from './checks.js';
import type { Check } from './checks.js';

// The report families of the issue, each as Clima's engine call and as the same figure in plain
// Postgres SQL, with a check that the two agree before either is timed.

export interface Setting {
  engine: AnalyticsEngine;
  pool: pg.Pool;
  companyId: string;
  today: string;
  k: number;
  tree: TreeNode[];
  /** The mid-level group of the group-scoped families. */
  group: string;
  metric: Metric;
  /** People who can answer, per group (the server reads these from Postgres for each request). */
  active: Map<string, number>;
}

export interface Family {
  name: string;
  scope: string;
  /** The absolute target for the engine, when it sets one. */
  targetMs: number | null;
  engine: () => Promise<unknown>;
  postgres: () => Promise<unknown>;
  check: () => Promise<Check>;
}

export const CORRELATION_VARIABLES = [...PILLARS, 'enps'] as const;

/** The family whose cold time the growth table follows across scales. */
export const FULL_REPORT = 'full company report (all groups × pillars)';

export function families(s: Setting): Family[] {
  const window = reportWindow(s.today);
  const monthsFrom = (n: number) => firstDay(lastMonths(s.today, n)[0]!);
  const common = { companyId: s.companyId, today: s.today, windowFrom: window.from };
  const groupScope = { ...common, scope: s.group };
  const report = () => scopeReport(s.engine, { companyId: s.companyId, today: s.today, k: s.k, tree: s.tree, scope: s.group, rosters: s.active, unled: new Map() });

  // The window's scores add up the months the engine shows (window-sum.ts): which those are is the
  // gate's decision, read from the engine; the sums are Postgres's.
  const windowMonths = lastMonths(s.today, WINDOW_MONTHS);
  const shownMonths = async (): Promise<checks.ShownMonth> => {
    const months = await monthlyCounts(s.engine, { companyId: s.companyId, today: s.today, k: s.k, months: HISTORY_MONTHS });
    const gatedMonths = new Map([...months].map(([month, list]) => [month, gatedOnce(list, s.tree, s.k, ALL)]));
    return (scope, month, metric) => {
      const bucket = gatedMonths.get(month);
      const key = cellKey(scope, null);
      return Boolean(bucket?.counts.has(key) && !bucket.hidden.get(metric === 'overall' ? 'respondents' : (metric as Metric))!.has(key));
    };
  };
  const companyQuery: base.FigureQuery = { ...common, from: window.from, scope: 'all', months: false, metrics: [...PILLARS, 'enps'] };
  const dashboardQuery: base.FigureQuery = { ...groupScope, from: monthsFrom(HISTORY_MONTHS), months: true, metrics: METRICS };
  const npsQuery: base.FigureQuery = { ...groupScope, from: monthsFrom(NPS_HISTORY_MONTHS), months: true, metrics: ['enps'] };
  const metricQuery: base.FigureQuery = { ...groupScope, from: monthsFrom(HISTORY_MONTHS), months: true, metrics: [s.metric] };
  const submetricQuery = { ...groupScope, from: window.from, months: false, metrics: [s.metric], metric: s.metric };
  const benchmarkQuery = { from: window.from, today: s.today, minimum: 10 };
  const correlationQuery = { companyId: s.companyId, from: monthsFrom(12), today: s.today, variables: CORRELATION_VARIABLES };

  const compare = () => compareGroups(s.engine, { companyId: s.companyId, today: s.today, k: s.k, tree: s.tree, groups: s.tree.map((t) => t.id), active: s.active });
  const nps = () =>
    npsReport(s.engine, { companyId: s.companyId, today: s.today, k: s.k, tree: s.tree, scope: s.group, metric: 'enps', unasked: new Map(), rosters: s.active });
  const metricDetail = async () => {
    // As GET /reports/:groupId/metrics/:metricId: the scope's report, then the metric's submetrics.
    const r = await report();
    const figure = r?.metrics.find((m) => m.metric === s.metric);
    const subs = await submetricFigures(s.engine, {
      companyId: s.companyId,
      today: s.today,
      k: s.k,
      tree: s.tree,
      scope: s.group,
      metric: s.metric,
      metricRespondents: figure && !figure.withheld ? figure.respondents : null,
    });
    return { figure, subs };
  };
  const participation = () => participationReport(s.engine, { companyId: s.companyId, today: s.today, k: s.k, tree: s.tree, scope: s.group, rosters: s.active });
  const correlation = () => correlationReport(s.engine, { companyId: s.companyId, today: s.today, k: s.k, scope: 'company' });

  return [
    {
      name: FULL_REPORT,
      scope: `${s.tree.length} groups + company, report window`,
      targetMs: 250,
      engine: compare,
      postgres: () => base.figures(s.pool, companyQuery),
      check: async () => checks.companyReport(await compare(), await base.figures(s.pool, { ...companyQuery, release: s.k }), windowMonths, await shownMonths()),
    },
    {
      name: "one group's dashboard (window + 12 months)",
      scope: 'mid-level group, all 16 metrics',
      targetMs: 100,
      engine: report,
      postgres: () => base.figures(s.pool, dashboardQuery),
      check: async () => checks.dashboard(await report(), await base.figures(s.pool, { ...dashboardQuery, release: s.k }), s.group, windowMonths, await shownMonths()),
    },
    {
      name: 'eNPS with 15 months of history',
      scope: 'mid-level group',
      targetMs: null,
      engine: nps,
      postgres: () => base.figures(s.pool, npsQuery),
      check: async () => checks.nps(await nps(), await base.figures(s.pool, { ...npsQuery, release: s.k }), s.group, windowMonths, await shownMonths()),
    },
    {
      name: 'metric detail with submetrics',
      scope: `mid-level group, ${s.metric}`,
      targetMs: null,
      engine: metricDetail,
      postgres: async () => [await base.figures(s.pool, metricQuery), await base.submetrics(s.pool, submetricQuery)],
      check: async () => checks.submetrics((await metricDetail()).subs, await base.submetrics(s.pool, { ...submetricQuery, release: s.k })),
    },
    {
      name: 'participation (cycles, 7/14 days, weeks)',
      scope: 'mid-level group',
      targetMs: null,
      engine: participation,
      postgres: () => base.participation(s.pool, { companyId: s.companyId, today: s.today, scope: s.group }),
      check: async () => checks.participation(await participation(), await base.participation(s.pool, { companyId: s.companyId, today: s.today, scope: s.group }), s.k),
    },
    {
      name: 'benchmark across companies',
      scope: 'all companies, window, closed cycles',
      targetMs: null,
      // As the benchmark page reads it: the company placed among every company's scores (those kept by the day).
      engine: () => scopeBenchmark(s.engine, { companyId: s.companyId, today: s.today, k: s.k, tree: s.tree, scope: 'company', rosters: s.active, unled: new Map() }),
      postgres: () => base.companies(s.pool, benchmarkQuery),
      check: async () => checks.benchmark(await companyScores(s.engine, s.today), await base.companies(s.pool, benchmarkQuery)),
    },
    {
      name: 'correlation matrix (10 pillars + eNPS)',
      scope: 'company, 12 months, closed cycles',
      targetMs: 200,
      engine: correlation,
      postgres: () => base.correlations(s.pool, correlationQuery),
      check: async () => checks.correlation(await correlation(), await base.correlations(s.pool, correlationQuery)),
    },
  ];
}
