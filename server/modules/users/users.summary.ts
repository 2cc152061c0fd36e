import { firstDay, lastMonths, participationReport } from '../../../analytics/index.js';
import { AppError } from '../../lib/errors.js';
import { allGroups } from '../groups/groups.queries.js';
import { cycleRostersSince, rosterCounts } from '../reports/reports.queries.js';
import { toDay } from '../survey/survey.cycles.js';
import { findCompanyRow, findGroup, peopleCounts } from './users.queries.js';
import type { ReportsCtx } from '../reports/reports.context.js';

/**
 * People and participation of a group (with its subgroups) or of the whole company. Managers may
 * ask only for groups in their reach (ctx.scope); any other group answers like a missing one, and
 * the company-wide figures are for administrators. Postgres is read in one short transaction, and
 * none is held while the engine computes the participation.
 */
export async function summary(ctx: ReportsCtx, groupId: string) {
  const { companyId, role } = ctx.auth;
  const today = toDay(ctx.deps.analytics.clock());
  const read = await ctx.withTx(async (tx) => {
    const company = await findCompanyRow(tx, companyId);
    // NOT_FOUND, not FORBIDDEN: a refusal signs a person out of the client (people §8).
    if (!company || (groupId === 'company' && role !== 'admin')) throw new AppError('NOT_FOUND');
    const group = groupId === 'company' ? null : await findGroup(tx, companyId, groupId);
    if (groupId !== 'company' && (!group || !(ctx.scope.all || ctx.scope.ids.has(groupId)))) throw new AppError('NOT_FOUND');
    const [counts, groups] = await Promise.all([peopleCounts(tx, companyId, group ? groupId : null), allGroups(tx, companyId)]);
    const rosters = await rosterCounts(
      tx,
      companyId,
      groups.map((g) => g.id),
    );
    // As the participation screen: the current cycle's rate over who could answer it when it began.
    const past = await cycleRostersSince(tx, firstDay(lastMonths(today, 2)[0]!));
    return { company, createdAt: (group ?? company).created_at, counts, groups, rosters, past };
  });
  // The share of people who can answer that answered the current cycle (withheld: null).
  const participation = await participationReport(ctx.deps.analytics, {
    companyId,
    today,
    k: read.company.report_min_users,
    tree: read.groups.map((g) => ({ id: g.id, parent: g.parent_id })),
    scope: groupId,
    rosters: read.rosters,
    past: read.past,
  });
  return {
    invitedCount: read.counts.invited,
    confirmedCount: read.counts.confirmed,
    activeCount: read.counts.active,
    createdAt: read.createdAt.toISOString(),
    participationRate: participation.current.rate,
  };
}
