import PDFDocument from 'pdfkit';
import { BAND_COLOURS, bandOf, isMuted, type ExportCell, type ExportHistory, type ExportTable } from './reports.export-model.js';

// The drawing every PDF export shares (the climate report and comparison, the psychosocial-risk
// report): safe text, tables with the pillar bands as fills, the history as a line chart. PDFKit's
// built-in Helvetica writes WinAnsi only (Latin-1 and a few signs): enough for our three
// languages, so no font file ships with the server.

export type Pdf = InstanceType<typeof PDFDocument>;

// Characters above Latin-1 that WinAnsi still has (dashes, quotes, bullet, euro, …).
const WIN_ANSI = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026,
  0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);
const drawable = (ch: string) => ch.charCodeAt(0) <= 0xff || WIN_ANSI.has(ch.charCodeAt(0));

// Letters without a decomposition, and the minus and thin spaces Intl writes.
const LOOKALIKES: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', '\u2212': '-', '\u2009': ' ', '\u202f': ' ' };

/** Text Helvetica can draw: a group named "Équipe Łódź" becomes "Équipe Lódz", never mojibake. */
export function pdfSafe(text: string) {
  const plain = text.replace(/[ŁłĐđı\u2212\u2009\u202f]/g, (ch) => LOOKALIKES[ch]!);
  return [...plain].map((ch) => (drawable(ch) ? ch : [...ch.normalize('NFD')].filter((c) => drawable(c) && !/\p{M}/u.test(c)).join('') || '?')).join('');
}

export const GREY = '#6C757D';
const LINE = '#DEE2E6';

export const inner = (pdf: Pdf) => ({
  left: pdf.page.margins.left,
  width: pdf.page.width - pdf.page.margins.left - pdf.page.margins.right,
  bottom: pdf.page.height - pdf.page.margins.bottom,
});

export function ensureSpace(pdf: Pdf, height: number) {
  if (pdf.y + height > inner(pdf).bottom) pdf.addPage();
}

export function sectionTitle(pdf: Pdf, title: string) {
  ensureSpace(pdf, 60);
  pdf.font('Helvetica-Bold').fontSize(12).fillColor('#000000').text(pdfSafe(title), inner(pdf).left, pdf.y);
  pdf.moveDown(0.3);
}

interface Drawn {
  text: string;
  font: string;
  colour: string;
  fill: string | null;
}

const drawn = (cell: ExportCell): Drawn => {
  const band = bandOf(cell);
  const muted = isMuted(cell);
  return {
    text: cell.text,
    font: muted ? 'Helvetica-Oblique' : 'Helvetica',
    colour: band ? `#${BAND_COLOURS[band].text}` : muted ? GREY : '#212529',
    fill: band ? `#${BAND_COLOURS[band].fill}` : null,
  };
};

export function drawTable(pdf: Pdf, table: ExportTable) {
  const { left, width, bottom } = inner(pdf);
  const n = table.columns.length;
  const size = n > 6 ? 7 : 9;
  const first = n > 6 ? Math.min(110, width * 0.16) : Math.min(220, width * 0.4);
  const widths = [first, ...Array<number>(n - 1).fill((width - first) / Math.max(1, n - 1))];
  const pad = 3;
  const heightOf = (cells: Drawn[]) =>
    Math.max(
      ...cells.map((c, i) =>
        pdf
          .font(c.font)
          .fontSize(size)
          .heightOfString(pdfSafe(c.text), { width: widths[i]! - 2 * pad }),
      ),
    ) +
    2 * pad;
  const drawRow = (cells: Drawn[], h = heightOf(cells)) => {
    const y = pdf.y;
    let x = left;
    cells.forEach((c, i) => {
      const w = widths[i]!;
      if (c.fill) pdf.rect(x, y, w, h).fill(c.fill);
      pdf.rect(x, y, w, h).lineWidth(0.5).strokeColor(LINE).stroke();
      pdf
        .font(c.font)
        .fontSize(size)
        .fillColor(c.colour)
        .text(pdfSafe(c.text), x + pad, y + pad, { width: w - 2 * pad, align: i === 0 ? 'left' : 'right' });
      x += w;
    });
    pdf.x = left;
    pdf.y = y + h;
  };
  const header: Drawn[] = table.columns.map((text) => ({ text, font: 'Helvetica-Bold', colour: '#212529', fill: '#E9ECEF' }));
  // Headers whose words do not fit their column (the comparison's pillar titles) stand upright,
  // as in a heatmap, instead of breaking inside a word.
  pdf.font('Helvetica-Bold').fontSize(size);
  const upright = header.some(
    (c, i) =>
      i > 0 &&
      pdfSafe(c.text)
        .split(/\s+/)
        .some((word) => pdf.widthOfString(word) > widths[i]! - 2 * pad),
  );
  const drawHeader = () => {
    if (!upright) return drawRow(header);
    pdf.font('Helvetica-Bold').fontSize(size);
    const h = Math.max(heightOf([header[0]!]), ...header.slice(1).map((c) => pdf.widthOfString(pdfSafe(c.text)) + 2 * pad));
    const y = pdf.y;
    drawRow([header[0]!, ...header.slice(1).map((c) => ({ ...c, text: '' }))], h);
    let x = left + widths[0]!;
    header.slice(1).forEach((c, i) => {
      const origin: [number, number] = [x + widths[i + 1]! / 2 - size / 2, y + h - pad];
      pdf.save().rotate(-90, { origin }).font(c.font).fontSize(size).fillColor(c.colour).text(pdfSafe(c.text), origin[0], origin[1], { lineBreak: false }).restore();
      x += widths[i + 1]!;
    });
    pdf.x = left;
    pdf.y = y + h;
  };
  sectionTitle(pdf, table.title);
  drawHeader();
  for (const row of table.rows) {
    const cells = row.map(drawn);
    if (pdf.y + heightOf(cells) > bottom) {
      pdf.addPage();
      drawHeader();
    }
    drawRow(cells);
  }
  pdf.moveDown(1.2);
}

/** Scores 0–10 over the months, the bands behind, a gap where a month has no figure. */
export function drawHistory(pdf: Pdf, history: ExportHistory) {
  ensureSpace(pdf, 240);
  sectionTitle(pdf, history.title);
  const { left, width } = inner(pdf);
  const x0 = left + 20;
  const w = width - 30;
  const top = pdf.y + 12;
  const h = 140;
  const yOf = (score: number) => top + h - (score / 10) * h;
  const bands: [number, number, string][] = [
    [0, 5, BAND_COLOURS.low.fill],
    [5, 7.5, BAND_COLOURS.medium.fill],
    [7.5, 10, BAND_COLOURS.high.fill],
  ];
  for (const [from, to, fill] of bands) pdf.rect(x0, yOf(to), w, yOf(from) - yOf(to)).fill(`#${fill}`);
  for (const tick of [0, 5, 10])
    pdf
      .font('Helvetica')
      .fontSize(7)
      .fillColor(GREY)
      .text(String(tick), left, yOf(tick) - 3, { width: 16, align: 'right' });
  const n = history.points.length;
  const step = n > 1 ? w / (n - 1) : 0;
  const xOf = (i: number) => x0 + (n > 1 ? i * step : w / 2);
  pdf.lineWidth(1.5).strokeColor('#0D6EFD');
  history.points.forEach((p, i) => {
    const prev = history.points[i - 1];
    if (p.value !== null && prev && prev.value !== null)
      pdf
        .moveTo(xOf(i - 1), yOf(prev.value))
        .lineTo(xOf(i), yOf(p.value))
        .stroke();
  });
  const label = Math.max(step, 30);
  history.points.forEach((p, i) => {
    if (p.value !== null) {
      pdf.circle(xOf(i), yOf(p.value), 2.5).fill('#0D6EFD');
      pdf
        .font('Helvetica-Bold')
        .fontSize(7)
        .fillColor('#212529')
        .text(pdfSafe(p.text), xOf(i) - label / 2, yOf(p.value) - 12, { width: label, align: 'center' });
    }
    pdf
      .font('Helvetica')
      .fontSize(6)
      .fillColor(GREY)
      .text(pdfSafe(p.label), xOf(i) - label / 2, top + h + 4, { width: label, align: 'center' });
  });
  if (history.points.every((p) => p.value === null))
    pdf
      .font('Helvetica-Oblique')
      .fontSize(9)
      .fillColor(GREY)
      .text(pdfSafe(history.empty), x0, top + h / 2 - 5, { width: w, align: 'center' });
  pdf.x = left;
  pdf.y = top + h + 24;
}

/** An A4 document and the promise of its bytes once `pdf.end()` is called. */
export function openPdf(options: { landscape?: boolean; language: string; title: string }): { pdf: Pdf; done: Promise<Buffer> } {
  const pdf = new PDFDocument({
    size: 'A4',
    layout: options.landscape ? 'landscape' : 'portrait',
    margin: 40,
    lang: options.language,
    info: { Title: pdfSafe(options.title), Author: 'Clima' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, done };
}
