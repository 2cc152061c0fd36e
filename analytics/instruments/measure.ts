import { minimumFor } from '../anonymity.js';
import { cellKey, gateBucket, type TreeNode } from '../figures/gating.js';
import type { FigureReader } from '../reader.js';
import type { Instrument, Question } from './instrument.js';
import { measureSql } from './measure-sql.js';

// Every figure of every instrument, counted by the one SQL of its declaration (measure-sql.ts) and
// gated here, by the engine: no instrument or screen calls the gate, so none can forget it.

export interface MeasureQuery {
  companyId: string;
  instance: string;
  today: string;
  /** The company's report minimum. */
  k: number;
  tree: readonly TreeNode[];
  /** How many people could answer, per scope and cell (cellKey): below k a scope shows nothing, answered or not. */
  rosters: ReadonlyMap<string, number>;
  /** One demographic attribute's options. */
  options?: readonly string[];
  live: boolean;
}

export interface InstrumentFigure {
  respondents: number | null;
  /** Mean score, 0–10. */
  score: number | null;
  /** Mean answer in the scale's own units (stars, points). */
  mean: number | null;
  withheld: boolean;
}

export interface QuestionFigure extends InstrumentFigure {
  /** How many chose each choice or scale point. */
  distribution: Record<string, number> | null;
  /** For an nps question: the shares and the score (−100 to 100). */
  nps: { promoters: number; passives: number; detractors: number; score: number } | null;
}

export interface ScopeFigures {
  scope: string;
  option: string | null;
  respondents: InstrumentFigure;
  overall?: InstrumentFigure;
  categories?: Record<string, InstrumentFigure>;
  questions?: Record<string, QuestionFigure>;
  texts?: Record<string, InstrumentFigure>;
}

export interface CycleFigures {
  cycle: string;
  startsOn: string;
  closed: boolean;
  scopes: ScopeFigures[];
}

type Row = {
  cycle_id: string;
  starts_on: string;
  closed: boolean;
  scope: string;
  option: string | null;
  figure: string;
  n: number;
  /** How many of them answered only part of what the figure rolls up. */
  p: number;
  score: number | null;
  mean: number | null;
  points: string[] | null;
};

/** Rows by a key, in their order (Map.groupBy arrives after Node 20). */
function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = out.get(key);
    if (list) list.push(row);
    else out.set(key, [row]);
  }
  return out;
}

const round = (n: number | null, digits = 2) => (n === null ? null : Math.round(n * 10 ** digits) / 10 ** digits);
const WITHHELD = { respondents: null, score: null, mean: null, withheld: true } as const;
const NOBODY = { respondents: 0, score: null, mean: null, withheld: false } as const;

/**
 * What the gate withholds in one cycle: per figure, the tree's rules over its scopes and cells
 * (gating.ts, with the comment minimum for texts). A roll-up (a category, the overall score) beside
 * its questions gives away the answers of its people who left some of them out (its sum less its
 * questions' sums, weighed, is theirs alone): those people are counted as a figure of their own,
 * gated the same way, and the roll-up is shown where nobody left anything out or where that count
 * is shown, so that in every scope and every difference of scopes they are nobody or k people.
 * Withholding more never shows a new combination.
 */
function gateCycle(rows: readonly Row[], tree: readonly TreeNode[], k: number): Set<string> {
  const hidden = new Set<string>();
  for (const [figure, counts] of groupBy(rows, (r) => r.figure)) {
    const minimum = figure.startsWith('t:') ? minimumFor('comment', k) : k;
    for (const key of gateBucket(counts, tree, minimum, (c) => c.n)) hidden.add(`${figure}|${key}`);
    if (!counts.some((c) => c.p > 0)) continue;
    const partial = gateBucket(counts, tree, k, (c) => c.p);
    for (const c of counts) if (c.p > 0 && partial.has(cellKey(c.scope, c.option))) hidden.add(`${figure}|${cellKey(c.scope, c.option)}`);
  }
  return hidden;
}

function figureOf(row: Row | undefined, hidden: boolean): InstrumentFigure {
  if (hidden) return WITHHELD;
  if (!row) return NOBODY;
  return { respondents: row.n, score: round(row.score), mean: round(row.mean), withheld: false };
}

function questionOf(question: Question, row: Row | undefined, hidden: boolean): QuestionFigure {
  const figure = figureOf(row, hidden);
  if (figure.withheld || !row) return { ...figure, distribution: null, nps: null };
  const distribution: Record<string, number> = {};
  for (const point of row.points ?? []) distribution[point] = (distribution[point] ?? 0) + 1;
  if (question.scale.kind !== 'nps') return { ...figure, distribution, nps: null };
  const values = (row.points ?? []).map(Number);
  const share = (test: (v: number) => boolean) => values.filter(test).length / values.length;
  const [promoters, passives, detractors] = [share((v) => v >= 9), share((v) => v >= 7 && v < 9), share((v) => v < 7)];
  const nps = { promoters: round(promoters, 4)!, passives: round(passives, 4)!, detractors: round(detractors, 4)!, score: Math.round((promoters - detractors) * 100) };
  return { ...figure, distribution, nps };
}

function scopeFigures(instrument: Instrument, scope: string, option: string | null, rows: Map<string, Row>, hidden: (figure: string) => boolean): ScopeFigures {
  const cell = cellKey(scope, option);
  const one = (figure: string) => figureOf(rows.get(`${figure}|${cell}`), hidden(`${figure}|${cell}`));
  const out: ScopeFigures = { scope, option, respondents: one('respondents') };
  const offers = (kind: Instrument['figures'][number]) => instrument.figures.includes(kind);
  if (offers('overall')) out.overall = one('overall');
  if (offers('categories')) out.categories = Object.fromEntries(instrument.categories.map((c) => [c.id, one(`c:${c.id}`)]));
  const asked = instrument.questions.filter((q) => q.scale.kind !== 'text');
  if (offers('questions') || offers('distributions'))
    out.questions = Object.fromEntries(
      asked.map((q) => {
        const figure = questionOf(q, rows.get(`q:${q.id}|${cell}`), hidden(`q:${q.id}|${cell}`));
        return [q.id, offers('distributions') ? figure : { ...figure, distribution: null, nps: null }];
      }),
    );
  if (offers('texts')) out.texts = Object.fromEntries(instrument.questions.filter((q) => q.scale.kind === 'text').map((q) => [q.id, one(`t:${q.id}`)]));
  return out;
}

/**
 * An instance's figures, cycle by cycle, for the company, every group and (with options) every
 * cell: each gated. Kept per state of the company's data (analytics/cache.ts).
 */
export function measure(reader: FigureReader, instrument: Instrument, q: MeasureQuery): Promise<CycleFigures[]> {
  const key = JSON.stringify({ ...q, rosters: [...q.rosters], options: q.options ?? null });
  return reader.cache.memo(`measure|${instrument.id}|${q.companyId}|${reader.cache.generation(q.companyId)}|${key}`, async () => {
    const sql = measureSql(instrument, { ...q, groups: q.tree.map((t) => t.id) });
    const rows = await reader.all<Row>(sql);
    const cycles = groupBy(rows, (r) => r.cycle_id);
    const scopes = ['company', ...q.tree.map((t) => t.id)];
    const cells = [null, ...(q.options ?? [])];
    return [...cycles.values()]
      .map((counts) => {
        const hidden = gateCycle(counts, q.tree, q.k);
        const byKey = new Map(counts.map((r) => [`${r.figure}|${cellKey(r.scope, r.option)}`, r]));
        const small = (scope: string, option: string | null) => (q.rosters.get(cellKey(scope, option)) ?? 0) < q.k;
        return {
          cycle: counts[0]!.cycle_id,
          startsOn: counts[0]!.starts_on,
          closed: counts[0]!.closed,
          scopes: scopes.flatMap((scope) => cells.map((option) => scopeFigures(instrument, scope, option, byKey, (f) => small(scope, option) || hidden.has(f)))),
        };
      })
      .sort((a, b) => (a.startsOn < b.startsOn ? -1 : a.startsOn > b.startsOn ? 1 : 0));
  });
}
