import { firstDay, lastMonths, participationReport } from '../../../analytics/index.js';
import { AppError } from '../../lib/errors.js';
import { allGroups } from '../groups/groups.queries.js';
import { cycleRostersSince, rosterCounts } from '../reports/reports.queries.js';
import { toDay } from '../survey/survey.cycles.js';
import { findCompanyRow, findGroup, isManagedBy, peopleCounts } from './users.queries.js';
import type { UsersCtx } from './users.service.js';

/**
 * People and participation of a group (with its subgroups) or of the whole company. Managers may
 * ask only for groups they manage or that descend from one; any other group answers like a
 * missing one, and the company-wide figures are for administrators.
 */
export async function summary(ctx: UsersCtx, groupId: string) {
  const { companyId, role, userId } = ctx.auth;
  const company = await findCompanyRow(ctx.tx, companyId);
  if (!company) throw new AppError('NOT_FOUND');
  let createdAt: Date;
  if (groupId === 'company') {
    // NOT_FOUND, not FORBIDDEN: a refusal signs a person out of the client (people §8).
    if (role !== 'admin') throw new AppError('NOT_FOUND');
    createdAt = company.created_at;
  } else {
    const group = await findGroup(ctx.tx, companyId, groupId);
    if (!group || (role !== 'admin' && !(await isManagedBy(ctx.tx, companyId, userId, groupId)))) throw new AppError('NOT_FOUND');
    createdAt = group.created_at;
  }
  const [counts, groups] = await Promise.all([peopleCounts(ctx.tx, companyId, groupId === 'company' ? null : groupId), allGroups(ctx.tx, companyId)]);
  // The share of people who can answer that answered the current cycle (withheld: null).
  const participation = await participationReport(ctx.deps.analytics, {
    companyId,
    today: toDay(ctx.deps.analytics.clock()),
    k: company.report_min_users,
    tree: groups.map((g) => ({ id: g.id, parent: g.parent_id })),
    scope: groupId,
    rosters: await rosterCounts(
      ctx.tx,
      companyId,
      groups.map((g) => g.id),
    ),
    // As the participation screen: the current cycle's rate over who could answer it when it began.
    past: await cycleRostersSince(ctx.tx, firstDay(lastMonths(toDay(ctx.deps.analytics.clock()), 2)[0]!)),
  });
  return {
    invitedCount: counts.invited,
    confirmedCount: counts.confirmed,
    activeCount: counts.active,
    createdAt: createdAt.toISOString(),
    participationRate: participation.current.rate,
  };
}
