import type { AnalyticsEngine } from '../engine.js';
import { day, uuid } from './base.js';

// Participation: how many people answered, against how many can answer now (the server counts
// those). Counts of fewer than k people are withheld; the open cycle's count moves in steps of k.

export interface Rate {
  respondents: number | null;
  rate: number | null;
  withheld: boolean;
}

export interface ParticipationReport {
  active: number;
  current: Rate & { cycleId: string | null; date: string | null };
  last7Days: Rate;
  last14Days: Rate;
  /** Answers in each of the last 10 weeks, oldest first, each from its Monday. */
  weeks: (Rate & { week: string })[];
  /** The last 12 cycles, oldest first. */
  cycles: (Rate & { cycleId: string; date: string })[];
}

const scopeFilter = (scope: string) => (scope === 'company' ? 'true' : `list_contains(r.group_ids, ${uuid(scope)})`);

function rate(respondents: number, active: number, k: number): Rate {
  if (respondents > 0 && respondents < k) return { respondents: null, rate: null, withheld: true };
  return { respondents, rate: active > 0 ? Math.min(1, Math.round((respondents / active) * 10_000) / 10_000) : null, withheld: false };
}

/** Kept per state of the company's data (analytics/cache.ts): computed when answers arrive, read as a lookup. */
export function participationReport(
  engine: AnalyticsEngine,
  q: { companyId: string; today: string; k: number; scope: string; active: number },
): Promise<ParticipationReport> {
  return engine.cache.current(q.companyId, `participationReport|${q.companyId}|${JSON.stringify(q)}`, () => computeParticipationReport(engine, q));
}

async function computeParticipationReport(
  engine: AnalyticsEngine,
  q: { companyId: string; today: string; k: number; scope: string; active: number },
): Promise<ParticipationReport> {
  const company = uuid(q.companyId);
  // The last 12 cycles, and the first response to them: responses are stored in arrival order, so
  // reading from there skips the rest of the year.
  const last12 = await engine.all<{ cycle_id: string; date: string; open: boolean }>(`
    select cycle_id::varchar as cycle_id, starts_on as date, ends_on > ${day(q.today)} as open from cycles
    where company_id = ${company} and starts_on <= ${day(q.today)} order by starts_on desc limit 12`);
  const ids = last12.map((c) => `'${c.cycle_id}'::uuid`).join(', ') || 'null';
  const since = `r.seq >= (select coalesce(min(seq), 0) from responses where cycle_id in (${ids}))`;
  const counts = new Map(
    (
      await engine.all<{ cycle_id: string; n: number }>(`
        select r.cycle_id::varchar as cycle_id, count(distinct r.respondent)::int as n from responses r
        where ${since} and r.cycle_id in (${ids}) and ${scopeFilter(q.scope)} group by r.cycle_id`)
    ).map((r) => [r.cycle_id, r.n]),
  );
  const cycles = last12.map((c) => ({ ...c, n: counts.get(c.cycle_id) ?? 0 }));
  // A live count moves in whole steps of k, like every live figure.
  const counted = cycles.reverse().map((c) => ({ ...c, n: c.open ? Math.floor(c.n / q.k) * q.k : c.n }));
  const scopeKey = q.scope === 'company' ? 'company' : q.scope;
  const days = await engine.all<{ day: string; n: number }>(
    `select day, sum(respondents)::int as n from participation_days where company_id = ${company} and scope = $1 and day > ${day(q.today)} - 70 and day <= ${day(q.today)} group by day`,
    [scopeKey],
  );
  // People, not answers: a person who answered two cycles within the window counts once. The
  // window holds the cycles open during it (when each person answered is not kept with answers).
  const recent = await engine.all<{ n7: number; n14: number; open7: number; open14: number }>(`
    select count(distinct r.respondent) filter (where c.ends_on > ${day(q.today)} - 7)::int as n7,
      count(distinct r.respondent)::int as n14,
      count(distinct r.respondent) filter (where c.ends_on > ${day(q.today)} - 7 and c.ends_on > ${day(q.today)})::int as open7,
      count(distinct r.respondent) filter (where c.ends_on > ${day(q.today)})::int as open14
    from responses r join cycles c on c.cycle_id = r.cycle_id
    where ${since} and r.company_id = ${company} and c.starts_on <= ${day(q.today)} and c.ends_on > ${day(q.today)} - 14 and ${scopeFilter(q.scope)}`);
  const { n7 = 0, n14 = 0, open7 = 0, open14 = 0 } = recent[0] ?? {};
  // The open cycle's people join in whole blocks of k, like every live figure.
  const live = (total: number, open: number) => total - open + Math.floor(open / q.k) * q.k;
  const monday = (d: string) => {
    const date = new Date(`${d}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
    return date.toISOString().slice(0, 10);
  };
  const thisWeek = monday(q.today);
  const weeks = Array.from({ length: 10 }, (_, i) => new Date(Date.parse(`${thisWeek}T00:00:00Z`) - (9 - i) * 7 * 86_400_000).toISOString().slice(0, 10));
  const perWeek = new Map<string, number>();
  for (const d of days) perWeek.set(monday(d.day), (perWeek.get(monday(d.day)) ?? 0) + d.n);
  const last = counted.at(-1);
  return {
    active: q.active,
    current: { ...rate(last?.n ?? 0, q.active, q.k), cycleId: last?.cycle_id ?? null, date: last?.date ?? null },
    last7Days: rate(live(n7, open7), q.active, q.k),
    last14Days: rate(live(n14, open14), q.active, q.k),
    weeks: weeks.map((week) => ({ week, ...rate(perWeek.get(week) ?? 0, q.active, q.k) })),
    cycles: counted.map((c) => ({ cycleId: c.cycle_id, date: c.date, ...rate(c.n, q.active, q.k) })),
  };
}
