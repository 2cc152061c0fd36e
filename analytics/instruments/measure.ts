import { createHash } from 'node:crypto';
import { minimumFor } from '../anonymity.js';
import { NPS_BANDS } from '../../domain/metrics.js';
import { COMPANY } from '../figures/base.js';
import { npsFigure, round } from '../figures/gated.js';
import { cellKey, countsSignature, gateBucket, treeSignature, type TreeNode } from '../figures/gating.js';
import { cellRostersWithheld, rosterWithheld } from '../figures/rosters.js';
import type { FigureReader } from '../reader.js';
import type { Instrument, Question } from './instrument.js';
import { measureSql } from './measure-sql.js';
import { toScopes, type PlaceRow, type ScopeRow as Row } from './places.js';

// Every figure of every instrument, counted by the one SQL of its declaration (measure-sql.ts) and
// gated here, by the engine: no instrument or screen calls the gate, so none can forget it.
// Withholding more never shows a new combination; roll-ups add nothing to their questions.

export interface MeasureQuery {
  companyId: string;
  instance: string;
  /** The company's report minimum. */
  k: number;
  tree: readonly TreeNode[];
  /** How many people can answer now, per scope ('company' and each group): rule 7 gates these before any answer. */
  rosters: ReadonlyMap<string, number>;
  /** One demographic attribute's options. */
  options?: readonly string[];
  /** With options: how many people can answer now with each option, per scope (cellKey). */
  cellRosters?: ReadonlyMap<string, number>;
  /** Who could answer each cycle as it began, by cycle id (rosters and cells as above): gated too. */
  past?: ReadonlyMap<string, { rosters: ReadonlyMap<string, number>; cells: ReadonlyMap<string, number> }>;
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

const rounded = (n: number | null) => (n === null ? null : round(n));
const WITHHELD = { respondents: null, score: null, mean: null, withheld: true } as const;
const NOBODY = { respondents: 0, score: null, mean: null, withheld: false } as const;

/**
 * What the gate withholds in one cycle: per figure, the tree's rules over its scopes and cells
 * (gating.ts; texts with the comment minimum), and every figure of a scope or cell whose people
 * who could answer (today's, or as the cycle began) the same rules withhold (rule 7).
 */
function gateCycle(rows: readonly Row[], q: MeasureQuery, cycle: string): Set<string> {
  const hidden = new Set<string>();
  for (const [figure, counts] of groupBy(rows, (r) => r.figure)) {
    const minimum = figure.startsWith('t:') ? minimumFor('comment', q.k) : q.k;
    for (const key of gateBucket(counts, q.tree, minimum, (c) => c.n)) hidden.add(`${figure}|${key}`);
  }
  const options = q.options ?? [];
  for (const roster of [{ rosters: q.rosters, cells: q.cellRosters ?? new Map<string, number>() }, q.past?.get(cycle)]) {
    if (!roster) continue;
    for (const scope of rosterWithheld({ k: q.k, tree: q.tree, rosters: roster.rosters }))
      for (const option of [null, ...options]) hidden.add(`*|${cellKey(scope, option)}`);
    if (options.length) for (const key of cellRostersWithheld({ k: q.k, tree: q.tree, rosters: roster.rosters, options, cells: roster.cells })) hidden.add(`*|${key}`);
  }
  return hidden;
}

function figureOf(row: Row | undefined, hidden: boolean): InstrumentFigure {
  if (hidden) return WITHHELD;
  if (!row) return NOBODY;
  return { respondents: row.n, score: rounded(row.score), mean: rounded(row.mean), withheld: false };
}

function questionOf(question: Question, row: Row | undefined, hidden: boolean): QuestionFigure {
  const figure = figureOf(row, hidden);
  if (figure.withheld || !row) return { ...figure, distribution: null, nps: null };
  // In the declared order (choices) or the scale's, never the order people answered in.
  const counted = new Map<string, number>();
  for (const point of row.points ?? []) counted.set(point, (counted.get(point) ?? 0) + 1);
  const order = question.scale.kind === 'choice' ? question.scale.choices.map((c) => c.id) : [...counted.keys()].sort((a, b) => Number(a) - Number(b));
  const distribution = Object.fromEntries(order.filter((point) => counted.has(point)).map((point) => [point, counted.get(point)!]));
  if (question.scale.kind !== 'nps') return { ...figure, distribution, nps: null };
  // The shares and score as the engagement survey's eNPS gives them (gated.ts), from the same bands.
  const values = (row.points ?? []).map(Number);
  const count = (test: (v: number) => boolean) => values.filter(test).length;
  const { promoter, passive } = NPS_BANDS;
  const shares = npsFigure(
    { promoters: count((v) => v >= promoter), passives: count((v) => v >= passive && v < promoter), detractors: count((v) => v < passive) },
    false,
  );
  const nps = { promoters: shares.promoters!, passives: shares.passives!, detractors: shares.detractors!, score: shares.score! };
  return { ...figure, distribution, nps };
}

/**
 * A roll-up (a category, the overall score): the answer-weighted mean of its scored questions'
 * shown figures, so that it adds nothing to them (beside them, a mean of people's own means would
 * give away the answers of people who skipped some); `respondents` is the answers behind it, the
 * sum of those questions' people. Withheld where none of its questions is shown.
 */
function rollUp(parts: readonly (Row | undefined)[], shown: (row: Row) => boolean, scopeHidden: boolean): InstrumentFigure {
  if (scopeHidden) return WITHHELD;
  let [total, answers, any] = [0, 0, false];
  for (const row of parts) {
    if (!row) continue;
    any = true;
    if (row.score !== null && shown(row)) [total, answers] = [total + row.score * row.n, answers + row.n];
  }
  if (answers === 0) return any ? WITHHELD : NOBODY;
  return { respondents: answers, score: round(total / answers), mean: null, withheld: false };
}

function scopeFigures(instrument: Instrument, scope: string, option: string | null, rows: Map<string, Row>, hidden: (figure: string) => boolean): ScopeFigures {
  const cell = cellKey(scope, option);
  const row = (figure: string) => rows.get(`${figure}|${cell}`);
  const one = (figure: string) => figureOf(row(figure), hidden(`${figure}|${cell}`));
  const shown = (r: Row) => !hidden(`${r.figure}|${cell}`);
  const scoredIn = (categories: (id: string | null) => boolean) => instrument.questions.filter((q) => q.scored && categories(q.category)).map((q) => row(`q:${q.id}`));
  const out: ScopeFigures = { scope, option, respondents: one('respondents') };
  const offers = (kind: Instrument['figures'][number]) => instrument.figures.includes(kind);
  const overallIds = new Set(instrument.categories.filter((c) => c.overall).map((c) => c.id));
  const scopeHidden = hidden(`*|${cell}`);
  if (offers('overall'))
    out.overall = rollUp(
      scoredIn((c) => c !== null && overallIds.has(c)),
      shown,
      scopeHidden,
    );
  if (offers('categories'))
    out.categories = Object.fromEntries(
      instrument.categories.map((c) => [
        c.id,
        rollUp(
          scoredIn((id) => id === c.id),
          shown,
          scopeHidden,
        ),
      ]),
    );
  const asked = instrument.questions.filter((q) => q.scale.kind !== 'text');
  if (offers('questions') || offers('distributions'))
    out.questions = Object.fromEntries(
      asked.map((q) => {
        const figure = questionOf(q, row(`q:${q.id}`), hidden(`q:${q.id}|${cell}`));
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
  // Trees and rosters by their digests, made once per object (gating.ts), as the reports' keys are.
  const past = [...(q.past ?? [])].map(([cycle, r]) => [cycle, countsSignature(r.rosters), countsSignature(r.cells)]);
  const cellRosters = q.cellRosters ? countsSignature(q.cellRosters) : null;
  const key = JSON.stringify({ ...q, tree: treeSignature(q.tree), rosters: countsSignature(q.rosters), cellRosters, past, options: q.options ?? null });
  // Under the declaration itself: a survey edited (fewer figures, other choices) is read anew.
  const declared = createHash('sha256').update(JSON.stringify(instrument)).digest('base64url');
  return reader.cache.memo(`measure|${declared}|${q.companyId}|${reader.cache.generation(q.companyId)}|${key}`, async () => {
    const sql = measureSql(instrument, { ...q, textBlock: minimumFor('comment', q.k) });
    const rows = toScopes(await reader.all<PlaceRow>(sql), q.tree);
    const cycles = groupBy(rows, (r) => r.cycle_id);
    const scopes = [COMPANY, ...q.tree.map((t) => t.id)];
    const cells = [null, ...(q.options ?? [])];
    return [...cycles.values()]
      .map((counts) => {
        const hidden = gateCycle(counts, q, counts[0]!.cycle_id);
        const byKey = new Map(counts.map((r) => [`${r.figure}|${cellKey(r.scope, r.option)}`, r]));
        return {
          cycle: counts[0]!.cycle_id,
          startsOn: counts[0]!.starts_on,
          closed: counts[0]!.closed,
          scopes: scopes.flatMap((scope) =>
            cells.map((option) => scopeFigures(instrument, scope, option, byKey, (f) => hidden.has(`*|${cellKey(scope, option)}`) || hidden.has(f))),
          ),
        };
      })
      .sort((a, b) => (a.startsOn !== b.startsOn ? (a.startsOn < b.startsOn ? -1 : 1) : a.cycle < b.cycle ? -1 : a.cycle > b.cycle ? 1 : 0));
  });
}
