import type { NpsReport } from '../../../analytics/figures/nps.js';
import type { MetricFigure, NpsFigure, ScopeReport } from '../../../analytics/figures/scores.js';
import type { SubmetricFigure } from '../../../analytics/figures/submetrics.js';
import type { MetricLabels } from './reports.labels.js';

// Figures in the report shapes of measurement §3 (group_name, metrics, smart_metrics, …), with
// titles in the reader's language. Withheld figures say so (withheld: true, score null).

export interface Named {
  groupId: string;
  groupName: string;
  inactive: boolean;
}

const history = (points: { month: string; score: number | null; withheld: boolean }[]) => points.map((p) => ({ date: `${p.month}-01`, score: p.score, withheld: p.withheld }));

export function metricView(m: MetricFigure, labels: Map<string, MetricLabels>, where: Named, date: string, submetrics?: SubmetricFigure[]) {
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
export function reportView(r: ScopeReport, labels: Map<string, MetricLabels>, where: Named, options: { enps: boolean }) {
  const metric = (m: MetricFigure) => metricView(m, labels, where, r.date);
  return {
    group_name: where.groupName,
    group_id: where.groupId,
    inactive: where.inactive,
    date: r.date,
    score: r.score,
    respondents: r.respondents,
    withheld: r.withheld,
    message: r.withheld ? 'BELOW_MINIMUM' : null,
    metrics: r.metrics.map(metric),
    smart_metrics: r.smart.map(metric),
    low_metrics: r.lowMetrics,
    enps: options.enps ? npsView(r.enps) : null,
    lnps: options.enps ? npsView(r.lnps) : null,
    history: history(r.history),
    cells: r.cells.map((c) => ({ option_id: c.option, score: c.figure.score, respondents: c.figure.respondents, withheld: c.figure.withheld, metrics: c.metrics.map(metric) })),
  };
}
