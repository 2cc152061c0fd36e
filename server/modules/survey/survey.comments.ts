import { ALL_METRICS, COMPANY, cycleCommentList, meetsMinimum, minimumFor, reportWindow, secretOrder } from '../../../analytics/index.js';
import type { Tx } from '../../db/tenant.js';
import { AppError } from '../../lib/errors.js';
import { visibleGroup, type GroupsCtx } from '../groups/groups.scope.js';
import { cycleComments, cycleResponses } from './survey.comments.queries.js';
import { sealCommentRef } from '../tickets/tickets.comment-ref.js';
import { toDay } from './survey.cycles.js';
import { cycleById, cyclesBetween } from './survey.queries.js';
import type { TCommentsInput } from './survey.schemas.js';

type Cycle = { id: string; starts_on: string; ends_on: string };
type Comment = { id: string; text: string; pillar: string; date: string };
interface ListQuery {
  scope: string;
  metric: string;
  k: number;
  minimum: number;
  today: string;
}

/** One cycle's list for a scope and pillar filter (analytics/comment-list.ts decides). */
async function cycleList(tx: Tx, cycle: Cycle, q: ListQuery) {
  const [responses, comments] = await Promise.all([cycleResponses(tx, cycle.id), cycleComments(tx, cycle.id)]);
  const list = cycleCommentList(
    {
      cycle: cycle.id,
      open: cycle.ends_on > q.today,
      k: q.k,
      minimum: q.minimum,
      responses: responses.map((r) => ({ id: r.id, respondent: r.respondent, seq: Number(r.seq), scopes: [COMPANY, ...r.group_ids] })),
      comments: comments.map((c) => ({ responseId: c.response_id, questionId: c.question_id, metric: c.metric_id, text: c.comment! })),
    },
    q.scope,
    q.metric,
  );
  const listed: Comment[] = list.comments.map((c) => ({ id: c.id, text: c.text, pillar: c.metric, date: cycle.starts_on }));
  return { respondents: list.respondents, withheld: list.withheld, comments: listed };
}

/**
 * The comments people left with their answers, for leaders: a group (with its subgroups) a manager
 * leads, or any group or the whole company for administrators, over one cycle or the report
 * window (the union of its cycles' lists). Withheld below the comment minimum of respondents, or
 * when showing the list would let lists be subtracted down to fewer authors than the minimum;
 * each comment with its cycle's date, never its own, in a secret order unrelated to arrival.
 */
export async function commentList(ctx: GroupsCtx, input: TCommentsInput) {
  const { companyId } = ctx.auth;
  const groupId = input.groupId === 'company' ? null : input.groupId;
  if (groupId) await visibleGroup(ctx, ctx.scope, groupId);
  else if (ctx.auth.role !== 'admin') throw new AppError('NOT_FOUND');

  const today = toDay(ctx.deps.clock());
  const window = reportWindow(today);
  const chosen = input.cycleId ? await cycleById(ctx.tx, companyId, input.cycleId) : null;
  if (input.cycleId && !chosen) throw new AppError('NOT_FOUND');
  const cycles = chosen ? [chosen] : await cyclesBetween(ctx.tx, companyId, window.from, window.to);
  if (cycles.length === 0) return null;
  const company = await ctx.tx.selectFrom('companies').select('report_min_users').where('id', '=', companyId).executeTakeFirstOrThrow();
  const minimum = minimumFor('comment', company.report_min_users);
  const query = { scope: groupId ?? COMPANY, metric: input.metricId ?? ALL_METRICS, k: company.report_min_users, minimum, today };
  const parts = [];
  for (const cycle of cycles) parts.push(await cycleList(ctx.tx, cycle, query));

  const base = { cycleId: chosen?.id ?? null, from: chosen?.starts_on ?? window.from, to: chosen ? chosen.ends_on : window.to, minimum };
  const count = new Set(parts.flatMap((p) => p.respondents)).size;
  const comments = parts.flatMap((p) => p.comments);
  if (!meetsMinimum(count, minimum) || (comments.length === 0 && parts.some((p) => p.withheld))) return { ...base, withheld: true as const, comments: [] };
  // Each cycle's respondents (pseudonyms, by the cycle's first day, which its comments carry) stay on
  // the server: a conversation on a comment hides its author among those of the comment's cycle.
  const respondents = parts.flatMap((p, i) => p.respondents.map((pseudonym) => ({ date: cycles[i]!.starts_on, pseudonym })));
  return { ...base, withheld: false as const, comments: secretOrder(comments, (c) => c.id, ctx.deps.pseudonymKey), respondents };
}

/** The comments as leaders read them, each with a handle to start a conversation with its author (tickets.comment-ref.ts). */
export async function surveyComments(ctx: GroupsCtx, input: TCommentsInput) {
  const list = await commentList(ctx, input);
  if (!list || list.withheld) return list;
  const query = { groupId: input.groupId, metricId: input.metricId, cycleId: input.cycleId };
  const { respondents: _, ...shown } = list;
  return {
    ...shown,
    comments: list.comments.map(({ id, text, pillar, date }) => ({
      text,
      pillar,
      date,
      ref: sealCommentRef(ctx.deps.sealingKey, ctx.auth, { instrument: 'engagement', query, id }),
    })),
  };
}
