import { meetsMinimum, minimumFor, shuffled } from '../../../analytics/anonymity.js';
import { reportWindow } from '../../../analytics/figures/period.js';
import { AppError } from '../../lib/errors.js';
import { scopeOf, visibleGroup, type GroupsCtx } from '../groups/groups.scope.js';
import { toDay } from './survey.cycles.js';
import { commentsInScope, cycleById, cyclesBetween, respondentsInScope } from './survey.queries.js';
import type { TCommentsInput } from './survey.schemas.js';

/**
 * The comments people left with their answers, for leaders: a group (with its subgroups) a manager
 * leads, or any group or the whole company for administrators, over one cycle or the report
 * window. Withheld until the feedback minimum of distinct respondents answered in that scope;
 * each shown with its cycle's date, never its own, in an order that says nothing about who wrote
 * first.
 */
export async function surveyComments(ctx: GroupsCtx, input: TCommentsInput) {
  const { companyId } = ctx.auth;
  const groupId = input.groupId === 'company' ? null : input.groupId;
  if (groupId) await visibleGroup(ctx, await scopeOf(ctx), groupId);
  else if (ctx.auth.role !== 'admin') throw new AppError('NOT_FOUND');

  const window = reportWindow(toDay(ctx.deps.clock()));
  const chosen = input.cycleId ? await cycleById(ctx.tx, companyId, input.cycleId) : null;
  if (input.cycleId && !chosen) throw new AppError('NOT_FOUND');
  const cycles = chosen ? [chosen] : await cyclesBetween(ctx.tx, companyId, window.from, window.to);
  if (cycles.length === 0) return null;
  const ids = cycles.map((c) => c.id);
  const company = await ctx.tx.selectFrom('companies').select('report_min_users').where('id', '=', companyId).executeTakeFirstOrThrow();
  const minimum = minimumFor('comment', company.report_min_users);
  const respondents = await respondentsInScope(ctx.tx, ids, groupId);
  const base = { cycleId: chosen?.id ?? null, from: chosen?.starts_on ?? window.from, to: chosen ? chosen.ends_on : window.to, minimum };
  if (!meetsMinimum(respondents, minimum)) return { ...base, withheld: true as const, comments: [] };
  const rows = await commentsInScope(ctx.tx, ids, groupId, input.metricId);
  const comments = rows.map((r) => ({ text: r.comment!, pillar: r.metric_id, questionId: r.question_id, date: r.starts_on }));
  return { ...base, withheld: false as const, comments: shuffled(comments, `${ids.join()}:${input.groupId}:${input.metricId ?? ''}`) };
}
