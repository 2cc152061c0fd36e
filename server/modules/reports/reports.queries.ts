import { sql } from 'kysely';
import type { Tx } from '../../db/tenant.js';
import type { GroupsFilter } from '../../db/types.js';
import { cellKey, COMPANY, firstDay, lastMonths, NPS_HISTORY_MONTHS, type CycleRosters } from '../../../analytics/index.js';
import { peopleCounts } from '../users/users.queries.js';

// SQL of the report calls; rows are the tenant's own (row-level security).

/** The company's name, report minimum k and roster version (what reports.kept.ts keeps rosters by). */
export function reportCompany(tx: Tx, companyId: string) {
  return tx.selectFrom('companies').select(['name', 'report_min_users', 'roster_version']).where('id', '=', companyId).executeTakeFirstOrThrow();
}

/** Every group as it is now: the tree the figures roll up by, and the names reports show (by name, as the group tree lists them). */
export function reportGroups(tx: Tx) {
  return tx
    .selectFrom('groups')
    .select(['id', 'parent_id', 'name', 'active'])
    .orderBy(sql`lower(name)`)
    .execute();
}

// Rosters place each person at their reporting groups (view user_reporting_groups, migration
// 2026_11_24_700000), as their answers are placed: someone in two groups counts in the groups above
// both, never in each. The gate's arithmetic holds only if rosters and answers agree on it.

const ABLE = sql`u.status = 'confirmed' and not u.inactive and u.anonymized_at is null`;

/**
 * People who can answer now, of the company and of these groups (with their subgroups): the
 * rosters the anonymity gate weighs beside who answered, as every viewer can count them too.
 */
export async function rosterCounts(tx: Tx, companyId: string, groupIds: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>(groupIds.map((id) => [id, 0]));
  const [{ rows }, company] = await Promise.all([
    groupIds.length === 0
      ? { rows: [] }
      : sql<{ id: string; n: number }>`
          select r.group_id as id, count(*)::int as n
          from user_reporting_groups r join users u on u.company_id = r.company_id and u.id = r.user_id
          where ${ABLE} and r.group_id in (${sql.join([...groupIds])})
          group by r.group_id`.execute(tx),
    peopleCounts(tx, companyId, null),
  ]);
  for (const r of rows) out.set(r.id, Number(r.n));
  return new Map([[COMPANY, company.active], ...out]);
}

/** The rosters recorded for the cycles of the longest history a report shows (eNPS's 15 months). */
export const pastIn = (tx: Tx, s: { today: string }) => cycleRostersSince(tx, firstDay(lastMonths(s.today, NPS_HISTORY_MONTHS)[0]!));

/** Both rosters every report figure is gated by (analytics/figures/rosters.ts): everyone who can answer, and the unled. */
export async function reportRosters(tx: Tx, companyId: string, groupIds: readonly string[]) {
  const [rosters, unled] = await Promise.all([rosterCounts(tx, companyId, groupIds), unledCounts(tx)]);
  return { rosters, unled };
}

/**
 * People who can answer now but are not asked LNPS (nobody leads them: no manager but themselves
 * in the groups they are a member of or above), of the company and of every group: the eNPS roster
 * less the LNPS one. Who leads someone follows membership; where they count, reporting groups.
 */
export async function unledCounts(tx: Tx): Promise<Map<string, number>> {
  const { rows } = await sql<{ scope: string; n: number }>`
    with recursive up(user_id, group_id) as (
      select user_id, group_id from group_members
      union
      select up.user_id, g.parent_id from up join groups g on g.id = up.group_id where g.parent_id is not null
    ),
    led as (select distinct up.user_id from up join group_managers gm on gm.group_id = up.group_id and gm.user_id <> up.user_id),
    unled as (select u.id from users u where ${ABLE} and u.id not in (select user_id from led))
    select r.group_id::text as scope, count(*)::int as n from user_reporting_groups r join unled on unled.id = r.user_id group by r.group_id
    union all
    select ${COMPANY}::text as scope, count(*)::int as n from unled`.execute(tx);
  return new Map(rows.map((r) => [r.scope, Number(r.n)]));
}

/**
 * People who can answer now with each of these options, of the company and of every group (with
 * its subgroups), keyed by cellKey: a demographic cell's roster, which administrators can count.
 */
export async function cellRosterCounts(tx: Tx, optionIds: readonly string[]): Promise<Map<string, number>> {
  if (optionIds.length === 0) return new Map();
  const { rows } = await sql<{ scope: string; option: string; n: number }>`
    with able as (
      select u.id, v.option_id from users u join user_attribute_values v on v.user_id = u.id
      where ${ABLE} and v.option_id in (${sql.join([...optionIds])})
    )
    select r.group_id::text as scope, able.option_id::text as option, count(distinct r.user_id)::int as n
    from user_reporting_groups r join able on able.id = r.user_id group by 1, 2
    union all
    select ${COMPANY}::text as scope, option_id::text as option, count(distinct id)::int as n from able group by 2`.execute(tx);
  return new Map(rows.map((r) => [cellKey(r.scope, r.option), Number(r.n)]));
}

/**
 * Records who can answer as a cycle begins, every scope and every option of every attribute: the
 * cycle's months are later gated by these rosters as well as by today's (ANONYMITY.md, rule 7).
 */
export async function saveCycleRosters(tx: Tx, companyId: string, cycleId: string): Promise<void> {
  const [groups, options] = await Promise.all([tx.selectFrom('groups').select('id').execute(), tx.selectFrom('user_attribute_options').select('id').execute()]);
  const [{ rosters, unled }, cells] = await Promise.all([
    reportRosters(
      tx,
      companyId,
      groups.map((g) => g.id),
    ),
    cellRosterCounts(
      tx,
      options.map((o) => o.id),
    ),
  ]);
  const json = (m: ReadonlyMap<string, number>) => JSON.stringify(Object.fromEntries(m));
  await tx
    .insertInto('cycle_rosters')
    .values({ company_id: companyId, cycle_id: cycleId, rosters: json(rosters), unled: json(unled), cells: json(cells) })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The rosters recorded for the cycles that began on or after `from` (a day), with each cycle's month. */
// A cycle's record is written once and never changed: each is read from Postgres (and parsed) once
// per process, not on every report request; its month is the cycle's as read now. Ids are unique across companies, and which ids a
// request may see comes from its own company's rows.
const recorded = new Map<string, CycleRosters>();
const RECORDED_LIMIT = 2048;

export async function cycleRostersSince(tx: Tx, from: string): Promise<CycleRosters[]> {
  const cycles = await tx
    .selectFrom('cycle_rosters as r')
    .innerJoin('survey_cycles as c', (j) => j.onRef('c.company_id', '=', 'r.company_id').onRef('c.id', '=', 'r.cycle_id'))
    .select(['r.cycle_id', sql<string>`to_char(c.starts_on, 'YYYY-MM')`.as('month')])
    .where('c.starts_on', '>=', from)
    .orderBy('c.starts_on')
    .execute();
  const missing = cycles.filter((c) => !recorded.has(c.cycle_id)).map((c) => c.cycle_id);
  if (missing.length) {
    const rows = await tx.selectFrom('cycle_rosters').select(['cycle_id', 'rosters', 'unled', 'cells']).where('cycle_id', 'in', missing).execute();
    const map = (o: Record<string, number>) => new Map(Object.entries(o).map(([key, n]) => [key, Number(n)]));
    for (const r of rows) {
      if (recorded.size >= RECORDED_LIMIT) recorded.delete(recorded.keys().next().value!);
      const month = cycles.find((c) => c.cycle_id === r.cycle_id)!.month;
      recorded.set(r.cycle_id, { cycleId: r.cycle_id, month, rosters: map(r.rosters), unled: map(r.unled), cells: map(r.cells) });
    }
  }
  return cycles.flatMap((c) => {
    const r = recorded.get(c.cycle_id);
    if (!r || r.month === c.month) return r ? [r] : [];
    // A cycle whose start moved to another month (settings) gates the month it begins in now.
    const moved = { ...r, month: c.month };
    recorded.set(c.cycle_id, moved);
    return [moved];
  });
}

/** The option ids of a demographic attribute, in their order (none for an unknown attribute). */
export async function attributeOptionIds(tx: Tx, attributeId: string): Promise<string[]> {
  const rows = await tx.selectFrom('user_attribute_options').select('id').where('attribute_id', '=', attributeId).orderBy('position').execute();
  return rows.map((o) => o.id);
}

/** An attribute's labels and its options' labels, for the column heads of an export. */
export function attributeWithOptionLabels(tx: Tx, attributeId: string) {
  return Promise.all([
    tx.selectFrom('user_attributes').select('labels').where('id', '=', attributeId).executeTakeFirst(),
    tx.selectFrom('user_attribute_options').select(['id', 'labels']).where('attribute_id', '=', attributeId).execute(),
  ]);
}

export async function countAttributes(tx: Tx, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return (
    await tx
      .selectFrom('user_attributes')
      .select('id')
      .where('id', 'in', [...ids])
      .execute()
  ).length;
}

export async function filtersOf(tx: Tx, userId: string): Promise<GroupsFilter[]> {
  const row = await tx.selectFrom('report_filters').select('filters').where('user_id', '=', userId).executeTakeFirst();
  return row?.filters ?? [];
}

export async function upsertFilters(tx: Tx, companyId: string, userId: string, groupsFilters: GroupsFilter[]): Promise<void> {
  const filters = JSON.stringify(groupsFilters);
  await tx
    .insertInto('report_filters')
    .values({ company_id: companyId, user_id: userId, filters })
    .onConflict((oc) => oc.columns(['company_id', 'user_id']).doUpdateSet({ filters, updated_at: sql`now()` }))
    .execute();
}

export async function attributeIdsOf(tx: Tx, userId: string, reportId: string): Promise<string[]> {
  const row = await tx.selectFrom('report_attributes').select('attribute_ids').where('user_id', '=', userId).where('report_id', '=', reportId).executeTakeFirst();
  return row?.attribute_ids ?? [];
}

export async function upsertAttributeIds(tx: Tx, companyId: string, userId: string, reportId: string, attributeIds: string[]): Promise<void> {
  await tx
    .insertInto('report_attributes')
    .values({ company_id: companyId, user_id: userId, report_id: reportId, attribute_ids: attributeIds })
    .onConflict((oc) => oc.columns(['company_id', 'user_id', 'report_id']).doUpdateSet({ attribute_ids: attributeIds }))
    .execute();
}
