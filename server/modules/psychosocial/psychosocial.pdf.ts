import type { Language } from '../../db/types.js';
import type { ExportHistory, ExportTable } from '../reports/reports.export-model.js';
import { drawHistory, drawTable, GREY, inner, openPdf, pdfSafe, sectionTitle, type Pdf } from '../reports/reports.pdf-drawing.js';

// The psychosocial-risk report as an A4 PDF, drawn with the climate report's tables and charts
// (reports.pdf-drawing.ts). It lays out texts and cells it is given: the figures, and what stands
// for a withheld one, were decided before (psychosocial.export.ts).

export interface TextSection {
  title: string;
  paragraphs: string[];
}

export interface PsychosocialDoc {
  language: Language;
  title: string;
  /** Company, scope, period and date of issue, a line each. */
  heading: string[];
  method: TextSection;
  /** Who answered, or why no figure is shown. */
  summary: TextSection;
  /** One table per pillar: the pillar's own score, then its factors. */
  tables: ExportTable[];
  /** One chart per pillar. */
  histories: ExportHistory[];
  /** The action plans on the factors (none: the notes say so). */
  actions: { title: string; table: ExportTable | null; notes: string[] };
  closing: TextSection;
}

function paragraphs(pdf: Pdf, section: TextSection) {
  sectionTitle(pdf, section.title);
  const { left, width } = inner(pdf);
  for (const text of section.paragraphs) {
    pdf.font('Helvetica').fontSize(9).fillColor('#212529').text(pdfSafe(text), left, pdf.y, { width });
    pdf.moveDown(0.5);
  }
  pdf.moveDown(0.7);
}

export function renderPsychosocialPdf(doc: PsychosocialDoc): Promise<Buffer> {
  const { pdf, done } = openPdf({ language: doc.language, title: `${doc.title} - ${doc.heading[1] ?? ''}` });
  pdf.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(pdfSafe(doc.title));
  pdf.moveDown(0.3);
  for (const line of doc.heading) pdf.font('Helvetica').fontSize(10).fillColor(GREY).text(pdfSafe(line));
  pdf.moveDown(1);
  paragraphs(pdf, doc.method);
  paragraphs(pdf, doc.summary);
  for (const table of doc.tables) drawTable(pdf, table);
  for (const history of doc.histories) drawHistory(pdf, history);
  if (doc.actions.table) {
    drawTable(pdf, doc.actions.table);
    for (const note of doc.actions.notes)
      pdf
        .font('Helvetica-Oblique')
        .fontSize(8)
        .fillColor(GREY)
        .text(pdfSafe(note), inner(pdf).left, pdf.y, { width: inner(pdf).width });
    pdf.moveDown(1.2);
  } else paragraphs(pdf, { title: doc.actions.title, paragraphs: doc.actions.notes });
  paragraphs(pdf, doc.closing);
  pdf.end();
  return done;
}
