import { AppError, type FieldErrors } from '../../lib/errors.js';
import { withinReach } from '../users/users.access.js';
import { allGroups } from './groups.queries.js';
import { peopleOfGroups, usersByIds } from './groups.people.queries.js';
import { inScope, isSelfOrAncestor, parentMap, visibleGroup, type GroupsCtx, type Scope } from './groups.scope.js';

// Checks of a proposed set of managers, members or subgroups, answered per item (the validate
// endpoints) and reused by create and update, which refuse the whole save on any item error.

export const MESSAGES = {
  unknownPerson: 'Unknown person',
  removedPerson: 'This person was removed from the company',
  inactiveManager: 'Inactive people cannot be managers',
  unknownGroup: 'Unknown group',
  ownSubgroup: 'A group cannot be its own subgroup',
  cycle: 'This group is above it in the tree: it cannot also be below it',
  rootForManager: 'Choose a parent group you manage',
  leavesScope: 'This would take groups out of the groups you manage',
} as const;

export interface ItemError {
  id: string;
  message: string;
}

export interface Validation {
  valid: boolean;
  errors: ItemError[];
}

const result = (errors: ItemError[]): Validation => ({ valid: errors.length === 0, errors });

/**
 * Managers must exist and be active (neither inactive nor removed); members must exist and not be
 * removed. A manager adds only people they already reach (anyone else answers like an unknown
 * person): otherwise a peer placed in their subgroup would fall under their status changes.
 * `current` are the group's people now, who may stay whoever placed them.
 */
export async function checkPeople(c: GroupsCtx, kind: 'managers' | 'members', ids: readonly string[], current: readonly string[] = []): Promise<Validation> {
  const rows = new Map((await usersByIds(c.tx, c.auth.companyId, ids)).map((u) => [u.id, u]));
  const added = ids.filter((id) => !current.includes(id));
  const reach = await withinReach(c.tx, c.auth, added, 'membership');
  const errors: ItemError[] = [];
  for (const id of ids) {
    const user = rows.get(id);
    if (!user || user.anonymized || (added.includes(id) && !reach.has(id))) errors.push({ id, message: MESSAGES.unknownPerson });
    else if (user.status === 'deactivated') errors.push({ id, message: MESSAGES.removedPerson });
    else if (kind === 'managers' && user.inactive) errors.push({ id, message: MESSAGES.inactiveManager });
  }
  return result(errors);
}

/**
 * Subgroups proposed for a group (`id`), or for a new group under `parentId`: each must be a group
 * the caller may see, and none may be the group itself or one of its ancestors (no cycles).
 */
export async function checkChildren(c: GroupsCtx, scope: Scope, target: { id?: string; parentId?: string | null }, children: readonly string[]): Promise<Validation> {
  const groups = await allGroups(c.tx, c.auth.companyId);
  const parents = parentMap(groups);
  // The chain above the group once saved: its (new) parent and that parent's ancestors.
  const selfId = target.id ?? '\u0000new';
  if (target.parentId !== undefined) parents.set(selfId, target.parentId);
  const errors: ItemError[] = [];
  for (const child of children) {
    if (!parents.has(child) || !inScope(scope, child)) errors.push({ id: child, message: MESSAGES.unknownGroup });
    else if (child === target.id) errors.push({ id: child, message: MESSAGES.ownSubgroup });
    else if (isSelfOrAncestor(parents, selfId, child)) errors.push({ id: child, message: MESSAGES.cycle });
  }
  return result(errors);
}

export function throwIfInvalid(fields: Record<string, Validation>): void {
  const out: FieldErrors = {};
  for (const [field, v] of Object.entries(fields)) if (!v.valid) out[field] = [...new Set(v.errors.map((e) => e.message))];
  if (Object.keys(out).length) throw new AppError('BAD_INPUT', out);
}

// The validate endpoints: a known group id must be one the caller may see.
export async function validatePeople(c: GroupsCtx, kind: 'managers' | 'members', input: { id?: string; ids: string[] }): Promise<Validation> {
  if (input.id) await visibleGroup(c, c.scope, input.id);
  const current = input.id ? await groupPeopleIds(c, kind, input.id) : [];
  return checkPeople(c, kind, input.ids, current);
}

/** The managers or members a group has now. */
export async function groupPeopleIds(c: GroupsCtx, kind: 'managers' | 'members', id: string): Promise<string[]> {
  return (await peopleOfGroups(c.tx, c.auth.companyId, kind === 'managers' ? 'group_managers' : 'group_members', [id])).map((p) => p.id);
}

export async function validateChildren(c: GroupsCtx, input: { id?: string; parentId?: string | null; children: string[] }): Promise<Validation> {
  const scope = c.scope;
  if (input.id) await visibleGroup(c, scope, input.id);
  if (input.parentId) await visibleGroup(c, scope, input.parentId);
  return checkChildren(c, scope, { id: input.id, parentId: input.parentId }, input.children);
}
