import type { Change, MetricFigure, NpsFigure, NpsReport, ScopeReport, SubmetricFigure } from '../../../analytics/index.js';
import type { MetricLabels } from './reports.labels.js';

// Figures in the report shapes of measurement §3 (group_name, metrics, smart_metrics, …), with
// titles in the reader's language. Withheld figures say so (withheld: true, score null).

export interface Named {
  groupId: string;
  groupName: string;
  inactive: boolean;
}

const history = (points: { month: string; score: number | null; withheld: boolean }[]) =>
  points.map((p) => ({ date: `${p.month}-01`, score: p.score, withheld: p.withheld }));

/** The change since the month before, its months as history dates ('YYYY-MM-01'). */
const changeView = (c: Change | null) => (c ? { delta: c.delta, date: `${c.month}-01`, previous: `${c.previous}-01` } : null);

/** Percentile among comparable companies per metric ('overall' too); absent: no benchmark position. */
export type Percentiles = ReadonlyMap<string, number | null>;

export function metricView(m: MetricFigure, labels: Map<string, MetricLabels>, where: Named, date: string, submetrics?: SubmetricFigure[], percentiles?: Percentiles) {
  const label = labels.get(m.metric);
  return {
    group_name: where.groupName,
    group_id: where.groupId,
    metric_id: m.metric,
    date,
    label: m.metric,
    title: label?.title ?? m.metric,
    subtitle: null,
    description: label?.description ?? '',
    score: m.score,
    respondents: m.respondents,
    withheld: m.withheld,
    state: m.state,
    change: changeView(m.change),
    benchmark_percentile: percentiles?.get(m.metric) ?? null,
    submetrics: (submetrics ?? []).map((s) => ({
      submetric_id: s.submetric,
      title: label?.submetrics.get(s.submetric) ?? s.submetric,
      score: s.score,
      respondents: s.respondents,
      withheld: s.withheld,
    })),
    history: history(m.history),
  };
}

export function npsView(f: NpsFigure | NpsReport) {
  return {
    score: f.score,
    promoters: f.promoters,
    passives: f.passives,
    detractors: f.detractors,
    respondents: f.respondents,
    withheld: f.withheld,
    history: 'history' in f ? f.history.map(({ month, ...rest }) => ({ date: `${month}-01`, ...rest })) : undefined,
  };
}

/** The group or company report; message says why figures are missing, when they are. */
export function reportView(r: ScopeReport, labels: Map<string, MetricLabels>, where: Named, options: { enps: boolean; percentiles?: Percentiles }) {
  const metric = (m: MetricFigure) => metricView(m, labels, where, r.date, undefined, options.percentiles);
  const cellMetric = (m: MetricFigure) => metricView(m, labels, where, r.date);
  return {
    group_name: where.groupName,
    group_id: where.groupId,
    inactive: where.inactive,
    date: r.date,
    score: r.score,
    respondents: r.respondents,
    withheld: r.withheld,
    change: changeView(r.change),
    benchmark_percentile: options.percentiles?.get('overall') ?? null,
    message: r.withheld ? ('BELOW_MINIMUM' as const) : null,
    metrics: r.metrics.map(metric),
    smart_metrics: r.smart.map(metric),
    low_metrics: r.lowMetrics,
    enps: options.enps ? npsView(r.enps) : null,
    lnps: options.enps ? npsView(r.lnps) : null,
    history: history(r.history),
    cells: r.cells.map((c) => ({
      option_id: c.option,
      score: c.figure.score,
      respondents: c.figure.respondents,
      withheld: c.figure.withheld,
      metrics: c.metrics.map(cellMetric),
    })),
  };
}
