import { recordAudit } from '../audit/audit.writer.js';
import { sendInvite } from '../auth/sign-up.service.js';
import { endAccess, withinReach } from '../users/users.access.js';
import { companyName, descendantIds, setGroupsActive, type GroupRow } from './groups.queries.js';
import { markInvited, setUsersInactive, subtreePeople } from './groups.people.queries.js';
import { visibleGroup, type GroupsCtx } from './groups.scope.js';

// Activating and inactivating groups (people §4): activating cascades down the tree to the groups,
// their members and managers (inactive people become active, unconfirmed people get an invite);
// inactivating cascades to the subgroups, and to their people only when asked. The cascade to
// people stops at the caller's reach (withinReach, as for any status change): a manager never
// changes a peer, a superior or an administrator, and never undoes an administrator's inactivation.

/** The people of a subtree whose status the caller may change. */
async function reachable<T extends { id: string }>(c: GroupsCtx, people: T[]): Promise<T[]> {
  const reach = await withinReach(
    c.tx,
    c.auth,
    people.map((p) => p.id),
    'status',
  );
  return people.filter((p) => reach.has(p.id));
}

export interface ActivationResult {
  id: string;
  active: boolean;
  groups: number;
  usersActivated: number;
  invitesSent: number;
  usersInactivated: number;
}

/** Activates a group's subtree and its people, inside the caller's transaction. */
export async function activateSubtree(c: GroupsCtx, group: GroupRow): Promise<ActivationResult> {
  const { tx } = c;
  const companyId = c.auth.companyId;
  const subtree = await descendantIds(tx, [group.id]);
  const groups = await setGroupsActive(tx, companyId, subtree, true);
  // A manager undoes only what a manager did; whoever stays inactive gets no invite either
  // (confirming one would clear the flag).
  const byAdmin = c.auth.role === 'admin';
  const people = (await reachable(c, await subtreePeople(tx, companyId, subtree))).filter((p) => !p.inactive || byAdmin || p.inactive_by_manager);
  const toActivate = people.filter((p) => p.inactive).map((p) => p.id);
  await setUsersInactive(tx, companyId, toActivate, false);
  const toInvite = people.filter((p) => p.status === 'unconfirmed' && p.email);
  if (toInvite.length) {
    const company = await companyName(tx, companyId);
    for (const person of toInvite) await sendInvite(c, tx, { ...person, inactive: false }, company);
    await markInvited(
      tx,
      companyId,
      toInvite.map((p) => p.id),
    );
  }
  const out = { id: group.id, active: true, groups, usersActivated: toActivate.length, invitesSent: toInvite.length, usersInactivated: 0 };
  await recordAudit(tx, c.auth, {
    entity: 'groups',
    action: 'activate',
    entityId: group.id,
    subject: group.name,
    summary: `Activated group "${group.name}" and its subgroups: ${toActivate.length} people activated, ${toInvite.length} invitations sent`,
    changes: { active: { from: group.active, to: true }, subgroups: subtree.length - 1, usersActivated: toActivate, invited: toInvite.map((p) => p.id) },
  });
  return out;
}

/** Inactivates a group's subtree (the groups only). */
export async function inactivateSubtree(c: GroupsCtx, group: GroupRow): Promise<ActivationResult> {
  const subtree = await descendantIds(c.tx, [group.id]);
  const groups = await setGroupsActive(c.tx, c.auth.companyId, subtree, false);
  await recordAudit(c.tx, c.auth, {
    entity: 'groups',
    action: 'inactivate',
    entityId: group.id,
    subject: group.name,
    summary: `Inactivated group "${group.name}" and its subgroups`,
    changes: { active: { from: group.active, to: false }, subgroups: subtree.length - 1 },
  });
  return { id: group.id, active: false, groups, usersActivated: 0, invitesSent: 0, usersInactivated: 0 };
}

/**
 * Inactivates the members and managers of a group and its subgroups, ending their access exactly
 * as inactivating one person does (sessions and pending invite links). Never the person asking,
 * never anyone beyond the caller's reach (a manager cannot lock out administrators or peers).
 */
export async function inactivateSubtreeUsers(c: GroupsCtx, group: GroupRow): Promise<number> {
  const { tx } = c;
  const companyId = c.auth.companyId;
  const subtree = await descendantIds(tx, [group.id]);
  const people = (await reachable(c, await subtreePeople(tx, companyId, subtree))).filter((p) => !p.inactive && p.id !== c.auth.userId);
  const ids = people.map((p) => p.id);
  await setUsersInactive(tx, companyId, ids, true, c.auth.role !== 'admin');
  await endAccess(tx, companyId, ids);
  await recordAudit(tx, c.auth, {
    entity: 'groups',
    action: 'inactivate-users',
    entityId: group.id,
    subject: group.name,
    summary: `Inactivated ${ids.length} people of group "${group.name}" and its subgroups`,
    changes: { usersInactivated: ids },
  });
  return ids.length;
}

/** The screens' switch: activate (with the cascade), or inactivate, optionally with the people. */
export async function setActive(c: GroupsCtx, input: { id: string; active: boolean; users: boolean }): Promise<ActivationResult> {
  const group = await visibleGroup(c, c.scope, input.id, true);
  if (input.active) return activateSubtree(c, group);
  const out = await inactivateSubtree(c, group);
  if (input.users) out.usersInactivated = await inactivateSubtreeUsers(c, group);
  return out;
}

/** PUT /v1/groups/:id/users-inactive: the people of the group and its subgroups. */
export async function inactivateUsers(c: GroupsCtx, id: string): Promise<{ id: string; usersInactivated: number }> {
  const group = await visibleGroup(c, c.scope, id, true);
  return { id, usersInactivated: await inactivateSubtreeUsers(c, group) };
}
