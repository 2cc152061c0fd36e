import {
  ALL_METRICS,
  commentBlock,
  COMPANY,
  hiddenLists,
  listKey,
  meetsMinimum,
  minimumFor,
  releasedByScope,
  reportWindow,
  secretOrder,
  type CommentItem,
} from '../../../analytics/index.js';
import type { Tx } from '../../db/tenant.js';
import { AppError } from '../../lib/errors.js';
import { visibleGroup, type GroupsCtx } from '../groups/groups.scope.js';
import { cycleComments, cycleResponses } from './survey.comments.queries.js';
import { toDay } from './survey.cycles.js';
import { cycleById, cyclesBetween } from './survey.queries.js';
import type { TCommentsInput } from './survey.schemas.js';

type Cycle = { id: string; starts_on: string; ends_on: string };
type Comment = { id: string; text: string; pillar: string; questionId: string; date: string };
interface ListQuery {
  scope: string;
  metric: string;
  k: number;
  minimum: number;
  today: string;
}

// A cycle's decisions cost a pass over the whole company's lists (about 0.6 s for 500 groups and
// 2,400 comments); answer rows are only ever added, so the same counts mean the same rows.
const decided = new Map<string, Set<string>>();
function hiddenOnce(key: string, decide: () => Set<string>): Set<string> {
  const known = decided.get(key);
  if (known) return known;
  if (decided.size >= 200) decided.delete(decided.keys().next().value!);
  const hidden = decide();
  decided.set(key, hidden);
  return hidden;
}

/**
 * One cycle's list for a scope and pillar filter. Decided over the whole company's lists of the
 * cycle (every scope, every pillar) so that no viewer, nor viewers together, can subtract lists
 * down to fewer than the minimum of authors (analytics/comment-gate.ts); an open cycle gives each
 * scope only the responses of its released blocks.
 */
async function cycleList(tx: Tx, cycle: Cycle, q: ListQuery) {
  const responses = (await cycleResponses(tx, cycle.id)).map((r) => ({ id: r.id, respondent: r.respondent, seq: Number(r.seq), scopes: [COMPANY, ...r.group_ids] }));
  const [block, open] = [commentBlock(q.k, q.minimum), cycle.ends_on > q.today];
  const released = releasedByScope(responses, block, open);
  // A scope with fewer respondents than the minimum has no list: its state never depends on comments.
  const listed = (scope: string) => (released.get(scope)?.size ?? 0) >= q.minimum;
  const byId = new Map(responses.map((r) => [r.id, r]));
  const items: (CommentItem & { text: string; questionId: string })[] = (await cycleComments(tx, cycle.id)).map((c) => {
    const response = byId.get(c.response_id)!;
    const scopes = response.scopes.filter((scope) => listed(scope) && released.get(scope)!.has(c.response_id));
    return { id: `${c.response_id}:${c.question_id}`, author: response.respondent, scopes, metric: c.metric_id, text: c.comment!, questionId: c.question_id };
  });
  const respondents = [...(released.get(q.scope) ?? [])].map((id) => byId.get(id)!.respondent);
  const state = [cycle.id, q.minimum, block, open, responses.length, responses.reduce((m, r) => Math.max(m, r.seq), 0), items.length].join('|');
  if (!listed(q.scope) || hiddenOnce(state, () => hiddenLists(items, q.minimum)).has(listKey(q.scope, q.metric)))
    return { respondents, withheld: true, comments: [] as Comment[] };
  const comments = items
    .filter((item) => item.scopes.includes(q.scope) && (q.metric === ALL_METRICS || item.metric === q.metric))
    .map((item) => ({ id: item.id, text: item.text, pillar: item.metric, questionId: item.questionId, date: cycle.starts_on }));
  return { respondents, withheld: false, comments };
}

/**
 * The comments people left with their answers, for leaders: a group (with its subgroups) a manager
 * leads, or any group or the whole company for administrators, over one cycle or the report
 * window (the union of its cycles' lists). Withheld below the comment minimum of respondents, or
 * when showing the list would let lists be subtracted down to fewer authors than the minimum;
 * each comment with its cycle's date, never its own, in a secret order unrelated to arrival.
 */
export async function surveyComments(ctx: GroupsCtx, input: TCommentsInput) {
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
  const respondents = new Set(parts.flatMap((p) => p.respondents)).size;
  const comments = parts.flatMap((p) => p.comments);
  if (!meetsMinimum(respondents, minimum) || (comments.length === 0 && parts.some((p) => p.withheld))) return { ...base, withheld: true as const, comments: [] };
  const ordered = secretOrder(comments, (c) => c.id, ctx.deps.pseudonymKey).map(({ text, pillar, questionId, date }) => ({ text, pillar, questionId, date }));
  return { ...base, withheld: false as const, comments: ordered };
}
