import { labelIn } from '../users/users.view.js';
import { assertScope, reportSetting, type ReportsCtx } from './reports.context.js';
import { renderCsv } from './reports.export-csv.js';
import { cellMaker, type ExportDoc } from './reports.export-model.js';
import { renderPdf } from './reports.export-pdf.js';
import { renderPptx } from './reports.export-pptx.js';
import { comparisonDoc, reportDoc, type CellLabels } from './reports.export-rows.js';
import { renderXlsx } from './reports.export-xlsx.js';
import { libraryLabels } from './reports.labels.js';
import { attributeWithOptionLabels } from './reports.queries.js';
import type { TExportFormat, TExportReportInput } from './reports.schemas.js';
import { compare, groupReport } from './reports.service.js';

// Exports of the climate report and the comparison, in the viewer's language. Figures come only
// from groupReport and compare (through the anonymity gate); this file adds names and texts.
// tRPC speaks JSON, so a file travels as base64; the v1 adapter sends the decoded bytes.

export interface ExportFile {
  filename: string;
  contentType: string;
  base64: string;
}

const FORMATS: Record<TExportFormat, { contentType: string; render: (doc: ExportDoc) => Promise<Buffer> }> = {
  csv: { contentType: 'text/csv; charset=utf-8', render: renderCsv },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', render: renderXlsx },
  pdf: { contentType: 'application/pdf', render: renderPdf },
  pptx: { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', render: renderPptx },
};

export async function fileOf(doc: ExportDoc, format: TExportFormat, name: string): Promise<ExportFile> {
  const { contentType, render } = FORMATS[format];
  return { filename: `${name}.${format}`, contentType, base64: (await render(doc)).toString('base64') };
}

/** A name safe in a Content-Disposition header: ASCII letters and digits, accents dropped. */
export const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'company';

async function cellLabels(ctx: ReportsCtx, attributeId: string): Promise<CellLabels> {
  const [attribute, options] = await ctx.withTx((tx) => attributeWithOptionLabels(tx, attributeId));
  return { attribute: labelIn(attribute?.labels ?? {}, ctx.language), options: new Map(options.map((o) => [o.id, labelIn(o.labels, ctx.language)])) };
}

/** The climate report of the company or a group (with one demographic attribute) as a file. */
export async function exportReport(ctx: ReportsCtx, input: TExportReportInput): Promise<ExportFile> {
  const s = await reportSetting(ctx);
  // Exports are paid-only: the router's plan rung has answered the upgrade signal already.
  assertScope(ctx, s, input.groupId);
  const view = await groupReport(ctx, { groupId: input.groupId, attributeId: input.attributeId }, s);
  const scope = view?.group_name ?? s.names.get(input.groupId)?.name ?? s.companyName;
  const labels = input.attributeId && view ? await cellLabels(ctx, input.attributeId) : null;
  const date = view?.date ?? s.today;
  const doc = reportDoc(cellMaker(ctx.language, s.k), scope, date, view, labels);
  return fileOf(doc, input.format, `clima-report-${slug(scope)}-${date}`);
}

/** POST /reports/groups/export: the comparison as a file, withheld cells saying so. */
export async function exportComparison(ctx: ReportsCtx, groups: string[] | undefined, format: TExportFormat): Promise<ExportFile> {
  const s = await reportSetting(ctx);
  const result = await compare(ctx, { groups }, s);
  const labels = await libraryLabels(ctx.withTx, ctx.language);
  return fileOf(comparisonDoc(cellMaker(ctx.language, s.k), s.companyName, result, labels), format, `clima-comparison-${result.date}`);
}
