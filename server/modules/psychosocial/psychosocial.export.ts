import { RISK_LIMITS, riskBand } from '../../../domain/psychosocial-risk.js';
import { assertScope, reportSetting, type ReportsCtx } from '../reports/reports.context.js';
import { slug, type ExportFile } from '../reports/reports.export.js';
import { cellMaker, type CellMaker, type ExportCell, type ExportHistory, type ExportTable } from '../reports/reports.export-model.js';
import { renderPsychosocialPdf, type PsychosocialDoc } from './psychosocial.pdf.js';
import type { TAction, TFactor, TPsychosocialPdfInput, TPsychosocialReport } from './psychosocial.schemas.js';
import { psychosocialReport } from './psychosocial.service.js';

// The psychosocial-risk report as a PDF in the asked language (the caller's by default), made as
// the climate report's exports are: the figures of psychosocialReport (gated by the engine), no
// transaction held while it renders, sent over tRPC as base64. A withheld figure becomes the
// words "fewer than k people", never a number.

type Texts = (key: string, vars?: Record<string, unknown>) => string;

function factorTable(c: CellMaker, t: Texts, title: string, factors: TFactor[]): ExportTable {
  const withheld: ExportCell = { kind: 'withheld', text: t('withheld', { k: c.k }) };
  const empty: ExportCell = { kind: 'empty', text: t('noData') };
  const col = (key: string) => t(`columns.${key}`);
  return {
    title,
    columns: [col('factor'), col('score'), col('level'), col('respondents')],
    rows: factors.map((f) => {
      const band = f.level ? riskBand(f.level) : null;
      const name = f.kind === 'pillar' ? t('overall', { pillar: f.title }) : f.title;
      if (f.withheld) return [c.text(name), withheld, withheld, withheld];
      if (f.score === null || !f.level) return [c.text(name), empty, empty, empty];
      return [
        c.text(name),
        c.figure(f.score, 'score', false, band),
        c.text(c.t(`psychosocial:levels.${f.level}`), band),
        f.respondents === null ? empty : c.figure(f.respondents, 'integer', false),
      ];
    }),
  };
}

function historyOf(c: CellMaker, t: Texts, entry: TPsychosocialReport['history'][number]): ExportHistory {
  const points = entry.points.map((p) => ({ label: c.month(p.date), value: p.score, text: p.score === null ? '' : c.format(p.score, 'score') }));
  const title = t('history', { pillar: entry.title });
  // Months there but all withheld are not "no answers": the chart says which.
  const empty = entry.points.some((p) => p.withheld) ? t('withheld', { k: c.k }) : t('noData');
  return {
    title,
    series: entry.title,
    points,
    empty,
    table: { title, columns: [t('columns.month'), entry.title], rows: points.map((p) => [c.text(p.label), c.figure(p.value, 'score', false)]) },
  };
}

/** The plans with their status, dates, tasks, scores then and now, and effect as their module gave them. */
function actionsTable(c: CellMaker, t: Texts, actions: TAction[]): ExportTable {
  const a = (key: string, vars?: Record<string, unknown>) => t(`actions.${key}`, vars);
  const day = new Intl.DateTimeFormat(c.language, { dateStyle: 'short', timeZone: 'UTC' });
  const date = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
  const signed = new Intl.NumberFormat(c.language, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const score = (value: number | null) => (value === null ? a('noScore') : c.format(value, 'score'));
  const effect = (e: TAction['effect']) =>
    e.state === 'measured'
      ? a('effect.measured', { estimate: signed.format(e.estimate), low: signed.format(e.low), high: signed.format(e.high), count: e.comparisonGroups })
      : a(`effect.${e.state}`, { k: c.k });
  return {
    title: a('title'),
    columns: ['plan', 'status', 'dates', 'tasks', 'scores', 'effect'].map((key) => a(`columns.${key}`)),
    rows: actions.map((p) => [
      c.text(`${p.title} · ${p.groupName ?? a('company')}`),
      c.text(a(`status.${p.status}`)),
      c.text(a('dates', { from: date(p.startedOn), to: date(p.expiresAt) })),
      c.text(a('tasks', { done: p.tasksDone, total: p.tasksTotal })),
      c.text(a('scores', { from: score(p.initialScore), to: score(p.currentScore) })),
      c.text(effect(p.effect)),
    ]),
  };
}

export function psychosocialDoc(c: CellMaker, r: TPsychosocialReport): PsychosocialDoc {
  const t: Texts = (key, vars) => c.t(`psychosocial:report.${key}`, vars);
  const pillars = r.history.map((h) => ({ ...h, factors: r.factors.filter((f) => f.pillar === h.pillar) }));
  const measured = pillars
    .map(
      (p) =>
        `${p.title} (${p.factors
          .filter((f) => f.kind === 'submetric')
          .map((f) => f.title)
          .join(', ')})`,
    )
    .join('; ');
  const [high, moderate] = RISK_LIMITS.map((limit) => c.format(limit, 'score'));
  const summary = !r.answered ? t('empty') : r.withheld ? t('withheldScope', { k: c.k }) : t('respondents', { count: c.format(r.respondents ?? 0, 'integer') });
  return {
    language: c.language,
    title: t('title'),
    heading: [
      t('company', { name: r.companyName }),
      r.groupId === 'company' ? t('wholeCompany') : t('scope', { name: r.groupName }),
      t('period', { from: c.date(r.period.from), to: c.date(r.period.to) }),
      t('issued', { date: c.date(r.date) }),
    ],
    method: {
      title: t('method.title'),
      paragraphs: [t('method.survey', { factors: measured }), t('method.minimum', { k: c.k }), t('method.levels', { high, moderate })],
    },
    summary: { title: t('summary'), paragraphs: [summary] },
    tables: pillars.map((p) => factorTable(c, t, p.title, p.factors)),
    histories: r.answered ? pillars.map((p) => historyOf(c, t, p)) : [],
    actions: {
      title: t('actions.title'),
      table: r.actions?.length ? actionsTable(c, t, r.actions) : null,
      notes: [r.actions === null ? t('actions.unavailable') : r.actions.length ? t('actions.note') : t('actions.empty')],
    },
    closing: { title: t('closing.title'), paragraphs: [t('closing.anonymity', { k: c.k }), t('closing.evidence')] },
  };
}

/** The report of the company or a group as a PDF: leaders in reach, paid plans (exports are). */
export async function exportPsychosocialPdf(ctx: ReportsCtx, input: TPsychosocialPdfInput): Promise<ExportFile> {
  const s = await reportSetting(ctx);
  assertScope(ctx, s, input.groupId);
  const language = input.language ?? ctx.language;
  const report = await psychosocialReport(ctx, input.groupId, language, s);
  const bytes = await renderPsychosocialPdf(psychosocialDoc(cellMaker(language, s.k), report));
  return { filename: `clima-psychosocial-risks-${slug(report.groupName)}-${report.date}.pdf`, contentType: 'application/pdf', base64: bytes.toString('base64') };
}
