import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { PILLARS, SMART } from '../../../analytics/metrics.js';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { testApp } from '../../setup/test-context.js';
import { addCycle, addResponses, members, respondents } from '../analytics/fixtures.js';
import { synced } from '../analytics/helpers.js';
import { freshIp, sessionFor } from '../auth/helpers.js';
import { today } from '../survey/helpers.js';
import { callerAs, makeAttribute, makeGroup, makeTeam } from '../users/helpers.js';
import { csvRows, decodeXml, STANDARD_FONTS } from './helpers.js';

// Exports open in their own format, carry the figures the screens show in the reader's language,
// and never reveal a withheld figure. A parent of 7 holds a child of 5: the child is withheld.

type Format = 'csv' | 'xlsx' | 'pdf' | 'pptx';
const FORMATS: Format[] = ['csv', 'xlsx', 'pdf', 'pptx'];
type File = { filename: string; contentType: string; base64: string };

const past = (n: number) => addDays(today(), -n);
// The child's own means (2.8 on even pillars, 3.8 on odd ones), in any decimal notation.
const CHILD_FIGURES = /(?<!\d)[23][.,]8(?!\d)/;

const one = (language: string) => new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The text a reader (or a program) gets out of a file: cell texts, extracted PDF text, slide and chart XML texts. */
async function textOf(format: Format, file: File): Promise<string> {
  const bytes = Buffer.from(file.base64, 'base64');
  if (format === 'csv') return bytes.toString('utf8');
  if (format === 'xlsx') {
    const rows = await sheetsOf(bytes);
    return [...rows.entries()].map(([name, cells]) => [name, ...cells.flat().map(String)].join('\n')).join('\n');
  }
  if (format === 'pdf') {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS }).promise;
    const pages: string[] = [];
    for (let i = 1; i <= pdf.numPages; i++) {
      const content = await (await pdf.getPage(i)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages.join('\n').replace(/\s+/g, ' ');
  }
  // Slides, charts and the workbooks behind the charts (their data, which PowerPoint can show).
  const zip = await JSZip.loadAsync(bytes);
  const parts = Object.keys(zip.files).filter((n) => /^ppt\/(slides\/slide|charts\/chart)\d+\.xml$/.test(n));
  expect(parts.some((n) => n.includes('slides/'))).toBe(true);
  const xml = await Promise.all(parts.map((n) => zip.file(n)!.async('string')));
  for (const name of Object.keys(zip.files).filter((n) => /^ppt\/embeddings\/.+\.xlsx$/.test(n))) {
    const book = await JSZip.loadAsync(await zip.file(name)!.async('nodebuffer'));
    for (const part of Object.keys(book.files).filter((n) => /^xl\/(worksheets\/.+|sharedStrings)\.xml$/.test(n))) xml.push(await book.file(part)!.async('string'));
  }
  return [...xml.join('\n').matchAll(/<(a:t|c:v|v|t)>([^<]*)<\/\1>/g)].map((m) => decodeXml(m[2]!)).join('\n');
}

/** Every sheet of an XLSX as rows of cell values (numbers stay numbers). */
async function sheetsOf(bytes: Buffer): Promise<Map<string, (string | number)[][]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheets = new Map<string, (string | number)[][]>();
  book.eachSheet((sheet) => {
    const rows: (string | number)[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (typeof v === 'number' ? v : String(v ?? '')))));
    sheets.set(sheet.name, rows);
  });
  return sheets;
}

let fx: Awaited<ReturnType<typeof fixture>>;

async function fixture() {
  const team = await makeTeam();
  const shift = await makeAttribute(team.companyId, { 'en-US': 'Shift', 'pt-BR': 'Turno', 'es-AR': 'Turno' }, [
    { 'en-US': 'Morning', 'pt-BR': 'Manhã', 'es-AR': 'Mañana' },
    { 'en-US': 'Afternoon', 'pt-BR': 'Tarde', 'es-AR': 'Tarde' },
    { 'en-US': 'Evening', 'pt-BR': 'Noite', 'es-AR': 'Noche' },
  ]);
  const [morning, afternoon, evening] = shift.optionIds as [string, string, string];
  // Real members with their shifts, as the answers say (2 direct, 5 on the night shift): groups and
  // their demographic cells are gated by their people too.
  const staff = async (...options: string[]) => (await Promise.all(options.map((o) => members(team, 1, o)))).flat();
  const parent = await makeGroup(team.companyId, 'Ops', null, { members: await staff(morning, evening) });
  const child = await makeGroup(team.companyId, 'Night shift', parent, { members: await staff(morning, morning, afternoon, afternoon, evening) });
  // Five in the child (2, 2, 3, 3, 4), two more in the parent (9, 10); one point more on odd pillars.
  const people: [number, string, boolean, number][] = [
    [2, morning, true, 10],
    [2, morning, true, 9],
    [3, afternoon, true, 5],
    [3, afternoon, true, 0],
    [4, evening, true, 7],
    [9, morning, false, 10],
    [10, evening, false, 10],
  ];
  const scores = (base: number) => Object.fromEntries([...PILLARS, ...SMART].map((m, j) => [m, Math.min(10, base + (j % 2))]));
  const cycle = await addCycle(team.companyId, 0, past(21), past(14));
  await addResponses(
    team.companyId,
    cycle,
    respondents(7).map((r, i) => {
      const [base, option, inChild, enps] = people[i]!;
      return { respondent: r, groups: inChild ? [parent, child] : [parent], options: [option], scores: { ...scores(base), enps, lnps: enps } };
    }),
  );
  await synced(today());
  const pt = (await callerAs(team.admin, 'pt-BR')).caller;
  return { team, parent, child, attribute: shift.id, pt };
}

beforeAll(async () => {
  fx = await fixture();
});

describe('exportReport', () => {
  it('gives the report in every format, in Portuguese, with the same figures as reports.report', async () => {
    const report = (await fx.pt.reports.report({ groupId: 'company', attributeId: fx.attribute }))!;
    expect(report.respondents).toBe(7);
    expect(report.cells.map((c) => c.withheld)).toEqual([false, true, true]);
    const fmt = one('pt-BR');
    const shown = [report.score!, ...report.metrics.map((m) => m.score!), ...report.smart_metrics.map((m) => m.score!), ...report.cells[0]!.metrics.map((m) => m.score!)];
    for (const format of FORMATS) {
      const file = await fx.pt.reports.exportReport({ groupId: 'company', format, attributeId: fx.attribute });
      expect(file.filename).toMatch(new RegExp(`^clima-report-.+-${report.date}\\.${format}$`));
      const text = await textOf(format, file);
      for (const expected of ['Relatório de clima', 'Pilares', 'Turno', 'Manhã', 'oculto (anonimato)', report.metrics[0]!.title, report.group_name]) {
        expect(text, `${format}: ${expected}`).toContain(expected);
      }
      if (format === 'xlsx') {
        const numbers = [...(await sheetsOf(Buffer.from(file.base64, 'base64'))).values()].flat(2).filter((v) => typeof v === 'number');
        for (const value of shown) expect(numbers, `xlsx: ${value}`).toContain(value);
      } else {
        for (const value of shown) expect(text, `${format}: ${value}`).toContain(fmt.format(value));
        expect(text).toContain(`+${report.enps!.score}`);
      }
      // The history's month with answers: a formatted label in the PDF chart and CSV, a number in XLSX and the PPTX chart.
      const month = report.history.find((p) => p.score !== null)!.score!;
      expect(text).toContain(format === 'xlsx' || format === 'pptx' ? String(month) : fmt.format(month));
    }
  });

  it('writes a withheld group as withheld, with none of its figures, in every format', async () => {
    const child = await fx.team.asAdmin.reports.report({ groupId: fx.child });
    expect(child).toMatchObject({ withheld: true, score: null, respondents: null });
    for (const format of FORMATS) {
      const file = await fx.team.asAdmin.reports.exportReport({ groupId: fx.child, format });
      const text = await textOf(format, file);
      expect(text, format).toContain('withheld (anonymity)');
      expect(text, format).toContain('Climate report');
      expect(text, format).not.toMatch(CHILD_FIGURES);
    }
    const xlsx = await sheetsOf(Buffer.from((await fx.team.asAdmin.reports.exportReport({ groupId: fx.child, format: 'xlsx' })).base64, 'base64'));
    // Nothing numeric survives but the history's empty months, which carry no number either.
    expect([...xlsx.values()].flat(2).filter((v) => typeof v === 'number')).toEqual([]);
  });

  it('exports an empty report before anybody answered', async () => {
    // Three real members (k): a group of fewer people reads withheld whatever was answered.
    const staff = await Promise.all(Array.from({ length: 3 }, () => fx.team.person('user')));
    const empty = await makeGroup(fx.team.companyId, 'Newcomers', null, { members: staff.map((p) => p.id) });
    const file = await fx.team.asAdmin.reports.exportReport({ groupId: empty, format: 'pdf' });
    expect(await textOf('pdf', file)).toContain('Nobody in this scope has answered yet.');
  });
});

describe('exportComparison', () => {
  it('gives the comparison in every format with the figures of reports.compare, the withheld group marked', async () => {
    const { groups_data } = await fx.pt.reports.compare({ groups: [fx.parent, fx.child] });
    const [parent, child] = groups_data as [(typeof groups_data)[0], (typeof groups_data)[0]];
    expect([parent.withheld, child.withheld]).toEqual([false, true]);
    const fmt = one('pt-BR');
    const shown = [parent.score!, ...PILLARS.map((m) => parent.metrics[m]!)];
    for (const format of FORMATS) {
      const file = await fx.pt.reports.exportComparison({ groups: [fx.parent, fx.child], format });
      expect(file.filename).toMatch(new RegExp(`^clima-comparison-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
      const text = await textOf(format, file);
      expect(text, format).toContain('oculto (anonimato)');
      expect(text, format).toContain('Nota geral');
      expect(text, format).toContain(child.group_name);
      expect(text, format).not.toMatch(CHILD_FIGURES);
      if (format !== 'xlsx') for (const value of shown) expect(text, `${format}: ${value}`).toContain(fmt.format(value));
      if (format === 'csv') {
        const rows = csvRows(text, ';');
        expect(rows[0]).toContain('Nota geral');
        const childRow = rows.find((r) => r[0] === child.group_name)!;
        expect(childRow.slice(1).every((cell) => cell === 'oculto (anonimato)')).toBe(true);
        expect(rows.find((r) => r[0] === parent.group_name)!.slice(1, 3)).toEqual(['7', fmt.format(parent.score!)]);
      }
      if (format === 'xlsx') {
        const [rows] = [...(await sheetsOf(Buffer.from(file.base64, 'base64'))).values()];
        const childRow = rows!.find((r) => r[0] === child.group_name)!;
        expect(childRow.slice(1).every((cell) => cell === 'oculto (anonimato)')).toBe(true);
        expect(rows!.find((r) => r[0] === parent.group_name)!.slice(1, 3 + PILLARS.length)).toEqual([7, ...shown]);
      }
    }
  });

  it('downloads over v1 as the file itself (POST /v1/reports/groups/export)', async () => {
    const app = await testApp();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/reports/groups/export',
      headers: { authorization: `Bearer ${await sessionFor(fx.team.admin)}`, 'x-forwarded-for': freshIp() },
      payload: { groups: [fx.parent, fx.child], format: 'xlsx' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="clima-comparison-[\d-]+\.xlsx"$/);
    const sheets = await sheetsOf(res.rawPayload);
    const rows = [...sheets.values()][0]!;
    expect(rows.some((r) => r.includes('withheld (anonymity)'))).toBe(true);
  });
});
