import type { SurveyIntervalDays } from '../../db/types.js';

// Delivery cycles, as plain date arithmetic on 'YYYY-MM-DD' days (UTC). A company's cycles start on
// its delivery date and repeat every 7 or 14 days, or every calendar month (interval 30: the same
// day of each month, the last day when a month is shorter).

const DAY_MS = 86_400_000;

export const toDay = (d: Date): string => d.toISOString().slice(0, 10);
const parse = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, n: number): string => toDay(new Date(parse(day) + n * DAY_MS));
const daysBetween = (from: string, to: string) => Math.round((parse(to) - parse(from)) / DAY_MS);

export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return toDay(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))));
}

export interface SurveySchedule {
  intervalDays: SurveyIntervalDays;
  /** The first delivery date. */
  anchor: string;
}

export interface Window {
  startsOn: string;
  endsOn: string;
}

/** The k-th cycle of a schedule (k = 0 starts on the delivery date). */
export function nthWindow({ intervalDays, anchor }: SurveySchedule, k: number): Window {
  if (intervalDays === 30) return { startsOn: addMonths(anchor, k), endsOn: addMonths(anchor, k + 1) };
  return { startsOn: addDays(anchor, k * intervalDays), endsOn: addDays(anchor, (k + 1) * intervalDays) };
}

/** The cycle a day falls in, or null before the first delivery date. */
export function windowAt(schedule: SurveySchedule, today: string): Window | null {
  if (today < schedule.anchor) return null;
  if (schedule.intervalDays !== 30) return nthWindow(schedule, Math.floor(daysBetween(schedule.anchor, today) / schedule.intervalDays));
  const [ay, am] = schedule.anchor.split('-').map(Number) as [number, number];
  const [ty, tm] = today.split('-').map(Number) as [number, number];
  let k = (ty - ay) * 12 + (tm - am);
  while (k > 0 && nthWindow(schedule, k).startsOn > today) k--;
  while (nthWindow(schedule, k).endsOn <= today) k++;
  return nthWindow(schedule, k);
}

/** How many smart-pillar questions a cycle carries: each smart pillar about once a month. */
export function smartPerCycle(intervalDays: SurveyIntervalDays, smartCount: number): number {
  if (intervalDays === 30) return smartCount;
  return Math.min(smartCount, intervalDays === 14 ? 2 : 1);
}

/** A small stable number from a metric id (FNV-1a), where its rotation starts. */
function startOf(id: string): number {
  let h = 2166136261;
  for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h % 997;
}

export interface LibraryQuestion {
  id: string;
  metricId: string;
  kind: 'pillar' | 'smart' | 'nps';
}

/**
 * The question set of a company's cycle number `n`: one question of every pillar, the smart pillars
 * whose turn it is, then eNPS and LNPS. Everyone in the company gets the same set (a per-person set
 * would let the questions of a response point at its author). Within a metric the questions rotate,
 * never repeating the previous cycle's choice.
 */
export function questionSet(
  library: readonly LibraryQuestion[],
  metrics: readonly { id: string; kind: 'pillar' | 'smart' | 'nps' }[],
  n: number,
  intervalDays: SurveyIntervalDays,
  previous: readonly string[] = [],
): string[] {
  const byMetric = new Map<string, string[]>();
  for (const q of library) byMetric.set(q.metricId, [...(byMetric.get(q.metricId) ?? []), q.id]);
  // turn: how many times the metric was asked before this cycle.
  const pick = (metricId: string, turn: number): string | null => {
    const ids = byMetric.get(metricId) ?? [];
    if (ids.length === 0) return null;
    let i = turn % ids.length;
    if (ids.length > 1 && previous.includes(ids[i]!)) i = (i + 1) % ids.length;
    return ids[i]!;
  };
  const pillars = metrics.filter((m) => m.kind === 'pillar');
  const smart = metrics.filter((m) => m.kind === 'smart');
  const perCycle = smartPerCycle(intervalDays, smart.length);
  const smartTurn = Array.from({ length: perCycle }, (_, j) => {
    const slot = n * perCycle + j;
    return { metric: smart[slot % smart.length]!, turn: Math.floor(slot / smart.length) };
  });
  const nps = metrics.filter((m) => m.kind === 'nps');
  // Each metric starts its rotation at its own place (from its id, not its position), so that a
  // cycle mixes question types however the library orders a pillar's questions.
  const chosen = [
    ...pillars.map((m) => pick(m.id, n + startOf(m.id))),
    ...smartTurn.map(({ metric, turn }) => pick(metric.id, turn + startOf(metric.id))),
    ...nps.map((m) => pick(m.id, n)),
  ];
  return chosen.filter((id): id is string => id !== null);
}
