import type { TreeNode } from '../../../analytics/index.js';
import type { SurveyAccess, SurveyAudience } from '../../../domain/custom-survey.js';
import type { FieldErrors } from '../../lib/errors.js';
import type { GroupsCtx } from '../groups/groups.scope.js';
import type { GroupNode, PersonRow } from './custom-surveys.queries.js';

// Who may do what with a custom survey (measurement §6): administrators everything; the creator
// edits and reads their survey; report access, as the builder grants it, lets team managers (the
// managers of the audience's groups) and chosen managers read its results. Everyone else is told
// the survey does not exist (404), as for a group outside a manager's reach.

export type SurveysCtx = GroupsCtx;
/** Who asks: what the access rules read of any procedure's context. */
export type Viewer = Pick<GroupsCtx, 'auth' | 'scope'>;

/** The company's group tree, once per request (or a survey's, as it was launched: treeOf). */
export class Tree {
  private readonly children = new Map<string | null, string[]>();
  readonly names = new Map<string, string>();

  constructor(readonly groups: readonly GroupNode[]) {
    for (const g of groups) {
      this.names.set(g.id, g.name);
      const siblings = this.children.get(g.parent_id) ?? [];
      siblings.push(g.id);
      this.children.set(g.parent_id, siblings);
    }
  }

  /** The tree as the engine's gate reads it. */
  nodes(): TreeNode[] {
    return this.groups.map((g) => ({ id: g.id, parent: g.parent_id }));
  }

  /** The groups a survey is sent to: those with hierarchy and everything below them, and those without. */
  audienceGroups(a: SurveyAudience): Set<string> {
    if (a.sendToCompany) return new Set(this.names.keys());
    const out = new Set(a.groupsOnly.filter((id) => this.names.has(id)));
    const below = new Set<string>();
    const stack = a.groupsWithHierarchy.filter((id) => this.names.has(id));
    while (stack.length) {
      const id = stack.pop()!;
      if (below.has(id)) continue;
      below.add(id);
      out.add(id);
      stack.push(...(this.children.get(id) ?? []));
    }
    return out;
  }
}

/** The tree a launched survey's results are placed and gated in: as it was launched, else today's. */
export const treeOf = (row: { launch_groups: readonly GroupNode[] | null }, today: Tree) => (row.launch_groups ? new Tree(row.launch_groups) : today);

export interface Owned {
  creator_id: string | null;
  audience: SurveyAudience;
  access: SurveyAccess;
}

export const canEdit = (ctx: Viewer, s: Owned) => ctx.auth.role === 'admin' || s.creator_id === ctx.auth.userId;

/** Administrators, the creator, a chosen manager, or (with managersPermission) a manager whose reach meets the audience's groups. */
export function canReadResults(ctx: Viewer, s: Owned, tree: Tree): boolean {
  if (canEdit(ctx, s) || s.access.users.includes(ctx.auth.userId)) return true;
  if (!s.access.managersPermission || ctx.scope.all) return false;
  const reach = ctx.scope.ids;
  for (const id of tree.audienceGroups(s.audience)) if (reach.has(id)) return true;
  return false;
}

/**
 * Field errors for an audience and an access the caller may not set: groups and people must be
 * the company's and, for a manager, within their reach (the whole company is for administrators);
 * people must be active; access goes to active managers and administrators only. A group or person
 * out of reach reads as unknown, as everywhere else.
 */
export function audienceErrors(ctx: SurveysCtx, a: SurveyAudience, access: SurveyAccess, tree: Tree, people: Map<string, PersonRow>): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  const reach = ctx.scope;
  const visible = (group: string) => tree.names.has(group) && (reach.all || reach.ids.has(group));
  if (a.sendToCompany && ctx.auth.role !== 'admin') add('surveyPublic.sendToCompany', 'Only administrators send a survey to the whole company');
  a.groupsWithHierarchy.forEach((id, i) => visible(id) || add(`surveyPublic.groupsWithHierarchy.${i}`, 'Unknown group'));
  a.groupsOnly.forEach((id, i) => visible(id) || add(`surveyPublic.groupsOnly.${i}`, 'Unknown group'));
  a.users.forEach((id, i) => {
    const person = people.get(id);
    if (!person || !(reach.all || person.groups.some((g) => reach.ids.has(g)))) add(`surveyPublic.users.${i}`, 'Unknown person');
    else if (!person.active) add(`surveyPublic.users.${i}`, 'This person is not active');
  });
  access.users.forEach((id, i) => {
    const person = people.get(id);
    if (!person) add(`surveyAccess.users.${i}`, 'Unknown person');
    else if (!person.active || person.role === 'user') add(`surveyAccess.users.${i}`, 'Only active managers and administrators can be given access');
  });
  return errors;
}
