import type { FigureReader } from '../reader.js';
import { COMPANY, day, uuid } from './base.js';
import { cellKey, countsSignature, keptScopeGate, treeSignature, type TreeNode } from './gating.js';
import { pastSignature, rosterWithheld, type CycleRosters } from './rosters.js';

// Participation: how many people answered, against how many can answer now (the server counts
// those). Who answered is a count of distinct people like any other figure: counted in every scope
// of the tree and gated as one family, live counts moving in whole steps of k. The people who can
// answer (the roster) are known to the viewer, so they are gated too: a scope whose roster, or
// whose roster less its shown subgroups' rosters, is 1 to k−1 people is withheld whatever was
// answered (else "6 of 7" beside a subgroup's "6 of 6" names the one who did not answer).

export interface Rate {
  respondents: number | null;
  rate: number | null;
  withheld: boolean;
}

/** A survey cycle's figure; `open` while people can still answer it (starts_on <= today < ends_on). */
export type CycleRate = Rate & { cycleId: string; date: string; open: boolean };

// Each figure has one definition, and they differ on purpose (a manager reads why beside each):
// the open cycle so far (day `day` of `days`), the last completed cycle (what the comparison
// shows), people who answered any cycle open in the last 7 or 14 days, and people per week.
export interface ParticipationReport {
  active: number;
  /** The newest cycle that has started, usually still open: so far, on day `day` of its `days`. */
  current: Rate & { cycleId: string | null; date: string | null; open: boolean; day: number | null; days: number | null };
  /** The newest cycle that has ended: the figure the group comparison shows. */
  lastCompleted: CycleRate | null;
  /** People who answered the cycles open during the last 7 and 14 days (each person once). */
  last7Days: Rate;
  last14Days: Rate;
  /** People who answered a cycle open during each of the last 10 weeks (each once), oldest first, each from its Monday; `days` of it gone by (under 7: the week under way). */
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
  /** People who can answer now, of the company ('company') and of every group of the tree (with its subgroups). */
  rosters: ReadonlyMap<string, number>;
  /** Who could answer each past cycle, as recorded when it began: its rate is over them, and gated by them too. */
  past?: readonly CycleRosters[];
}

/** Counts per scope, for one figure (a cycle, a week, a day window): what the gate decides on. */
type Family = Map<string, number>;

/** A figure over several cycles (a day window, a week): its counts and the cycles it covers. */
interface Spanning {
  counts: Family;
  cycleIds: string[];
}

interface Families {
  cycles: { cycleId: string; date: string; endsOn: string; open: boolean; counts: Family }[];
  last7: Spanning;
  last14: Spanning;
  weeks: ({ week: string } & Spanning)[];
}

const DAY_MS = 86_400_000;
const monday = (d: string) => {
  const date = new Date(`${d}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
};

/** A response's place: its groups (a chain, sorted at submission) as one key. */
const PLACE = `array_to_string(r.group_ids::varchar[], ',')`;

/**
 * A live count of distinct people: those of closed cycles exactly, the people only the open cycle
 * brought in whole blocks of k. One more answer therefore moves it by 0 or k, never by one (it
 * cannot move a person between an exact part and a rounded one).
 */
export const liveCount = (all: number, closed: number, k: number) => closed + Math.floor((all - closed) / k) * k;

/** Every scope's counts, for the whole company at once (the gate needs them all). */
async function countFamilies(engine: FigureReader, q: Pick<ParticipationQuery, 'companyId' | 'today' | 'k'>): Promise<Families> {
  const company = uuid(q.companyId);
  const today = day(q.today);
  const k = Math.max(1, Math.floor(q.k));
  const thisWeek = monday(q.today);
  const weekStarts = Array.from({ length: 10 }, (_, i) => new Date(Date.parse(`${thisWeek}T00:00:00Z`) - (9 - i) * 7 * DAY_MS).toISOString().slice(0, 10));
  // Every window is people (pseudonyms), each once, of the cycles open during it: the last 7 and
  // 14 days, and each week from Monday. Responses carry no time, so a week is not "answers sent
  // that week" (which counted a person twice when two cycles met in one week).
  const windows = [
    // As before: cycles that ended after the day 7 (14) days ago, so still open then or since.
    { key: 'last7', from: addDaysTo(q.today, -7), to: q.today },
    { key: 'last14', from: addDaysTo(q.today, -14), to: q.today },
    ...weekStarts.map((w) => ({ key: w, from: w, to: addDaysTo(w, 6) })),
  ];
  const earliest = windows.map((w) => w.from).sort()[0]!;
  // The last 12 cycles and every cycle open during a window (at most weekly: a few more).
  const cycles = await engine.all<{ cycle_id: string; date: string; ends_on: string; open: boolean; recent: boolean }>(`
    select cycle_id::varchar as cycle_id, starts_on::varchar as date, ends_on::varchar as ends_on, ends_on > ${today} as open,
      row_number() over (order by starts_on desc) <= 12 as recent
    from cycles where company_id = ${company} and starts_on <= ${today}
    qualify recent or ends_on > ${day(earliest)}
    order by starts_on`);
  if (cycles.length > 30) throw new Error(`participation counts at most 30 cycles at once, not ${cycles.length}`);
  // Each person once, with the cycles they answered as bits and their groups: a figure's people are
  // those with a bit of its cycles, each counted in one place, that of their first answer among
  // them (someone who moved counts in one group, not in both). Most people answered every cycle
  // from one place: they come as (place, cycles) with a number; the others one by one.
  const bits = cycles.map((c, i) => `('${c.cycle_id}'::uuid, ${1 << i})`).join(', ') || `(null::uuid, 0)`;
  const inCycles = `r.company_id = ${company} and r.seq >= (select coalesce(min(seq), 0) from responses where cycle_id in (select cycle_id from c))`;
  // The moves of the few who moved, read apart: a list per person costs more than the count itself.
  const rows = await engine.all<{ place: string | null; mask: number; n: number; moves: { bit: number; place: string }[] | null }>(`
    with c(cycle_id, bit) as (values ${bits}),
    person as (
      select r.respondent, bit_or(c.bit)::int as mask, min(${PLACE}) as first, max(${PLACE}) as last
      from responses r join c on c.cycle_id = r.cycle_id where ${inCycles}
      group by r.respondent
    )
    select first as place, mask, count(*)::int as n, null as moves from person where first = last group by first, mask
    union all
    select null, p.mask, 1, list({'bit': c.bit, 'place': ${PLACE}}) from person p join responses r on r.respondent = p.respondent join c on c.cycle_id = r.cycle_id
    where p.first <> p.last and ${inCycles} group by p.respondent, p.mask`);
  const maskOf = (pick: (c: (typeof cycles)[number]) => boolean) => cycles.reduce((mask, c, i) => (pick(c) ? mask | (1 << i) : mask), 0);
  const closedMask = maskOf((c) => !c.open);
  // Places by number, each with its scopes, so that each figure adds up numbers, not map entries.
  const places: string[] = [];
  const scopesOf: string[][] = [];
  const numbered = new Map<string, number>();
  const placeIndex = (place: string) => {
    let at = numbered.get(place);
    if (at === undefined) {
      numbered.set(place, (at = places.length));
      places.push(place);
      scopesOf.push([COMPANY, ...(place ? place.split(',') : [])]);
    }
    return at;
  };
  const placeAt = rows.map((r) => (r.place !== null ? placeIndex(r.place) : -1));
  for (const r of rows) for (const m of r.moves ?? []) placeIndex(m.place);
  const closed = new Float64Array(places.length);
  const open = new Float64Array(places.length);
  /**
   * Per scope, one figure's people: in each place, those with a closed cycle among the figure's
   * exactly, those only the open cycle brought in whole blocks of k (rule 4); a place's people
   * count in every scope of its chain, so scopes and their differences move by whole blocks.
   */
  const familyOf = (mask: number): Family => {
    closed.fill(0);
    open.fill(0);
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i]!;
      const within = r.mask & mask;
      if (!within) continue;
      // Movers are placed by the first of the figure's cycles they answered (bits follow the start dates).
      const at = placeAt[i]! >= 0 ? placeAt[i]! : placeIndex(r.moves!.filter((m) => m.bit & mask).sort((a, b) => a.bit - b.bit)[0]!.place);
      if (within & closedMask) closed[at] = closed[at]! + (r.place !== null ? r.n : 1);
      else open[at] = open[at]! + (r.place !== null ? r.n : 1);
    }
    const family: Family = new Map();
    for (let at = 0; at < places.length; at++) {
      if (closed[at]! + open[at]! === 0) continue;
      const n = liveCount(closed[at]! + open[at]!, closed[at]!, k);
      for (const scope of scopesOf[at]!) family.set(scope, (family.get(scope) ?? 0) + n);
    }
    return family;
  };
  const windowFamily = (from: string, to: string): Spanning => {
    const during = (c: (typeof cycles)[number]) => c.date <= to && c.ends_on > from;
    return { counts: familyOf(maskOf(during)), cycleIds: cycles.filter(during).map((c) => c.cycle_id) };
  };
  return {
    cycles: cycles
      .filter((c) => c.recent)
      .map((c) => {
        const counts = familyOf(1 << cycles.indexOf(c));
        return { cycleId: c.cycle_id, date: c.date, endsOn: c.ends_on, open: c.open, counts };
      }),
    last7: windowFamily(windows[0]!.from, windows[0]!.to),
    last14: windowFamily(windows[1]!.from, windows[1]!.to),
    weeks: windows.slice(2).map((w) => ({ week: w.key, ...windowFamily(w.from, w.to) })),
  };
}

const addDaysTo = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

type Gating = Pick<ParticipationQuery, 'k' | 'tree' | 'rosters'>;

const WITHHELD: Rate = { respondents: null, rate: null, withheld: true };

/**
 * Each scope's rate from one figure's counts: withheld for its roster (above), or when the gate
 * over who answered withholds it (fewer than k, or a difference of 1 to k−1 with a subgroup).
 */
export function ratesOf(family: Family, q: Gating, scopes: readonly string[], byRoster: ReadonlySet<string> = rosterWithheld(q)): Map<string, Rate> {
  const hidden = keptScopeGate(family, q.tree, q.k);
  return new Map(
    scopes.map((scope) => {
      const n = family.get(scope) ?? 0;
      const active = q.rosters.get(scope) ?? 0;
      if (byRoster.has(scope) || (n > 0 && hidden.has(cellKey(scope, null)))) return [scope, WITHHELD];
      return [scope, { respondents: n, rate: active > 0 ? Math.min(1, Math.round((n / active) * 10_000) / 10_000) : null, withheld: false }];
    }),
  );
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Shared by every scope and viewer of the company: the counts of every figure, before the gate. */
export const participationCounts = (engine: FigureReader, q: Pick<ParticipationQuery, 'companyId' | 'today' | 'k'>) =>
  engine.cache.shared('participation', { companyId: q.companyId, today: q.today, k: q.k }, () => countFamilies(engine, q));

async function computeParticipationReport(engine: FigureReader, q: ParticipationQuery): Promise<ParticipationReport> {
  const counted = await participationCounts(engine, q);
  const byRoster = rosterWithheld(q);
  // A figure over several cycles is withheld where today's rosters or any covered cycle's withhold it.
  const rateIn = ({ counts, cycleIds }: Spanning) => {
    const recorded = (q.past ?? []).filter((p) => cycleIds.includes(p.cycleId));
    const hidden = recorded.length ? new Set([...byRoster, ...recorded.flatMap((p) => [...rosterWithheld({ k: q.k, tree: q.tree, rosters: p.rosters })])]) : byRoster;
    return ratesOf(counts, q, [q.scope], hidden).get(q.scope)!;
  };
  const active = q.rosters.get(q.scope) ?? 0;
  const cycles = counted.cycles.map((c) => ({ cycleId: c.cycleId, date: c.date, open: c.open, ...cycleRates(c, q, [q.scope], byRoster).get(q.scope)! }));
  const newest = counted.cycles.at(-1);
  const current = newest
    ? { ...cycles.at(-1)!, day: daysBetween(newest.date, q.today) + 1, days: daysBetween(newest.date, newest.endsOn) }
    : {
        ...(byRoster.has(q.scope) ? WITHHELD : { respondents: 0, rate: active > 0 ? 0 : null, withheld: false }),
        cycleId: null,
        date: null,
        open: false,
        day: null,
        days: null,
      };
  const thisWeek = monday(q.today);
  return {
    active,
    current,
    lastCompleted: cycles.findLast((c) => !c.open) ?? null,
    last7Days: rateIn(counted.last7),
    last14Days: rateIn(counted.last14),
    weeks: counted.weeks.map((w) => ({ week: w.week, days: w.week === thisWeek ? daysBetween(thisWeek, q.today) + 1 : 7, ...rateIn(w) })),
    cycles,
  };
}

/**
 * A cycle's rates: over the people who could answer it as recorded when it began (today's where it
 * has no record), withheld where today's rosters or its own withhold the scope.
 */
function cycleRates(
  cycle: { cycleId: string; counts: Family },
  q: Gating & Pick<ParticipationQuery, 'past'>,
  scopes: readonly string[],
  today: ReadonlySet<string>,
): Map<string, Rate> {
  const recorded = q.past?.find((p) => p.cycleId === cycle.cycleId);
  if (!recorded) return ratesOf(cycle.counts, q, scopes, today);
  const then = { k: q.k, tree: q.tree, rosters: recorded.rosters };
  return ratesOf(cycle.counts, then, scopes, new Set([...today, ...rosterWithheld(then)]));
}

/** Kept per state of the company's data (analytics/cache.ts): computed when answers arrive, read as a lookup. */
export function participationReport(engine: FigureReader, q: ParticipationQuery): Promise<ParticipationReport> {
  const key = JSON.stringify({ ...q, tree: treeSignature(q.tree), rosters: countsSignature(q.rosters), past: pastSignature(q.past) });
  return engine.cache.current(q.companyId, `participationReport|${q.companyId}|${key}`, () => computeParticipationReport(engine, q));
}

/**
 * The last completed cycle's participation of many groups at once (the comparison's column): the
 * same counts, gate and rate as `lastCompleted` of each group's participation report, so the two
 * screens cannot disagree. `active`: people who can answer now, of the company and every group
 * (the rosters the gate needs, not only those of the groups asked for).
 */
export async function lastCompletedByGroup(
  engine: FigureReader,
  q: Omit<ParticipationQuery, 'scope' | 'rosters'> & { groups: readonly string[]; active: ReadonlyMap<string, number> },
): Promise<Map<string, Rate>> {
  const last = (await participationCounts(engine, q)).cycles.findLast((c) => !c.open);
  const now = { k: q.k, tree: q.tree, rosters: q.active, past: q.past };
  return last ? cycleRates(last, now, q.groups, rosterWithheld(now)) : ratesOf(new Map(), now, q.groups);
}
