import type { PollStatus } from '../../../domain/poll.js';
import { canEdit, canReadResults, treeOf, type Tree, type Viewer } from '../custom-surveys/custom-surveys.access.js';
import type { SurveyRow } from '../custom-surveys/custom-surveys.queries.js';
import { statusAt } from '../custom-surveys/custom-surveys.rules.js';

// Who may do what with a poll as its author's side sees it (measurement §4 "Access level"): the
// owner and administrators everything; viewers read its results; with open access the managers of
// its audience's groups read their teams' results and may close (archive) it. A draft is its
// owner's (and administrators') alone. Anyone else is told it does not exist (404). Each rule reads
// the poll's audience in the tree it was sent in (treeOf), as its results do: a group moved under the
// audience later brings its manager nothing of the poll.

/** A poll is sent at once (never scheduled): launched and running is active. */
export function pollStatus(row: Pick<SurveyRow, 'launch_at' | 'ends_at' | 'closed_at'>, now: Date): PollStatus {
  const status = statusAt(row, now);
  return status === 'draft' || status === 'closed' ? status : 'active';
}

/** A manager whose reach meets the audience's groups, when the poll's access is open. */
function managesAudience(ctx: Viewer, row: SurveyRow, tree: Tree): boolean {
  if (!row.access.managersPermission || ctx.scope.all) return false;
  for (const id of treeOf(row, tree).audienceGroups(row.audience)) if (ctx.scope.ids.has(id)) return true;
  return false;
}

/** Whether the caller may read its results (custom-surveys.results.ts readable, in the tree it was sent in). */
export const mayRead = (ctx: Viewer, row: SurveyRow, tree: Tree) => canReadResults(ctx, row, treeOf(row, tree));

/** Whether the caller may see the poll at all (open a copy of it, read it in the lists). */
export const maySee = (ctx: Viewer, row: SurveyRow, tree: Tree, now: Date) =>
  pollStatus(row, now) === 'draft' ? canEdit(ctx, row) : canEdit(ctx, row) || mayRead(ctx, row, tree);

/** Whether the caller may close (archive) it: the owner, administrators, and the audience's managers when it is open. */
export const mayClose = (ctx: Viewer, row: SurveyRow, tree: Tree) => canEdit(ctx, row) || managesAudience(ctx, row, tree);

/**
 * The audience's groups whose results the caller may share with their people (measurement §4,
 * open access only, once sent): the owner and administrators any; the audience's managers those
 * within their reach. Empty for everyone else.
 */
export function shareableGroups(ctx: Viewer, row: SurveyRow, tree: Tree, now: Date): Set<string> {
  if (!row.access.managersPermission || pollStatus(row, now) === 'draft') return new Set();
  const audience = treeOf(row, tree).audienceGroups(row.audience);
  if (canEdit(ctx, row)) return audience;
  return new Set([...audience].filter((id) => !ctx.scope.all && ctx.scope.ids.has(id)));
}
