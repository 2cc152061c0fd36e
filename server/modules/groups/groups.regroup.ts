import { afterCommit } from '../../db/tenant.js';
import { lockPlacements, markResponsesRewritten, placeGroupSets, storedGroupSets } from '../survey/survey.places.queries.js';
import { allGroups } from './groups.queries.js';
import type { GroupsCtx } from './groups.scope.js';

type TreeRow = { id: string; parent_id: string | null };

/** A group and its ancestors in a tree, nearest first. */
function chainOf(parents: ReadonlyMap<string, string | null>, id: string): string[] {
  const out: string[] = [];
  for (let at: string | null = id; at && parents.has(at) && out.length <= parents.size; at = parents.get(at) ?? null) out.push(at);
  return out;
}

/**
 * After a change that moved groups (a parent changed, or a deleted group's subgroups moved up):
 * stored responses keep the chain of groups their authors counted in, and reports gate by the tree
 * as it is now; a chain that no longer nests under it (a subgroup moved out from under its parent,
 * still counted in both) makes two figures differ by one person. So, in the change's transaction,
 * every stored response of the company follows its own group: the deepest of its chain under the
 * tree before the change (`before`), or, deleted, its nearest ancestor that remains, now with that
 * group's ancestors as they are now. A team moved keeps its answers and takes them to its new
 * parent. Once committed, the analytics engine reads them again (its sync sees only new rows).
 */
export async function placeResponsesUnderNewTree(c: GroupsCtx, before: readonly TreeRow[]): Promise<void> {
  await lockPlacements(c.tx, c.auth.companyId);
  const sets = await storedGroupSets(c.tx);
  const then = new Map(before.map((g) => [g.id, g.parent_id]));
  const now = new Map((await allGroups(c.tx, c.auth.companyId)).map((g) => [g.id, g.parent_id]));
  await placeGroupSets(
    c.tx,
    sets.map((set) => {
      const own = set.reduce<string | null>((deepest, g) => (deepest === null || chainOf(then, g).length > chainOf(then, deepest).length ? g : deepest), null);
      const kept = own === null ? undefined : chainOf(then, own).find((g) => now.has(g));
      return { from: set, to: kept ? chainOf(now, kept) : [] };
    }),
  );
  // A server stopped before the rebuild finds the source's identity changed at its next start.
  await markResponsesRewritten(c.tx);
  afterCommit(c.tx, () => c.deps.analytics.requestRebuild());
}
