import type { FigureReader } from '../reader.js';
import { cellKey, countsSignature, treeSignature, type TreeNode } from './gating.js';
import { monthlyCounts } from './history.js';
import { NPS_HISTORY_MONTHS } from './period.js';
import { monthRosterGates, pastSignature, rosterGate, unaskedWithheld, windowRosterWithheld, withheldInMonth, type CycleRosters } from './rosters.js';
import { gatedOnce, npsFigure, type NpsFigure } from './gated.js';
import { inWindow, windowOfMonths } from './window-sum.js';
import { windowCounts } from './window.js';

// eNPS and LNPS: promoters answer 9–10, passives 7–8, detractors 0–6 (a respondent's mean over the
// month; the window adds up its months); the score is the share of promoters minus the share of detractors, −100 to 100.

export interface NpsPoint {
  month: string;
  score: number | null;
  prop_promoters: number | null;
  prop_passives: number | null;
  prop_detractors: number | null;
  /**
   * Respondents of the month who left this question unanswered; null where people who are not
   * asked it (LNPS: nobody leads them) are 1 to k−1 of the scope or of a subgroup's difference.
   */
  prop_not_answered: number | null;
}

export interface NpsReport extends NpsFigure {
  history: NpsPoint[];
}

interface NpsQuery {
  companyId: string;
  today: string;
  k: number;
  tree: readonly TreeNode[];
  scope: string;
  metric: 'enps' | 'lnps';
  /** People who can answer now, of the company ('company') and every group. */
  rosters: ReadonlyMap<string, number>;
  /**
   * People who can answer now but are not asked this question, of the company and every group
   * (LNPS: those nobody leads; eNPS: nobody, an empty map).
   */
  unasked: ReadonlyMap<string, number>;
  /** Who could answer each past cycle of the history, as recorded when it began. */
  past?: readonly CycleRosters[];
}

/**
 * Whether "not answered" may be shown: it counts the people not asked with those who skipped, so
 * where the people not asked are 1 to k−1 (a department's head, who has no leader), it would say
 * every month whether they answered. Shown where nobody is unasked, or where the unasked, as a
 * roster gated over the tree, are k or more in the scope and in every difference with subgroups.
 */
function notAnsweredShown(q: NpsQuery): boolean {
  return !unaskedWithheld(q).has(q.scope);
}

/**
 * Whether the figure is withheld for the rosters, whatever was answered: the people asked it are
 * everyone less the unasked, and LNPS beside eNPS must not tell the unasked apart either.
 */
function rosterHidden(q: NpsQuery): boolean {
  const gate = rosterGate({ k: q.k, tree: q.tree, rosters: q.rosters, unled: q.unasked });
  return (q.metric === 'lnps' ? gate.lnps : gate.all).has(q.scope);
}

const empty = (month: string): NpsPoint => ({ month, score: null, prop_promoters: null, prop_passives: null, prop_detractors: null, prop_not_answered: null });

/** Kept per state of the company's data (analytics/cache.ts): computed when answers arrive, read as a lookup. */
export function npsReport(engine: FigureReader, q: NpsQuery): Promise<NpsReport | null> {
  const key = JSON.stringify({
    ...q,
    tree: treeSignature(q.tree),
    unasked: countsSignature(q.unasked),
    rosters: countsSignature(q.rosters),
    past: pastSignature(q.past),
  });
  return engine.cache.current(q.companyId, `npsReport|${q.companyId}|${key}`, () => computeNpsReport(engine, q));
}

async function computeNpsReport(engine: FigureReader, q: NpsQuery): Promise<NpsReport | null> {
  const key = cellKey(q.scope, null);
  const counts = (await windowCounts(engine, { companyId: q.companyId, today: q.today, k: q.k })).window;
  const here = counts.find((c) => c.scope === q.scope && c.option === null);
  // Withheld for its roster: every month withheld too, and never null (that would say nobody answered).
  const byRoster = rosterHidden(q);
  // Past months by their own cycles' rosters (rosters.ts), and the window by every month it spans.
  const pastRosters = monthRosterGates(q.past, q.k, q.tree);
  const windowByRoster = byRoster || windowRosterWithheld(pastRosters, q.today, key, q.metric);
  if (!windowByRoster && (!here || here.metrics[q.metric].n === 0)) return null;
  const showNotAnswered = notAnsweredShown(q);
  const months = await monthlyCounts(engine, { companyId: q.companyId, today: q.today, k: q.k, months: NPS_HISTORY_MONTHS });
  const monthly = [...months].map(([month, list]) => [month, gatedOnce(list, q.tree, q.k, [q.metric])] as const);
  // The window's counts are its months' as the history shows them (window-sum.ts), its people,
  // distinct, its own.
  const now = windowOfMonths(gatedOnce(counts, q.tree, q.k, [q.metric]), inWindow(monthly, q.today, pastRosters), [key]);
  const history = monthly.map(([month, bucket]): NpsPoint => {
    const c = bucket.counts.get(key);
    const roster = pastRosters.get(month);
    const f = npsFigure(c?.[q.metric], byRoster || withheldInMonth(roster, key, q.metric) || bucket.hidden.get(q.metric)!.has(key));
    if (!c || f.score === null) return empty(month);
    return {
      month,
      score: f.score,
      prop_promoters: f.promoters,
      prop_passives: f.passives,
      prop_detractors: f.detractors,
      prop_not_answered:
        showNotAnswered && !(q.metric === 'lnps' && roster?.unledApart.has(q.scope))
          ? Math.round(((c.respondents - f.respondents!) / c.respondents) * 10_000) / 10_000
          : null,
    };
  });
  const window = now.counts.get(key);
  return { ...npsFigure(window?.[q.metric], windowByRoster || now.hidden.get(q.metric)!.has(key), window?.metrics[q.metric].n), history };
}
