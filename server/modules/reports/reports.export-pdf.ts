import type { ExportDoc } from './reports.export-model.js';
import { drawHistory, drawTable, GREY, openPdf, pdfSafe } from './reports.pdf-drawing.js';

// PDF (A4) of the climate report and the comparison: the title block, each section as a table with
// the pillar bands as fills, and the history as a drawn line chart (reports.pdf-drawing.ts).

export function renderPdf(doc: ExportDoc): Promise<Buffer> {
  const { pdf, done } = openPdf({ landscape: doc.landscape, language: doc.language, title: `${doc.title} - ${doc.scope}` });
  pdf.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(pdfSafe(doc.title));
  pdf.font('Helvetica-Bold').fontSize(12).text(pdfSafe(doc.scope));
  pdf.font('Helvetica').fontSize(10).fillColor(GREY).text(pdfSafe(doc.date));
  pdf.moveDown(0.5);
  for (const note of doc.notes) pdf.font('Helvetica-Oblique').fontSize(8).fillColor(GREY).text(pdfSafe(note));
  pdf.moveDown(1);
  for (const table of doc.tables) drawTable(pdf, table);
  if (doc.history) drawHistory(pdf, doc.history);
  pdf.end();
  return done;
}
