import { sql, type Kysely } from 'kysely';

// Where a person counts in the group tree for reports: their *reporting groups*, always one chain
// of the tree (a group and its ancestors), because the anonymity gate's arithmetic assumes it (a
// person counted in two sibling groups and once above them is the difference of three figures).
// One membership: that group and its ancestors. Several: the groups that contain all of them,
// their common ancestors. None: no group (the company only).
//
// reporting_placements(owners, group_ids, recorded) reads pairs (owner_i, group_ids_i), one set of
// groups per owner, and returns each owner's reporting groups. A set of memberships (recorded
// false) is placed by the rule: the intersection of every membership's chain (a membership of A
// and of A's child A1 places a person at A's chain). A recorded set (true: a response's groups,
// stored with their ancestors) stands for its deepest groups, those in no other group's chain of
// the set, and their chains are intersected: a reporting chain stays as it is, and a set stored
// before this migration, with every membership's chain, goes to the groups above them (where a
// person was a member of A and of A1 too, A1's chain: the stored set cannot tell). Ids of groups
// that no longer exist, or that row-level security hides, have no chain and are left out.
// Everything else is built on it: reporting_groups() for one person, the view for everyone, the
// release step and the rewrite below for recorded sets.
//
// Set-based, so a company's rosters are one statement, not one per person. Nested loops are off
// inside: the planner cannot see the arrays' sizes (it assumes ten elements) and a nested loop
// over every membership of a company is quadratic. It reads groups as its caller (security
// invoker), under the caller's row-level security.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function reporting_placements(owners uuid[], group_ids uuid[], recorded boolean)
    returns table (owner uuid, group_id uuid) language sql stable set enable_nestloop = off as $$
      with recursive membership as (
        select distinct m.owner, m.group_id as member from unnest(owners, group_ids) as m(owner, group_id)
      ),
      up(member, id) as (
        select g.id, g.id from groups g where g.id in (select member from membership)
        union
        select up.member, g.parent_id from up join groups g on g.id = up.id where g.parent_id is not null
      ),
      -- holders: how many of the owner's groups have this one in their chain (1: only itself).
      chain as (
        select m.owner, m.member, up.id, count(*) over (partition by m.owner, up.id) as holders
        from membership m join up on up.member = m.member
      ),
      intersected as (
        select owner, member, count(*) over (partition by owner) as n from chain
        where id = member and (not recorded or holders = 1)
      )
      select c.owner, c.id from chain c join intersected i on i.owner = c.owner and i.member = c.member
      group by c.owner, c.id, i.n having count(*) = i.n
    $$`.execute(db);
  await sql`
    create function reporting_groups(group_ids uuid[]) returns uuid[] language sql stable strict as $$
      select coalesce(array_agg(p.group_id order by p.group_id), '{}')
      from reporting_placements(array_fill('00000000-0000-0000-0000-000000000000'::uuid, array[cardinality(group_ids)]), group_ids, false) p
    $$`.execute(db);

  // security_invoker: the view reads group_members and groups with the caller's rights, so the
  // tenant policies apply through it (its owner, the migration's role, would see every company).
  await sql`
    create view user_reporting_groups with (security_invoker = true) as
    select g.company_id, p.owner as user_id, p.group_id
    from (select array_agg(user_id) as users, array_agg(group_id) as groups from group_members) m
    cross join lateral reporting_placements(m.users, m.groups, false) p
    join groups g on g.id = p.group_id`.execute(db);

  await placeStoredResponses(db);
}

/**
 * Stored responses recorded every member group with its ancestors: someone in two groups counts
 * in both. Each is placed at its reporting groups, under the tree as it is now, as the migration's
 * role (row-level security does not apply to it). Every row is written, changed or not: rows
 * rewritten alone would carry this transaction's id and so point out the answers of people in two
 * groups. Placed once per distinct set of groups, all sets in one call.
 */
export async function placeStoredResponses(db: Kysely<unknown>): Promise<void> {
  await sql`
    with sets as (select gen_random_uuid() as key, group_ids from (select distinct group_ids from survey_responses) s),
    pairs as (select array_agg(s.key) as owners, array_agg(g.id) as groups from sets s cross join unnest(s.group_ids) as g(id)),
    placed as (
      select p.owner, array_agg(p.group_id order by p.group_id) as reporting
      from pairs cross join lateral reporting_placements(pairs.owners, pairs.groups, true) p group by p.owner
    )
    update survey_responses r set group_ids = coalesce(placed.reporting, '{}')
    from sets s left join placed on placed.owner = s.key
    where s.group_ids = r.group_ids`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
