import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, Role, UserStatus } from '../server/db/types.js';
import { movePeople, type Move } from './demo-days.js';

// The demo company's organisation as the generator made it, reshaped in two ways: groups with
// subgroups get people of their own, and one team of two people is split off, so that the
// reports show one deliberate figure withheld below the report minimum (and not many by accident).

export interface OrgGroup {
  id: string;
  parent: string | null;
  children: string[];
  members: string[];
  manager: string | null;
}

export interface OrgPerson {
  id: string;
  role: Role;
  status: UserStatus;
  inactive: boolean;
}

export interface Org {
  companyId: string;
  groups: Map<string, OrgGroup>;
  people: Map<string, OrgPerson>;
}

export async function loadOrg(db: Kysely<DB>, companyId: string): Promise<Org> {
  const groups = new Map<string, OrgGroup>();
  for (const g of await db.selectFrom('groups').select(['id', 'parent_id']).where('company_id', '=', companyId).orderBy('id').execute()) {
    groups.set(g.id, { id: g.id, parent: g.parent_id, children: [], members: [], manager: null });
  }
  for (const g of groups.values()) if (g.parent) groups.get(g.parent)!.children.push(g.id);
  const members = await db.selectFrom('group_members').select(['group_id', 'user_id']).where('company_id', '=', companyId).orderBy('user_id').execute();
  for (const m of members) groups.get(m.group_id)!.members.push(m.user_id);
  const managers = await db.selectFrom('group_managers').select(['group_id', 'user_id']).where('company_id', '=', companyId).execute();
  for (const m of managers) groups.get(m.group_id)!.manager = m.user_id;
  const users = await db.selectFrom('users').select(['id', 'role', 'status', 'inactive']).where('company_id', '=', companyId).execute();
  return { companyId, groups, people: new Map(users.map((u) => [u.id, u])) };
}

/** The group with its ancestors, root first. */
export function pathOf(org: Org, groupId: string): string[] {
  const path: string[] = [];
  for (let g: string | null = groupId; g; g = org.groups.get(g)!.parent) path.unshift(g);
  return path;
}

export function subtreeOf(org: Org, groupId: string): string[] {
  return [groupId, ...org.groups.get(groupId)!.children.flatMap((c) => subtreeOf(org, c))];
}

export const headcount = (org: Org, groupId: string) => subtreeOf(org, groupId).reduce((n, g) => n + org.groups.get(g)!.members.length, 0);

/** Biggest first; ids break ties, so the same organisation always gets the same names. */
export const bySize = (org: Org, ids: readonly string[]) => [...ids].sort((a, b) => headcount(org, b) - headcount(org, a) || (a < b ? -1 : 1));

export const rootsOf = (org: Org) => [...org.groups.values()].filter((g) => g.parent === null).map((g) => g.id);

/** Can sign in and answers surveys. */
export const isActive = (p: OrgPerson | undefined) => p?.status === 'confirmed' && !p.inactive;
export const isActiveUser = (p: OrgPerson | undefined) => isActive(p) && p?.role === 'user';

const leavesOf = (org: Org, groupId: string) => subtreeOf(org, groupId).filter((g) => org.groups.get(g)!.children.length === 0);
const activeUsers = (org: Org, groupId: string) => org.groups.get(groupId)!.members.filter((id) => isActiveUser(org.people.get(id)));
/** The team below (or at) a group with the most active users; ids break ties. */
const largestTeam = (org: Org, groupId: string) => leavesOf(org, groupId).sort((a, b) => activeUsers(org, b).length - activeUsers(org, a).length || (a < b ? -1 : 1))[0]!;

/**
 * Gives every group with subgroups at least `k` active people of its own. The generator seats
 * only the manager there, and the complement rule (analytics/ANONYMITY.md) withholds a subgroup
 * whenever a group minus its subgroups leaves one or two people: most of the demo's comparison
 * would be withheld. The people come up from the largest team below, which keeps more than k.
 */
export async function staffParents(db: Kysely<DB>, org: Org, pseudonymKey: string, k: number): Promise<void> {
  const moves: Move[] = [];
  for (const group of [...org.groups.values()].filter((g) => g.children.length > 0)) {
    let missing = k - group.members.filter((id) => isActive(org.people.get(id))).length;
    while (missing-- > 0) {
      const source = largestTeam(org, group.id);
      const [userId] = activeUsers(org, source);
      if (!userId || activeUsers(org, source).length <= k + 1) break;
      const team = org.groups.get(source)!;
      team.members = team.members.filter((id) => id !== userId);
      group.members.push(userId);
      moves.push({ userId, from: source, to: group.id, before: pathOf(org, source).sort(), after: pathOf(org, group.id).sort() });
    }
  }
  await movePeople(db, org.companyId, pseudonymKey, moves);
}

/**
 * Splits two people off the department's largest team into a new team beside it. Two people stay
 * below any report minimum however many of them answer, so the team's figures are withheld.
 */
export async function addSmallTeam(db: Kysely<DB>, org: Org, pseudonymKey: string, department: string): Promise<{ groupId: string; memberIds: string[] }> {
  const largest = largestTeam(org, department);
  const team = org.groups.get(largest)!;
  const movers = activeUsers(org, largest).slice(0, 2);
  const groupId = randomUUID();
  const { created_at } = await db.selectFrom('groups').select('created_at').where('company_id', '=', org.companyId).where('id', '=', team.id).executeTakeFirstOrThrow();
  // A placeholder name until nameGroups (demo-names.ts) names the whole tree.
  await db.insertInto('groups').values({ company_id: org.companyId, id: groupId, name: groupId, parent_id: team.parent, created_at, updated_at: created_at }).execute();
  const group: OrgGroup = { id: groupId, parent: team.parent, children: [], members: movers, manager: null };
  org.groups.set(groupId, group);
  if (team.parent) org.groups.get(team.parent)!.children.push(groupId);
  team.members = team.members.filter((id) => !movers.includes(id));
  const before = pathOf(org, team.id).sort();
  const after = pathOf(org, groupId).sort();
  await movePeople(
    db,
    org.companyId,
    pseudonymKey,
    movers.map((userId) => ({ userId, from: team.id, to: groupId, before, after })),
  );
  return { groupId, memberIds: movers };
}
