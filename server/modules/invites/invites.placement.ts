import { allGroups, managedGroupIds, type GroupRow } from '../groups/groups.queries.js';
import { usersByIds } from '../groups/groups.people.queries.js';
import { inScope, parentMap, type GroupsCtx, type Scope } from '../groups/groups.scope.js';
import { directlyLedGroups } from './invites.queries.js';
import type { TInviteRow } from './invites.schemas.js';

// Where invited people land: the groups they join, the groups they lead, and their leader. The
// caller's reach is the groups module's scope (groups.scope), so a manager can only put people into
// groups they manage or that descend from one, and only name leaders of those groups.

export interface PlacementRules {
  /** A manager inviting: each person must land in one of their groups, and never as an administrator. */
  byManager: boolean;
  scope: Scope;
  /** The groups the caller may place people into, with the path above each (for names in sheets). */
  groups: (GroupRow & { path: string[] })[];
}

export interface Placement {
  groups: string[];
  leads: string[];
}

type Errors = Record<string, string[]>;
const add = (errors: Errors, field: string, code: string) => {
  (errors[field] ??= []).push(code);
};

export async function loadPlacementRules(c: GroupsCtx): Promise<PlacementRules> {
  const scope = c.scope;
  const rows = await allGroups(c.tx, c.auth.companyId);
  const parents = parentMap(rows);
  const names = new Map(rows.map((g) => [g.id, g.name]));
  const pathOf = (g: GroupRow) => {
    const path: string[] = [];
    for (let at = g.parent_id; at && path.length < 100; at = parents.get(at) ?? null) path.unshift(names.get(at) ?? '');
    return path;
  };
  return {
    byManager: c.auth.role !== 'admin',
    scope,
    groups: rows.filter((g) => inScope(scope, g.id)).map((g) => ({ ...g, path: pathOf(g) })),
  };
}

interface Leader {
  /** Groups the leader manages directly, within the caller's reach. */
  direct: string[];
  /** Every group the leader reaches (managed and below), within the caller's reach. */
  reach: Set<string>;
}

/**
 * People who may be named as a leader: active members of the company who lead a group the caller
 * reaches. Anyone else is unknown (a manager learns nothing about people outside their groups).
 */
async function loadLeaders(c: GroupsCtx, rules: PlacementRules, ids: string[]): Promise<Map<string, Leader>> {
  const out = new Map<string, Leader>();
  if (ids.length === 0) return out;
  const people = await usersByIds(c.tx, c.auth.companyId, ids);
  const led = await directlyLedGroups(c.tx, c.auth.companyId, ids);
  for (const p of people) {
    if (p.anonymized || p.status === 'deactivated' || p.inactive) continue;
    const direct = (led.get(p.id) ?? []).filter((id) => inScope(rules.scope, id));
    if (rules.byManager && direct.length === 0) continue;
    const reach = new Set((await managedGroupIds(c.tx, p.id)).filter((id) => inScope(rules.scope, id)));
    out.set(p.id, { direct, reach });
  }
  return out;
}

/**
 * Checks where each row's person lands and resolves it: groups must be ones the caller reaches; a
 * leader alone places the person in the one group the leader leads; a leader with groups must lead
 * them (or a group above them). Errors are codes by field (groups.<j>, leads.<j>, managerId, role).
 */
export async function planPlacements(c: GroupsCtx, rules: PlacementRules, rows: Partial<TInviteRow>[]): Promise<{ errors: Errors[]; placements: Placement[] }> {
  const known = new Set(rules.groups.map((g) => g.id));
  const leaderIds = [...new Set(rows.map((r) => r.managerId).filter((id): id is string => Boolean(id)))];
  const leaders = await loadLeaders(c, rules, leaderIds);
  const errors: Errors[] = [];
  const placements: Placement[] = [];
  for (const row of rows) {
    const e: Errors = {};
    (row.groups ?? []).forEach((id, j) => known.has(id) || add(e, `groups.${j}`, 'GROUP_UNKNOWN'));
    (row.leads ?? []).forEach((id, j) => known.has(id) || add(e, `leads.${j}`, 'GROUP_UNKNOWN'));
    const groups = [...new Set(row.groups ?? [])];
    const leads = [...new Set(row.leads ?? [])];
    if (row.managerId) {
      const leader = leaders.get(row.managerId);
      if (!leader) add(e, 'managerId', 'MANAGER_UNKNOWN');
      else if (groups.length === 0) {
        if (leader.direct.length === 1) groups.push(leader.direct[0]!);
        else add(e, 'managerId', leader.direct.length === 0 ? 'MANAGER_NO_GROUP' : 'MANAGER_SEVERAL_GROUPS');
      } else if (groups.some((id) => known.has(id) && !leader.reach.has(id))) add(e, 'managerId', 'MANAGER_NOT_OF_GROUP');
    }
    if (rules.byManager) {
      // A manager's invite stays within their reach: no administrators, nobody outside their groups.
      if (row.role === 'admin') add(e, 'role', 'ROLE_NOT_ALLOWED');
      if (!row.groups?.length && !row.leads?.length && !row.managerId) add(e, 'groups', 'GROUP_REQUIRED');
    }
    errors.push(e);
    placements.push({ groups, leads });
  }
  return { errors, placements };
}
