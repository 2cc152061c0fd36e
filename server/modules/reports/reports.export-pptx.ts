import PptxGenJS from 'pptxgenjs';
import { BAND_COLOURS, bandOf, isMuted, type ExportCell, type ExportDoc, type ExportHistory, type ExportTable } from './reports.export-model.js';

// PPTX (16:9 wide): a title slide, a slide per section table (long tables go on over several
// slides, each with its header), and the history as a line chart.

const W = 13.33;
const MARGIN = 0.5;
const ROWS_PER_SLIDE = 12;
const FONT = 'Arial';

function titleSlide(pptx: PptxGenJS, doc: ExportDoc) {
  const slide = pptx.addSlide();
  const lang = doc.language;
  slide.addText(doc.title, { x: MARGIN, y: 2.2, w: W - 2 * MARGIN, h: 1, fontFace: FONT, fontSize: 36, bold: true, color: '212529', lang });
  slide.addText(doc.scope, { x: MARGIN, y: 3.2, w: W - 2 * MARGIN, h: 0.6, fontFace: FONT, fontSize: 22, color: '212529', lang });
  slide.addText(doc.date, { x: MARGIN, y: 3.8, w: W - 2 * MARGIN, h: 0.5, fontFace: FONT, fontSize: 14, color: '6C757D', lang });
  doc.notes.forEach((note, i) =>
    slide.addText(note, { x: MARGIN, y: 5.4 + i * 0.4, w: W - 2 * MARGIN, h: 0.4, fontFace: FONT, fontSize: 11, italic: true, color: '6C757D', lang }),
  );
}

function tableCell(cell: ExportCell, first: boolean): PptxGenJS.TableCell {
  const band = bandOf(cell);
  const muted = isMuted(cell);
  return {
    text: cell.text,
    options: {
      align: first ? 'left' : 'right',
      italic: muted,
      color: band ? BAND_COLOURS[band].text : muted ? '6C757D' : '212529',
      ...(band ? { fill: { color: BAND_COLOURS[band].fill } } : {}),
    },
  };
}

function tableSlides(pptx: PptxGenJS, table: ExportTable, lang: string) {
  const n = table.columns.length;
  const width = W - 2 * MARGIN;
  const first = n > 6 ? 2 : Math.min(5, width * 0.4);
  const colW = [first, ...Array<number>(n - 1).fill((width - first) / Math.max(1, n - 1))];
  const header: PptxGenJS.TableRow = table.columns.map((text, i) => ({ text, options: { bold: true, fill: { color: 'E9ECEF' }, align: i === 0 ? 'left' : 'right' } }));
  const pages = Math.max(1, Math.ceil(table.rows.length / ROWS_PER_SLIDE));
  for (let page = 0; page < pages; page++) {
    const slide = pptx.addSlide();
    const title = pages > 1 ? `${table.title} (${page + 1}/${pages})` : table.title;
    slide.addText(title, { x: MARGIN, y: 0.3, w: width, h: 0.6, fontFace: FONT, fontSize: 24, bold: true, color: '212529', lang });
    const rows = table.rows.slice(page * ROWS_PER_SLIDE, (page + 1) * ROWS_PER_SLIDE).map((row) => row.map((cell, i) => tableCell(cell, i === 0)));
    slide.addTable([header, ...rows], {
      x: MARGIN,
      y: 1.1,
      w: width,
      colW,
      fontFace: FONT,
      fontSize: n > 6 ? 9 : 12,
      valign: 'middle',
      lang,
      border: { type: 'solid', pt: 0.5, color: 'DEE2E6' },
    });
  }
}

function historySlide(pptx: PptxGenJS, history: ExportHistory, lang: string) {
  const slide = pptx.addSlide();
  slide.addText(history.title, { x: MARGIN, y: 0.3, w: W - 2 * MARGIN, h: 0.6, fontFace: FONT, fontSize: 24, bold: true, color: '212529', lang });
  // A month without a figure goes in as null: pptxgenjs writes it blank and the line shows a gap.
  const values = history.points.map((p) => p.value) as number[];
  slide.addChart(pptx.ChartType.line, [{ name: history.series, labels: history.points.map((p) => p.label), values }], {
    x: MARGIN,
    y: 1.1,
    w: W - 2 * MARGIN,
    h: 5.8,
    valAxisMinVal: 0,
    valAxisMaxVal: 10,
    valAxisMajorUnit: 2.5,
    displayBlanksAs: 'gap',
    showValue: true,
    dataLabelFormatCode: '0.0',
    dataLabelPosition: 't',
    lineDataSymbol: 'circle',
    chartColors: ['0D6EFD'],
    showLegend: false,
    catAxisLabelFontSize: 10,
    lang,
  });
  if (history.points.every((p) => p.value === null)) {
    slide.addText(history.empty, { x: MARGIN, y: 3.6, w: W - 2 * MARGIN, h: 0.5, align: 'center', fontFace: FONT, fontSize: 14, italic: true, color: '6C757D', lang });
  }
}

export async function renderPptx(doc: ExportDoc): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.author = 'Clima';
  pptx.title = `${doc.title} - ${doc.scope}`;
  pptx.theme = { headFontFace: FONT, bodyFontFace: FONT };
  titleSlide(pptx, doc);
  for (const table of doc.tables) tableSlides(pptx, table, doc.language);
  if (doc.history) historySlide(pptx, doc.history, doc.language);
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}
