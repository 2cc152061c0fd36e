import { meetsMinimum, minimumFor, shuffled } from '../../../analytics/anonymity.js';
import { AppError } from '../../lib/errors.js';
import { scopeOf, visibleGroup, type GroupsCtx } from '../groups/groups.scope.js';
import { toDay } from './survey.cycles.js';
import { commentsInScope, cycleById, latestCycle, respondentsInScope } from './survey.queries.js';
import type { TCommentsInput } from './survey.schemas.js';

/**
 * The comments people left with their answers, for leaders: a group (with its subgroups) a manager
 * leads, or any group or the whole company for administrators. Withheld until the feedback minimum
 * of distinct respondents answered the cycle in that scope; shown with the cycle's date, never
 * their own, in an order that says nothing about who wrote first.
 */
export async function surveyComments(ctx: GroupsCtx, input: TCommentsInput) {
  const { companyId } = ctx.auth;
  const groupId = input.groupId === 'company' ? null : input.groupId;
  if (groupId) await visibleGroup(ctx, await scopeOf(ctx), groupId);
  else if (ctx.auth.role !== 'admin') throw new AppError('NOT_FOUND');

  const cycle = input.cycleId ? await cycleById(ctx.tx, companyId, input.cycleId) : await latestCycle(ctx.tx, companyId, toDay(ctx.deps.clock()));
  if (!cycle && input.cycleId) throw new AppError('NOT_FOUND');
  if (!cycle) return null;
  const company = await ctx.tx.selectFrom('companies').select('report_min_users').where('id', '=', companyId).executeTakeFirstOrThrow();
  const minimum = minimumFor('comment', company.report_min_users);
  const respondents = await respondentsInScope(ctx.tx, cycle.id, groupId);
  const base = { cycleId: cycle.id, date: cycle.starts_on, minimum };
  if (!meetsMinimum(respondents, minimum)) return { ...base, withheld: true as const, comments: [] };
  const rows = await commentsInScope(ctx.tx, cycle.id, groupId, input.metricId);
  const comments = rows.map((r) => ({ text: r.comment!, pillar: r.metric_id, questionId: r.question_id, date: cycle.starts_on }));
  return { ...base, withheld: false as const, comments: shuffled(comments, `${cycle.id}:${input.groupId}:${input.metricId ?? ''}`) };
}
