import { afterCommit } from '../../db/tenant.js';
import { placeCompanyResponses } from '../survey/survey.places.queries.js';
import type { GroupsCtx } from './groups.scope.js';

/**
 * After a change that moved groups (a parent changed, or a deleted group's subgroups moved up):
 * stored responses keep the chain of groups their authors counted in when they were released, and
 * reports gate by the tree as it is now. A chain that no longer nests under it (a subgroup moved
 * out from under its parent, still counted in both) makes the two figures differ by one person.
 * So every stored response of the company is placed anew in the change's transaction, and once it
 * has committed the analytics engine reads them again (its sync sees only new rows). Once per
 * request, after the tree has changed.
 */
export async function placeResponsesUnderNewTree(c: GroupsCtx): Promise<void> {
  await placeCompanyResponses(c.tx, c.auth.companyId);
  afterCommit(c.tx, () => c.deps.analytics.requestRebuild());
}
