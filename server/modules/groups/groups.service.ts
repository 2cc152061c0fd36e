import { AppError } from '../../lib/errors.js';
import { diff, recordAudit } from '../audit/audit.writer.js';
import { activateSubtree, inactivateSubtree } from './groups.activation.js';
import { allGroups, deleteGroupRow, findGroup, findGroupByName, insertGroup, moveChildren, updateGroupRow } from './groups.queries.js';
import { peopleOfGroups, replacePeople } from './groups.people.queries.js';
import { getGroup } from './groups.read.js';
import { placeResponsesUnderNewTree } from './groups.regroup.js';
import type { TCreateGroupInput, TUpdateGroupInput } from './groups.schemas.js';
import { inScope, isSelfOrAncestor, parentMap, visibleGroup, type GroupsCtx, type Scope } from './groups.scope.js';
import { checkChildren, checkPeople, groupPeopleIds, MESSAGES, throwIfInvalid, type Validation } from './groups.validation.js';

// Creating, changing and deleting groups. Every change writes its audit row in the request's
// transaction; a refused change writes nothing.

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';
const nameTaken = () => new AppError('GROUP_NAME_TAKEN', { name: ['A group with this name already exists'] });
const ok: Validation = { valid: true, errors: [] };

async function assertNameFree(c: GroupsCtx, name: string, self?: string) {
  const same = await findGroupByName(c.tx, c.auth.companyId, name);
  if (same && same.id !== self) throw nameTaken();
}

/** The parent a group may be given: a visible group, or the root for administrators only. */
async function assertParent(c: GroupsCtx, scope: Scope, parentId: string | null) {
  if (parentId === null) {
    if (!scope.all) throw new AppError('BAD_INPUT', { parentId: [MESSAGES.rootForManager] });
    return null;
  }
  return visibleGroup(c, scope, parentId);
}

async function withUniqueName<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (isUniqueViolation(e)) throw nameTaken();
    throw e;
  }
}

export async function createGroup(c: GroupsCtx, input: TCreateGroupInput) {
  const scope = c.scope;
  const companyId = c.auth.companyId;
  const parent = await assertParent(c, scope, input.parentId);
  await assertNameFree(c, input.name);
  throwIfInvalid({
    managers: await checkPeople(c, 'managers', input.managers),
    members: await checkPeople(c, 'members', input.members),
    children: input.children.length ? await checkChildren(c, scope, { parentId: input.parentId }, input.children) : ok,
  });
  // The tree as answers were placed by, when subgroups are taken from where they are.
  const before = input.children.length ? await allGroups(c.tx, companyId) : [];
  const id = await withUniqueName(() => insertGroup(c.tx, companyId, { name: input.name, parentId: input.parentId, active: input.active }));
  await replacePeople(c.tx, companyId, 'group_managers', id, input.managers);
  await replacePeople(c.tx, companyId, 'group_members', id, input.members);
  for (const child of input.children) await updateGroupRow(c.tx, companyId, child, { parent_id: id });
  if (input.children.length) await placeResponsesUnderNewTree(c, before);
  await recordAudit(c.tx, c.auth, {
    entity: 'groups',
    action: 'create',
    entityId: id,
    subject: input.name,
    summary: `Created group "${input.name}"${parent ? ` under "${parent.name}"` : ''}`,
    changes: { name: input.name, parentId: input.parentId, active: input.active, managers: input.managers, members: input.members, children: input.children },
  });
  // A manager sees the new group through its parent, which is in their subtree.
  return getGroup(c, id, scope.all ? scope : { all: false, ids: new Set([...scope.ids, id]) });
}

export async function updateGroup(c: GroupsCtx, input: TUpdateGroupInput) {
  const scope = c.scope;
  const companyId = c.auth.companyId;
  const group = await visibleGroup(c, scope, input.id, true);
  const groups = await allGroups(c.tx, companyId);
  const parents = parentMap(groups);

  if (input.name !== undefined && input.name !== group.name) await assertNameFree(c, input.name, group.id);
  const parentId = input.parentId === undefined ? group.parent_id : input.parentId;
  if (parentId !== group.parent_id) {
    await assertParent(c, scope, parentId);
    if (parentId && isSelfOrAncestor(parents, parentId, group.id)) throw new AppError('BAD_INPUT', { parentId: [MESSAGES.cycle] });
  }

  const currentChildren = groups.filter((g) => g.parent_id === group.id).map((g) => g.id);
  let released: string[] = [];
  let childCheck = ok;
  if (input.children) {
    childCheck = await checkChildren(c, scope, { id: group.id, parentId }, input.children);
    // Subgroups taken out of the list move up to this group's parent, as on delete.
    released = currentChildren.filter((id) => !input.children!.includes(id));
    if (released.length && !scope.all && !inScope(scope, parentId))
      childCheck = { valid: false, errors: [...childCheck.errors, { id: released[0]!, message: MESSAGES.leavesScope }] };
  }
  throwIfInvalid({
    managers: input.managers ? await checkPeople(c, 'managers', input.managers, await groupPeopleIds(c, 'managers', group.id)) : ok,
    members: input.members ? await checkPeople(c, 'members', input.members, await groupPeopleIds(c, 'members', group.id)) : ok,
    children: childCheck,
  });

  const before = await snapshot(c, group.id, group, currentChildren);
  await withUniqueName(() => updateGroupRow(c.tx, companyId, group.id, { name: input.name ?? group.name, parent_id: parentId }));
  if (input.managers) await replacePeople(c.tx, companyId, 'group_managers', group.id, input.managers);
  if (input.members) await replacePeople(c.tx, companyId, 'group_members', group.id, input.members);
  if (input.children) {
    for (const child of input.children) await updateGroupRow(c.tx, companyId, child, { parent_id: group.id });
    for (const child of released) await updateGroupRow(c.tx, companyId, child, { parent_id: parentId });
  }
  const adopted = input.children?.some((child) => parents.get(child) !== group.id) ?? false;
  if (parentId !== group.parent_id || adopted || released.length) await placeResponsesUnderNewTree(c, groups);
  const updated = (await findGroup(c.tx, companyId, group.id))!;
  const after = await snapshot(c, group.id, updated, input.children ?? currentChildren);
  const changes = diff(before, after);
  if (Object.keys(changes).length) {
    await recordAudit(c.tx, c.auth, {
      entity: 'groups',
      action: 'update',
      entityId: group.id,
      subject: updated.name,
      summary: `Updated group "${updated.name}"`,
      changes,
    });
  }
  // The active switch cascades (and audits itself) as the dedicated calls do.
  if (input.active === true && !group.active) await activateSubtree(c, updated);
  if (input.active === false && group.active) await inactivateSubtree(c, updated);
  return getGroup(c, group.id);
}

async function snapshot(c: GroupsCtx, id: string, row: { name: string; parent_id: string | null }, children: string[]) {
  const [managers, members] = await Promise.all([
    peopleOfGroups(c.tx, c.auth.companyId, 'group_managers', [id]),
    peopleOfGroups(c.tx, c.auth.companyId, 'group_members', [id]),
  ]);
  return {
    name: row.name,
    parentId: row.parent_id,
    managers: managers.map((p) => p.id).sort(),
    members: members.map((p) => p.id).sort(),
    children: [...children].sort(),
  };
}

/** Deletes a group; its subgroups move up to its parent (or become roots). */
export async function deleteGroup(c: GroupsCtx, id: string) {
  const scope = c.scope;
  const companyId = c.auth.companyId;
  const group = await visibleGroup(c, scope, id, true);
  const groups = await allGroups(c.tx, companyId);
  const children = groups.filter((g) => g.parent_id === id);
  if (children.length && !scope.all && !inScope(scope, group.parent_id)) throw new AppError('BAD_INPUT', { id: [MESSAGES.leavesScope] });
  const parent = group.parent_id ? (groups.find((g) => g.id === group.parent_id) ?? null) : null;
  const moved = await moveChildren(c.tx, companyId, id, group.parent_id);
  await deleteGroupRow(c.tx, companyId, id);
  if (moved) await placeResponsesUnderNewTree(c, groups);
  await recordAudit(c.tx, c.auth, {
    entity: 'groups',
    action: 'delete',
    entityId: id,
    subject: group.name,
    summary: `Deleted group "${group.name}"${moved ? `; ${moved} subgroups moved to ${parent ? `"${parent.name}"` : 'the top level'}` : ''}`,
    changes: { name: group.name, parentId: group.parent_id, movedChildren: children.map((g) => g.id) },
  });
  return { id, name: group.name, movedChildren: moved, newParent: parent ? { id: parent.id, name: parent.name } : null };
}
