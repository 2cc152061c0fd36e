import type { SurveyTexts } from '../../../domain/custom-survey.js';
import type { Language } from '../../db/types.js';
import { fileOf, slug, type ExportFile } from '../reports/reports.export.js';
import { cellMaker, type CellMaker, type ExportDoc, type ExportTable } from '../reports/reports.export-model.js';
import type { ReportsCtx } from '../reports/reports.context.js';
import { surveyReport } from './custom-surveys.results.js';
import type { TExportSurveyInput, TSurveyReport } from './custom-surveys.results.schemas.js';

// A custom survey's results as a file (CSV, XLSX, PDF, PPTX), in the reader's language: every
// figure is one surveyReport returned through the gate; a withheld one is said as such, never a number.

/** A text in the reader's language, else the survey's first. */
const textIn = (texts: SurveyTexts | null | undefined, language: Language) => texts?.[language] ?? Object.values(texts ?? {}).find(Boolean) ?? '';

function surveyDoc(c: CellMaker, report: TSurveyReport | null, title: string, scope: string, date: string): ExportDoc {
  const t = (key: string, vars?: Record<string, unknown>) => c.t(`exports:customSurvey.${key}`, vars);
  const col = (key: string) => c.t(`exports:columns.${key}`);
  const head = { language: c.language, title: `${t('title')}: ${title}`, scope, date: c.t('exports:date', { date: c.date(date) }), history: null, landscape: false };
  const notes = [c.t('exports:withheldNote', { k: c.k })];
  if (!report) return { ...head, notes: [c.t('exports:empty'), ...notes], tables: [] };
  const score = (f: { score: number | null; withheld: boolean }) => c.figure(f.score, 'score', f.withheld);
  const people = (f: { respondents: number | null; withheld: boolean }) => c.figure(f.respondents, 'integer', f.withheld);
  const summary: ExportTable = {
    title: `${c.t('exports:sections.summary')} — ${t('cycle', { cycle: report.cycle })}`,
    columns: [col('item'), col('value')],
    rows: [
      [c.text(col('respondents')), people(report.respondents)],
      [c.text(col('overall')), score(report.overall)],
    ],
  };
  const pillars: ExportTable = {
    title: t('sections.pillars'),
    columns: [t('columns.pillar'), col('score'), col('respondents')],
    rows: report.categories.map((p) => [c.text(textIn(p.label, c.language)), score(p), people(p)]),
  };
  const questions: ExportTable = {
    title: t('sections.questions'),
    columns: [t('columns.question'), col('respondents'), col('score'), t('columns.mean'), t('columns.nps')],
    rows: report.questions.map((q) => [
      c.text(textIn(q.text, c.language)),
      people(q),
      q.type === 'feedback' || q.type === 'multi-select' ? c.empty : score(q),
      c.figure(q.mean, 'score', q.withheld),
      q.type === 'nps' ? c.figure(q.nps?.score, 'signed', q.withheld) : c.empty,
    ]),
  };
  const answers: ExportTable = {
    title: t('sections.answers'),
    columns: [t('columns.question'), t('columns.answer'), t('columns.count')],
    rows: report.questions.flatMap((q) =>
      (q.distribution ?? []).map((d) => [
        c.text(textIn(q.text, c.language)),
        c.text(d.label ? textIn(d.label, c.language) : d.point),
        c.figure(d.count, 'integer', false),
      ]),
    ),
  };
  const cycles: ExportTable = {
    title: t('sections.cycles'),
    columns: [t('columns.cycle'), col('month'), col('respondents'), col('overall')],
    rows: report.cycles.map((x) => [
      c.text(String(x.cycle)),
      c.text(c.date(x.startsOn)),
      c.figure(x.respondents, 'integer', x.respondents === null),
      c.figure(x.overall, 'score', x.respondents === null),
    ]),
  };
  return { ...head, notes, tables: [summary, pillars, questions, answers, cycles] };
}

export async function exportSurvey(ctx: ReportsCtx, input: TExportSurveyInput): Promise<ExportFile> {
  const report = await surveyReport(ctx, input);
  const k = (await ctx.withTx((tx) => tx.selectFrom('companies').select('report_min_users').where('id', '=', ctx.auth.companyId).executeTakeFirstOrThrow()))
    .report_min_users;
  const c = cellMaker(ctx.language, k);
  const title = report ? textIn(report.survey.title, ctx.language) : '';
  const scope = report?.scope.name ?? c.t('exports:customSurvey.consolidate');
  const date = ctx.deps.clock().toISOString().slice(0, 10);
  return fileOf(surveyDoc(c, report, title, scope, date), input.format, `clima-survey-${slug(title || 'survey')}-${date}`);
}
