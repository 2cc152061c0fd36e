import { METRICS, NPS, type Metric } from '../metrics.js';
import type { NpsCount, ScopeCount } from './base.js';
import { withheldInMonth, type MonthRosterGate } from './rosters.js';
import type { GatedBucket } from './gated.js';
import { keptWith } from './gating.js';
import { lastMonths, WINDOW_MONTHS } from './period.js';

// The report window's scores are sums of its months' shown figures, never a count of their own.
// A person's mean over the window would weigh each of their months by 1/(months they answered):
// a different combination of the same answers, and three times the window less its months leaves
// twice the score of someone who answered one month only (ANONYMITY.md, rule 4). Summed as
// person-months over the months the history shows, the window is a fixed combination of figures
// the viewer already has, and a month withheld is left out of the window too. The people counted
// (respondents) stay distinct people over the window, gated as a figure of their own.

type Gated = Metric | 'respondents';

const emptyNps = (): NpsCount => ({ promoters: 0, passives: 0, detractors: 0 });
const npsTotal = (c: NpsCount) => c.promoters + c.passives + c.detractors;

/** A month of the window: its gated counts, and what its own cycles' rosters withhold (rosters.ts). */
export interface WindowMonth {
  bucket: GatedBucket;
  roster: MonthRosterGate | undefined;
}

/**
 * The window as a gated bucket: `window` gives each scope and cell its people and its own gate
 * decisions, `months` (gated over the same metrics) the figures its scores add up, each as the
 * history shows it (withheld by who answered, or by the month's rosters). A figure is shown where
 * the window's gate shows it and at least one of its months does. `keys`: only these scopes and
 * cells are read (a report of one scope), every one when not given (the gate itself is over all).
 */
export function windowOfMonths(window: GatedBucket, months: readonly WindowMonth[], keys?: readonly string[]): GatedBucket {
  if (keys) return sumWindow(window, months, keys);
  // Every scope (the comparison): kept with the window's gated counts, per set of month objects
  // (each kept with its own counts), since the result depends on nothing else.
  const monthsKey = months.map((m) => `${idOf(m.bucket)}:${m.roster ? idOf(m.roster) : '-'}`).join();
  return keptWith(wholeWindows, window, monthsKey, () => sumWindow(window, months));
}

const wholeWindows = new WeakMap<GatedBucket, Map<string, GatedBucket>>();
const ids = new WeakMap<object, number>();
let lastId = 0;
/** A number per object, for keys made of kept objects (never reused while the object lives). */
function idOf(object: object): number {
  let id = ids.get(object);
  if (id === undefined) ids.set(object, (id = ++lastId));
  return id;
}

function sumWindow(window: GatedBucket, months: readonly WindowMonth[], keys?: readonly string[]): GatedBucket {
  const gatedMetrics = [...window.hidden.keys()];
  const hidden = new Map(gatedMetrics.map((m) => [m, new Set(window.hidden.get(m))]));
  // Each month's decisions per metric, looked up once rather than per scope.
  const decided = months.map(({ bucket, roster }) => ({
    bucket,
    roster,
    hidden: gatedMetrics.map((metric) => {
      const set = bucket.hidden.get(metric);
      if (!set) throw new Error(`the months are not gated for ${metric}`);
      return set;
    }),
  }));
  const counts = new Map<string, ScopeCount>();
  for (const key of keys ?? window.counts.keys()) {
    const c = window.counts.get(key);
    if (c) counts.set(key, summed(key, c, decided, gatedMetrics, hidden));
  }
  return { counts, hidden };
}

/** One scope's (or cell's) window: its months' shown figures added up; figures shown in none join `hidden`. */
function summed(
  key: string,
  c: ScopeCount,
  months: readonly { bucket: GatedBucket; roster: WindowMonth['roster']; hidden: ReadonlySet<string>[] }[],
  gatedMetrics: readonly Gated[],
  hidden: Map<Gated, Set<string>>,
): ScopeCount {
  const totals = new Float64Array(gatedMetrics.length);
  const ns = new Float64Array(gatedMetrics.length);
  const nps = { enps: emptyNps(), lnps: emptyNps() };
  for (const month of months) {
    const m = month.bucket.counts.get(key);
    if (!m) continue;
    for (let i = 0; i < gatedMetrics.length; i++) {
      const metric = gatedMetrics[i]!;
      if (month.hidden[i]!.has(key) || (month.roster && withheldInMonth(month.roster, key, metric))) continue;
      let total = 0;
      let n = 0;
      if (metric === 'respondents') {
        if (m.overall !== null) ((total = m.overall * m.respondents), (n = m.respondents));
      } else if (metric === 'enps' || metric === 'lnps') {
        const into = nps[metric];
        ((into.promoters += m[metric].promoters), (into.passives += m[metric].passives), (into.detractors += m[metric].detractors));
        n = npsTotal(m[metric]);
      } else if (m.metrics[metric].score !== null) {
        ((total = m.metrics[metric].score * m.metrics[metric].n), (n = m.metrics[metric].n));
      }
      totals[i] = totals[i]! + total;
      ns[i] = ns[i]! + n;
    }
  }
  const means = new Map<Gated, number>();
  for (let i = 0; i < gatedMetrics.length; i++) {
    const metric = gatedMetrics[i]!;
    if (ns[i]! > 0 && !NPS.includes(metric as (typeof NPS)[number])) means.set(metric, totals[i]! / ns[i]!);
  }
  // Answered in the window, but in no month shown: withheld (a metric nobody answered stays empty).
  // Shown in a month but not yet counted in the window (the window's people are released in
  // blocks of their own: people new to the window, not to the month): withheld too, never a
  // score over no respondents.
  for (let i = 0; i < gatedMetrics.length; i++) {
    const metric = gatedMetrics[i]!;
    const answered = (metric === 'respondents' ? c.respondents : c.metrics[metric].n) > 0;
    if (ns[i]! > 0 !== answered) hidden.get(metric)!.add(key);
  }
  return {
    ...c,
    overall: means.get('respondents') ?? null,
    metrics: Object.fromEntries(METRICS.map((m) => [m, { n: c.metrics[m].n, score: means.get(m) ?? null }])) as ScopeCount['metrics'],
    enps: nps.enps,
    lnps: nps.lnps,
  };
}

/** The gated months of the report window, from a history that spans it, with their rosters' decisions. */
export function inWindow(history: readonly (readonly [string, GatedBucket])[], today: string, rosters: ReadonlyMap<string, MonthRosterGate>): WindowMonth[] {
  const window = new Set(lastMonths(today, WINDOW_MONTHS));
  return history.filter(([month]) => window.has(month)).map(([month, bucket]) => ({ bucket, roster: rosters.get(month) }));
}
