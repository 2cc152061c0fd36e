import { allGroups, ancestorsOf, respondentCounts, type GroupRow } from './groups.queries.js';
import { directCounts, peopleOfGroups, searchActivePeople, type PersonRow } from './groups.people.queries.js';
import type { UserStatus } from '../../db/types.js';
import { opinionGroups } from '../tickets/tickets.read.js';
import { membershipReach } from '../users/users.access.js';
import type { TListGroupsInput, TSearchGroupsInput } from './groups.schemas.js';
import { inScope, levelOf, parentMap, visibleGroup, type GroupsCtx, type Scope } from './groups.scope.js';

// Reading groups: the spec's Group (detail), the paged list, the search and the tree, each limited
// to what the caller may see.

export interface Person {
  id: string;
  name: string;
  email: string | null;
  status: UserStatus;
  inactive: boolean;
}

const person = (p: PersonRow): Person => ({
  id: p.id,
  name: `${p.first_name} ${p.last_name}`.trim(),
  email: p.email,
  status: p.status,
  inactive: p.inactive,
});

export async function getGroup(c: GroupsCtx, id: string, known?: Scope) {
  const scope = known ?? c.scope;
  const group = await visibleGroup(c, scope, id);
  const { tx } = c;
  const companyId = c.auth.companyId;
  const [ancestors, managers, members, groups] = await Promise.all([
    ancestorsOf(tx, id),
    peopleOfGroups(tx, companyId, 'group_managers', [id]),
    peopleOfGroups(tx, companyId, 'group_members', [id]),
    allGroups(tx, companyId),
  ]);
  const children = groups.filter((g) => g.parent_id === id);
  const respondents = await respondentCounts(tx, [id, ...children.map((g) => g.id)]);
  // A manager's breadcrumb starts at the first group they manage: the groups above are not theirs.
  const parents = ancestors.filter((a) => inScope(scope, a.id));
  const parent = ancestors.at(-1) ?? null;
  return {
    id: group.id,
    name: group.name,
    parentId: group.parent_id,
    parentVisible: inScope(scope, group.parent_id),
    level: ancestors.length,
    active: group.active,
    createdAt: group.created_at,
    updatedAt: group.updated_at,
    respondents: respondents.get(id) ?? 0,
    managers: managers.map(person),
    members: members.map(person),
    children: children.map((g) => ({ id: g.id, name: g.name, active: g.active, respondents: respondents.get(g.id) ?? 0 })),
    parents,
    /** Where the subgroups go if this group is deleted. */
    parentName: parent && inScope(scope, parent.id) ? parent.name : null,
  };
}
export type GroupDetail = Awaited<ReturnType<typeof getGroup>>;

function visible(scope: Scope, groups: GroupRow[]) {
  return scope.all ? groups : groups.filter((g) => scope.ids.has(g.id));
}

const contains = (name: string, filter?: string) => !filter || name.toLocaleLowerCase().includes(filter.toLocaleLowerCase());

export async function listGroups(c: GroupsCtx, input: TListGroupsInput) {
  const scope = c.scope;
  const groups = await allGroups(c.tx, c.auth.companyId);
  const parents = parentMap(groups);
  const names = new Map(groups.map((g) => [g.id, g.name]));
  const matching = visible(scope, groups).filter((g) => contains(g.name, input.filter) && (input.active === undefined || g.active === input.active));
  const page = matching.slice(input.offset, input.offset + input.limit);
  const ids = page.map((g) => g.id);
  const [respondents, counts, managers] = await Promise.all([
    respondentCounts(c.tx, ids),
    directCounts(c.tx, c.auth.companyId),
    peopleOfGroups(c.tx, c.auth.companyId, 'group_managers', ids),
  ]);
  return {
    total: matching.length,
    offset: input.offset,
    limit: input.limit,
    items: page.map((g) => ({
      id: g.id,
      name: g.name,
      active: g.active,
      updatedAt: g.updated_at,
      level: levelOf(parents, g.id),
      parent: g.parent_id && inScope(scope, g.parent_id) ? { id: g.parent_id, name: names.get(g.parent_id) ?? '' } : null,
      managers: managers.filter((m) => m.group_id === g.id).map(person),
      membersCount: counts.get(g.id)?.members ?? 0,
      childrenCount: groups.filter((x) => x.parent_id === g.id).length,
      respondents: respondents.get(g.id) ?? 0,
    })),
  };
}

const startsFirst = (filter: string) => (a: { name: string }, b: { name: string }) =>
  Number(!a.name.toLocaleLowerCase().startsWith(filter)) - Number(!b.name.toLocaleLowerCase().startsWith(filter));

/**
 * Groups by name (names starting with the text first), for pickers: those the caller sees, or with
 * ctx=tickets the caller's own active groups, whose leaders may receive their opinions.
 */
export async function searchGroups(c: GroupsCtx, input: TSearchGroupsInput) {
  const filter = input.filter?.toLocaleLowerCase() ?? '';
  if (input.ctx === 'tickets') {
    const own = await opinionGroups(c);
    return own
      .filter((g) => contains(g.name, filter))
      .sort(startsFirst(filter))
      .slice(0, input.limit)
      .map((g) => ({ id: g.id, name: g.name, active: true, level: 0, parentId: g.parentId, path: [], anonymousAllowed: g.anonymousAllowed }));
  }
  const scope = c.scope;
  const groups = await allGroups(c.tx, c.auth.companyId);
  const parents = parentMap(groups);
  const names = new Map(groups.map((g) => [g.id, g.name]));
  const found = visible(scope, groups)
    .filter((g) => contains(g.name, filter))
    .sort(startsFirst(filter))
    .slice(0, input.limit);
  return found.map((g) => {
    const path: string[] = [];
    for (let at = g.parent_id; at && inScope(scope, at) && path.length < 100; at = parents.get(at) ?? null) path.unshift(names.get(at) ?? '');
    return { id: g.id, name: g.name, active: g.active, level: levelOf(parents, g.id), parentId: g.parent_id, path };
  });
}

export interface TreeNode {
  id: string;
  name: string;
  active: boolean;
  level: number;
  respondents: number;
  membersCount: number;
  managersCount: number;
  children: TreeNode[];
}

/** The groups as a nested tree; a manager's roots are the groups they manage at the top of their subtrees. */
export async function groupTree(c: GroupsCtx): Promise<TreeNode[]> {
  const scope = c.scope;
  const rows = await allGroups(c.tx, c.auth.companyId);
  // Levels from the company's root, so a manager's view numbers groups as an administrator's does.
  const full = parentMap(rows);
  const groups = visible(scope, rows);
  const [respondents, counts] = await Promise.all([
    respondentCounts(
      c.tx,
      groups.map((g) => g.id),
    ),
    directCounts(c.tx, c.auth.companyId),
  ]);
  const nodes = new Map<string, TreeNode>();
  for (const g of groups) {
    nodes.set(g.id, {
      id: g.id,
      name: g.name,
      active: g.active,
      level: levelOf(full, g.id),
      respondents: respondents.get(g.id) ?? 0,
      membersCount: counts.get(g.id)?.members ?? 0,
      managersCount: counts.get(g.id)?.managers ?? 0,
      children: [],
    });
  }
  const roots: TreeNode[] = [];
  for (const g of groups) {
    const parent = g.parent_id ? nodes.get(g.parent_id) : undefined;
    if (parent) parent.children.push(nodes.get(g.id)!);
    else roots.push(nodes.get(g.id)!);
  }
  return roots;
}

/**
 * The people picker of the group editor. A manager finds only the people they reach, as the users
 * list shows them (GET /v1/users): they may add no one else, and the rest of the company's names
 * and e-mails are not theirs to list.
 */
export async function searchPeople(c: GroupsCtx, input: { query: string; limit: number }): Promise<Person[]> {
  return (await searchActivePeople(c.tx, c.auth.companyId, input.query, input.limit, membershipReach(c.auth))).map(person);
}
