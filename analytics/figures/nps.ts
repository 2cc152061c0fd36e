import type { AnalyticsEngine } from '../engine.js';
import { cellKey, treeSignature, type TreeNode } from './gating.js';
import { monthlyCounts } from './history.js';
import { NPS_HISTORY_MONTHS } from './period.js';
import { gatedOnce, npsFigure, type NpsFigure } from './scores.js';
import { windowCounts } from './window.js';

// eNPS and LNPS: promoters answer 9–10, passives 7–8, detractors 0–6 (a respondent's mean over the
// period); the score is the share of promoters minus the share of detractors, −100 to 100.

export interface NpsPoint {
  month: string;
  score: number | null;
  prop_promoters: number | null;
  prop_passives: number | null;
  prop_detractors: number | null;
  /** Respondents of the month who left this question unanswered. */
  prop_not_answered: number | null;
}

export interface NpsReport extends NpsFigure {
  history: NpsPoint[];
}

const empty = (month: string): NpsPoint => ({ month, score: null, prop_promoters: null, prop_passives: null, prop_detractors: null, prop_not_answered: null });

/** Kept per state of the company's data (analytics/cache.ts): computed when answers arrive, read as a lookup. */
export function npsReport(
  engine: AnalyticsEngine,
  q: { companyId: string; today: string; k: number; tree: readonly TreeNode[]; scope: string; metric: 'enps' | 'lnps' },
): Promise<NpsReport | null> {
  return engine.cache.current(q.companyId, `npsReport|${q.companyId}|${JSON.stringify({ ...q, tree: treeSignature(q.tree) })}`, () => computeNpsReport(engine, q));
}

async function computeNpsReport(
  engine: AnalyticsEngine,
  q: { companyId: string; today: string; k: number; tree: readonly TreeNode[]; scope: string; metric: 'enps' | 'lnps' },
): Promise<NpsReport | null> {
  const key = cellKey(q.scope, null);
  const counts = (await windowCounts(engine, { companyId: q.companyId, today: q.today, k: q.k })).window;
  const here = counts.find((c) => c.scope === q.scope && c.option === null);
  if (!here || here.metrics[q.metric].n === 0) return null;
  const now = gatedOnce(counts, q.tree, q.k, [q.metric]);
  const months = await monthlyCounts(engine, { companyId: q.companyId, today: q.today, k: q.k, months: NPS_HISTORY_MONTHS });
  const history = [...months].map(([month, list]): NpsPoint => {
    const bucket = gatedOnce(list, q.tree, q.k, [q.metric]);
    const c = bucket.counts.get(key);
    const f = npsFigure(c?.[q.metric], bucket.hidden.get(q.metric)!.has(key));
    if (!c || f.score === null) return empty(month);
    return {
      month,
      score: f.score,
      prop_promoters: f.promoters,
      prop_passives: f.passives,
      prop_detractors: f.detractors,
      prop_not_answered: Math.round(((c.respondents - f.respondents!) / c.respondents) * 10_000) / 10_000,
    };
  });
  return { ...npsFigure(here[q.metric], now.hidden.get(q.metric)!.has(key)), history };
}
