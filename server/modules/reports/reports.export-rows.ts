import { PILLARS, pillarState } from '../../../analytics/index.js';
import type { Band, CellMaker, ExportCell, ExportDoc, ExportHistory, ExportTable } from './reports.export-model.js';
import type { MetricLabels } from './reports.labels.js';
import type { compare, groupReport } from './reports.service.js';

// The climate report and the comparison as export documents. Every figure is one the gated report
// functions returned; a null figure becomes the withheld or "no data" text, never a number.

type ReportView = NonNullable<Awaited<ReturnType<typeof groupReport>>>;
type MetricView = ReportView['metrics'][number];
type Comparison = Awaited<ReturnType<typeof compare>>;

/** The demographic attribute a report is broken down by, with its options' labels. */
export interface CellLabels {
  attribute: string;
  options: Map<string, string>;
}

/** Pillar bands (reading A) for scores that come without a state: the overall score, comparison cells. */
const band = (score: number | null) => (score === null ? null : pillarState(score));
// The screens' other bands (spec §9): eNPS below −30 low, below 30 medium; participation below 50%, below 75%.
const npsBand = (score: number | null): Band | null => (score === null ? null : score < -30 ? 'low' : score < 30 ? 'medium' : 'high');
const participationBand = (share: number | null): Band | null => (share === null ? null : share < 0.5 ? 'low' : share < 0.75 ? 'medium' : 'high');

function heading(c: CellMaker, title: string, scope: string, date: string) {
  return { language: c.language, title, scope, date: c.t('exports:date', { date: c.date(date) }) };
}

function notes(c: CellMaker) {
  return [c.t('exports:withheldNote', { k: c.k }), c.t('exports:bands', { low: c.format(5, 'score'), high: c.format(7.5, 'score') })];
}

const col = (c: CellMaker, key: string) => c.t(`exports:columns.${key}`);

function metricTable(c: CellMaker, title: string, metrics: MetricView[]): ExportTable {
  return {
    title,
    columns: [col(c, 'metric'), col(c, 'score'), col(c, 'respondents'), col(c, 'state')],
    rows: metrics.map((m) => [
      c.text(m.title),
      c.figure(m.score, 'score', m.withheld, m.state),
      c.figure(m.respondents, 'integer', m.withheld),
      m.state ? c.text(c.t(`exports:states.${m.state}`), m.state) : m.withheld ? c.withheld : c.empty,
    ]),
  };
}

function summaryTable(c: CellMaker, view: ReportView): ExportTable {
  const row = (key: string, cell: ExportCell) => [c.text(col(c, key)), cell];
  const { enps, lnps } = view;
  const titles = new Map(view.metrics.map((m) => [m.metric_id, m.title]));
  const low = view.low_metrics.map((id) => titles.get(id) ?? id);
  return {
    title: c.t('exports:sections.summary'),
    columns: [col(c, 'item'), col(c, 'value')],
    rows: [
      row('overall', c.figure(view.score, 'score', view.withheld, band(view.score))),
      row('respondents', c.figure(view.respondents, 'integer', view.withheld)),
      ...(enps
        ? [
            row('enps', c.figure(enps.score, 'signed', enps.withheld, npsBand(enps.score))),
            row('promoters', c.figure(enps.promoters, 'percent', enps.withheld)),
            row('passives', c.figure(enps.passives, 'percent', enps.withheld)),
            row('detractors', c.figure(enps.detractors, 'percent', enps.withheld)),
          ]
        : []),
      ...(lnps ? [row('lnps', c.figure(lnps.score, 'signed', lnps.withheld, npsBand(lnps.score)))] : []),
      row('lowMetrics', low.length ? c.text(low.join(', ')) : c.empty),
    ],
  };
}

function historyOf(c: CellMaker, view: ReportView): ExportHistory {
  // A month without a figure (nobody answered, or withheld) is a gap: the gate does not say which.
  const points = view.history.map((p) => ({ label: c.month(p.date), value: p.score, text: p.score === null ? c.empty.text : c.format(p.score, 'score') }));
  const title = c.t('exports:sections.history');
  const series = col(c, 'overall');
  return {
    title,
    series,
    points,
    empty: c.empty.text,
    table: { title, columns: [col(c, 'month'), series], rows: points.map((p) => [c.text(p.label), c.figure(p.value, 'score', false)]) },
  };
}

/** One column per option of the attribute, one row per figure: narrow enough for a page or a slide. */
function cellsTable(c: CellMaker, view: ReportView, labels: CellLabels): ExportTable {
  const cells = view.cells;
  return {
    title: c.t('exports:sections.cells', { attribute: labels.attribute }),
    columns: [col(c, 'metric'), ...cells.map((cell) => labels.options.get(cell.option_id) ?? '')],
    rows: [
      [c.text(col(c, 'respondents')), ...cells.map((x) => c.figure(x.respondents, 'integer', x.withheld))],
      [c.text(col(c, 'overall')), ...cells.map((x) => c.figure(x.score, 'score', x.withheld, band(x.score)))],
      ...view.metrics.map((m) => [
        c.text(m.title),
        ...cells.map((x) => {
          const f = x.metrics.find((cm) => cm.metric_id === m.metric_id);
          return f ? c.figure(f.score, 'score', f.withheld, f.state) : c.empty;
        }),
      ]),
    ],
  };
}

/** The climate report of a scope; `view` is null before anybody in it answered. */
export function reportDoc(c: CellMaker, scope: string, date: string, view: ReportView | null, cellLabels: CellLabels | null): ExportDoc {
  const head = heading(c, c.t('exports:report'), scope, date);
  if (!view) return { ...head, notes: [c.t('exports:empty')], tables: [], history: null, landscape: false };
  const tables = [
    summaryTable(c, view),
    metricTable(c, c.t('exports:sections.pillars'), view.metrics),
    metricTable(c, c.t('exports:sections.smart'), view.smart_metrics),
  ];
  if (cellLabels && view.cells.length) tables.push(cellsTable(c, view, cellLabels));
  return { ...head, notes: notes(c), tables, history: historyOf(c, view), landscape: false };
}

/** The groups side by side. A withheld group says so in every figure; a group nobody answered in says "no data". */
export function comparisonDoc(c: CellMaker, company: string, result: Comparison, labels: Map<string, MetricLabels>): ExportDoc {
  const columns = [col(c, 'group'), col(c, 'respondents'), col(c, 'overall'), ...PILLARS.map((m) => labels.get(m)?.title ?? m), col(c, 'enps'), col(c, 'participation')];
  const rows = result.groups_data.map((r) => {
    const nobody = !r.withheld && r.respondents === null;
    // In a shown group a missing pillar or eNPS had fewer than k answers of its own.
    const figure = (value: number | null, format: 'score' | 'integer' | 'signed', bandOf?: (v: number | null) => Band | null) =>
      nobody ? c.empty : c.figure(value, format, r.withheld || value === null, bandOf?.(value) ?? null);
    return [
      c.text(r.group_name),
      figure(r.respondents, 'integer'),
      figure(r.score, 'score', band),
      ...PILLARS.map((m) => figure(r.metrics[m], 'score', band)),
      figure(r.enps, 'signed', npsBand),
      nobody ? c.empty : c.figure(r.participation, 'percent', r.withheld || r.participation_withheld, participationBand(r.participation)),
    ];
  });
  const title = c.t('exports:comparison');
  return {
    ...heading(c, title, company, result.date),
    notes: notes(c),
    tables: [{ title: c.t('exports:sections.comparison'), columns, rows }],
    history: null,
    landscape: true,
  };
}
