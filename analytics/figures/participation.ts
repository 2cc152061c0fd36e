import type { AnalyticsEngine } from '../engine.js';
import { COMPANY, day, uuid } from './base.js';
import { cellKey, gateBucket, treeSignature, type TreeNode } from './gating.js';

// Participation: how many people answered, against how many can answer now (the server counts
// those). Who answered is a count of people like any other figure: counted in every scope of the
// tree and gated as one family, live counts moving in whole steps of k.

export interface Rate {
  respondents: number | null;
  rate: number | null;
  withheld: boolean;
}

/** A survey cycle's figure; `open` while people can still answer it (starts_on <= today < ends_on). */
export type CycleRate = Rate & { cycleId: string; date: string; open: boolean };

// Each figure has one definition, and they differ on purpose (a manager reads why beside each):
// the open cycle so far (day `day` of `days`), the last completed cycle (what the comparison
// shows), people who answered any cycle open in the last 7 or 14 days, and answers per week.
export interface ParticipationReport {
  active: number;
  /** The newest cycle that has started, usually still open: so far, on day `day` of its `days`. */
  current: Rate & { cycleId: string | null; date: string | null; open: boolean; day: number | null; days: number | null };
  /** The newest cycle that has ended: the figure the group comparison shows. */
  lastCompleted: CycleRate | null;
  /** People who answered the cycles open during the last 7 and 14 days (each person once). */
  last7Days: Rate;
  last14Days: Rate;
  /** Answers in each of the last 10 weeks, oldest first, each from its Monday; `days` of it gone by (under 7: the week under way). */
  weeks: (Rate & { week: string; days: number })[];
  /** The last 12 cycles, oldest first. */
  cycles: CycleRate[];
}

interface ParticipationQuery {
  companyId: string;
  today: string;
  k: number;
  tree: readonly TreeNode[];
  scope: string;
  /** People of the scope who can answer now. */
  active: number;
}

/** Counts per scope, for one figure (a cycle, a week, a day window): what the gate decides on. */
type Family = Map<string, number>;

interface Families {
  cycles: { cycleId: string; date: string; endsOn: string; open: boolean; counts: Family }[];
  last7: Family;
  last14: Family;
  weeks: { week: string; counts: Family }[];
}

const DAY_MS = 86_400_000;
const monday = (d: string) => {
  const date = new Date(`${d}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
};

const spreadScopes = `unnest(list_concat(['${COMPANY}'], group_ids::varchar[])) as scope`;

/** Every scope's counts, for the whole company at once (the gate needs them all). */
async function countFamilies(engine: AnalyticsEngine, q: Omit<ParticipationQuery, 'scope' | 'active'>): Promise<Families> {
  const company = uuid(q.companyId);
  const today = day(q.today);
  const floor = (n: number) => Math.floor(n / q.k) * q.k;
  const last12 = await engine.all<{ cycle_id: string; date: string; ends_on: string; open: boolean }>(`
    select cycle_id::varchar as cycle_id, starts_on::varchar as date, ends_on::varchar as ends_on, ends_on > ${today} as open from cycles
    where company_id = ${company} and starts_on <= ${today} order by starts_on desc limit 12`);
  const ids = last12.map((c) => `'${c.cycle_id}'::uuid`).join(', ') || 'null';
  // Responses are stored in arrival order: reading from the first of these cycles skips the rest.
  const since = `seq >= (select coalesce(min(seq), 0) from responses where cycle_id in (${ids}))`;
  const perCycle = await engine.all<{ cycle_id: string; scope: string; n: number }>(`
    select cycle_id::varchar as cycle_id, scope, count(*)::int as n from (
      select distinct cycle_id, respondent, ${spreadScopes} from responses where ${since} and cycle_id in (${ids})
    ) group by all`);
  const recent = await engine.all<{ scope: string; n7: number; n14: number; open7: number; open14: number }>(`
    select scope,
      count(distinct respondent) filter (where ends_on > ${today} - 7)::int as n7,
      count(distinct respondent)::int as n14,
      count(distinct respondent) filter (where ends_on > ${today} - 7 and ends_on > ${today})::int as open7,
      count(distinct respondent) filter (where ends_on > ${today})::int as open14
    from (
      select r.respondent, c.ends_on, ${spreadScopes} from responses r join cycles c on c.cycle_id = r.cycle_id
      where r.${since} and r.company_id = ${company} and c.starts_on <= ${today} and c.ends_on > ${today} - 14
    ) group by scope`);
  const thisWeek = monday(q.today);
  const weekStarts = Array.from({ length: 10 }, (_, i) => new Date(Date.parse(`${thisWeek}T00:00:00Z`) - (9 - i) * 7 * DAY_MS).toISOString().slice(0, 10));
  // Weeks from Monday (ISO), summed in the engine: ten rows per scope rather than seventy.
  const perWeek = await engine.all<{ week: string; scope: string; n: number }>(
    `select date_trunc('week', day)::date as week, scope, sum(respondents)::int as n from participation_days
     where company_id = ${company} and day >= ${day(weekStarts[0]!)} and day <= ${today} group by all`,
  );
  const weeks = new Map(weekStarts.map((w) => [w, new Map<string, number>()]));
  for (const w of perWeek) weeks.get(w.week)?.set(w.scope, w.n);
  // The week under way moves with each answer: it shows in whole steps of k.
  const current = weeks.get(thisWeek)!;
  for (const [scope, n] of current) current.set(scope, floor(n));
  // The open cycle's people join in whole blocks of k, like every live figure.
  const live = (total: number, open: number) => total - open + floor(open);
  return {
    cycles: [...last12].reverse().map((c) => {
      const counts = new Map(perCycle.filter((r) => r.cycle_id === c.cycle_id).map((r) => [r.scope, c.open ? floor(r.n) : r.n]));
      return { cycleId: c.cycle_id, date: c.date, endsOn: c.ends_on, open: c.open, counts };
    }),
    last7: new Map(recent.map((r) => [r.scope, live(r.n7, r.open7)])),
    last14: new Map(recent.map((r) => [r.scope, live(r.n14, r.open14)])),
    weeks: weekStarts.map((week) => ({ week, counts: weeks.get(week)! })),
  };
}

/** One scope's rate, the family gated over the tree (withheld like any figure of fewer than k). */
function rateIn(family: Family, q: Pick<ParticipationQuery, 'k' | 'tree' | 'scope' | 'active'>): Rate {
  const counted = [...family].map(([scope, n]) => ({ scope, option: null, n }));
  const n = family.get(q.scope) ?? 0;
  if (n > 0 && gateBucket(counted, q.tree, q.k, (c) => c.n).has(cellKey(q.scope, null))) return { respondents: null, rate: null, withheld: true };
  return { respondents: n, rate: q.active > 0 ? Math.min(1, Math.round((n / q.active) * 10_000) / 10_000) : null, withheld: false };
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Shared by every scope and viewer of the company: the counts of every figure, before the gate. */
const families = (engine: AnalyticsEngine, q: Omit<ParticipationQuery, 'scope' | 'active'>) =>
  engine.cache.shared(q.companyId, `participation|${q.companyId}|${q.today}|${q.k}`, () => countFamilies(engine, q));

async function computeParticipationReport(engine: AnalyticsEngine, q: ParticipationQuery): Promise<ParticipationReport> {
  const counted = await families(engine, q);
  const cycles = counted.cycles.map((c) => ({ cycleId: c.cycleId, date: c.date, open: c.open, ...rateIn(c.counts, q) }));
  const newest = counted.cycles.at(-1);
  const current = newest
    ? { ...cycles.at(-1)!, day: daysBetween(newest.date, q.today) + 1, days: daysBetween(newest.date, newest.endsOn) }
    : { respondents: 0, rate: q.active > 0 ? 0 : null, withheld: false, cycleId: null, date: null, open: false, day: null, days: null };
  const thisWeek = monday(q.today);
  return {
    active: q.active,
    current,
    lastCompleted: cycles.findLast((c) => !c.open) ?? null,
    last7Days: rateIn(counted.last7, q),
    last14Days: rateIn(counted.last14, q),
    weeks: counted.weeks.map((w) => ({ week: w.week, days: w.week === thisWeek ? daysBetween(thisWeek, q.today) + 1 : 7, ...rateIn(w.counts, q) })),
    cycles,
  };
}

/** Kept per state of the company's data (analytics/cache.ts): computed when answers arrive, read as a lookup. */
export function participationReport(engine: AnalyticsEngine, q: ParticipationQuery): Promise<ParticipationReport> {
  return engine.cache.current(q.companyId, `participationReport|${q.companyId}|${JSON.stringify({ ...q, tree: treeSignature(q.tree) })}`, () => computeParticipationReport(engine, q));
}

/**
 * The last completed cycle's participation of many groups at once (the comparison's column): the
 * same counts, gate and rate as `lastCompleted` of each group's participation report, so the two
 * screens cannot disagree. `active`: people of each group who can answer now.
 */
export async function lastCompletedByGroup(
  engine: AnalyticsEngine,
  q: Omit<ParticipationQuery, 'scope' | 'active'> & { groups: readonly string[]; active: ReadonlyMap<string, number> },
): Promise<Map<string, Rate>> {
  const last = (await families(engine, q)).cycles.findLast((c) => !c.open);
  return new Map(q.groups.map((scope) => [scope, rateIn(last?.counts ?? new Map(), { ...q, scope, active: q.active.get(scope) ?? 0 })]));
}
