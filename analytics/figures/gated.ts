import { NPS, PILLARS, SMART, type Metric } from '../metrics.js';
import type { NpsCount, ScopeCount } from './base.js';
import { cellKey, FixedSet, gateBucket, keptWith, treeSignature, type TreeNode } from './gating.js';

// A bucket's counts with the gate's decisions (what each metric withholds), and the figures read
// from it: every report family reads its figures through these.

export interface Figure {
  score: number | null;
  respondents: number | null;
  withheld: boolean;
}

export interface NpsFigure extends Figure {
  promoters: number | null;
  passives: number | null;
  detractors: number | null;
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

const hiddenFigure = { score: null, respondents: null, withheld: true };

/** `people`: who stand behind the figure when its counts are of person-months (the window's). */
export function npsFigure(count: NpsCount | undefined, hidden: boolean, people?: number): NpsFigure {
  const total = count ? count.promoters + count.passives + count.detractors : 0;
  if (hidden || !count || total === 0) return { ...hiddenFigure, withheld: hidden || total > 0, promoters: null, passives: null, detractors: null };
  return {
    score: Math.round(((count.promoters - count.detractors) / total) * 100),
    respondents: people ?? total,
    withheld: false,
    promoters: round(count.promoters / total, 4),
    passives: round(count.passives / total, 4),
    detractors: round(count.detractors / total, 4),
  };
}

/** Per bucket: the counts, and per metric ('respondents' for the overall figure) what is withheld. */
export interface GatedBucket {
  counts: Map<string, ScopeCount>;
  hidden: Map<Metric | 'respondents', Set<string>>;
}

export function gated(counts: readonly ScopeCount[], tree: readonly TreeNode[], k: number, metrics: readonly (Metric | 'respondents')[]): GatedBucket {
  // The gate depends only on the counts: metrics everyone answered share them, and one decision.
  const byCounts = new Map<string, Set<string>>();
  const hidden = new Map(
    metrics.map((m) => {
      const n = (c: ScopeCount) => (m === 'respondents' ? c.respondents : c.metrics[m].n);
      const signature = counts.map(n).join(',');
      let decision = byCounts.get(signature);
      if (!decision) byCounts.set(signature, (decision = new FixedSet(gateBucket(counts, tree, k, n))));
      return [m, decision] as const;
    }),
  );
  return { counts: new Map(counts.map((c) => [cellKey(c.scope, c.option), c])), hidden };
}

/** One figure of a bucket; `byRoster`: its scope is withheld for its roster, whatever was answered. */
export function figureOf(bucket: GatedBucket, key: string, metric: Metric | 'respondents', byRoster: boolean): Figure {
  const c = bucket.counts.get(key);
  if (byRoster) return hiddenFigure;
  if (!c || bucket.hidden.get(metric)!.has(key)) return c ? hiddenFigure : { score: null, respondents: 0, withheld: false };
  if (metric === 'respondents') return { score: c.overall === null ? null : round(c.overall), respondents: c.respondents, withheld: false };
  const { n, score } = c.metrics[metric];
  return { score: score === null ? null : round(score), respondents: n, withheld: false };
}

export const ALL: (Metric | 'respondents')[] = ['respondents', ...PILLARS, ...SMART, ...NPS];

// Gate decisions depend only on the counts, the tree and k. Counts are kept (analytics/cache.ts) as
// long as the data they describe: their decisions are kept with them, in the same array's name.
const decisions = new WeakMap<readonly ScopeCount[], Map<string, GatedBucket>>();

export function gatedOnce(counts: readonly ScopeCount[], tree: readonly TreeNode[], k: number, metrics: readonly (Metric | 'respondents')[]): GatedBucket {
  return keptWith(decisions, counts, `${treeSignature(tree)}|${k}|${metrics.join()}`, () => gated(counts, tree, k, metrics));
}
