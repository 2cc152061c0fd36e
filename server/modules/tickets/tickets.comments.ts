import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/tenant.js';
import type { TicketSubject } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { feedbackList } from '../custom-surveys/custom-surveys.feedbacks.js';
import type { ReportsCtx } from '../reports/reports.context.js';
import { commentList } from '../survey/survey.comments.js';
import { toDay } from '../survey/survey.cycles.js';
import { respondentPseudonym, surveyPseudonym } from '../survey/survey.pseudonym.js';
import { sealAuthor } from './tickets.access.js';
import { openCommentRef, type CommentRef } from './tickets.comment-ref.js';
import { sealCrowd } from './tickets.crowd.js';
import { appendMessage, ticketById } from './tickets.queries.js';
import type { TReplyToCommentInput } from './tickets.schemas.js';
import { ticketView } from './tickets.view.js';

// A leader answers a comment they were shown in a survey's results: the conversation goes to the
// comment's author, who never has to say who they are. The comment must still be in a list the
// same anonymity gate shows this leader (its handle carries that list's query); its author is found
// by the pseudonym of its response, computed for each person of the company with the key outside
// the database, and sealed into the ticket. Whether anyone is found changes nothing the leader
// sees: a comment whose author has left gets a conversation nobody will answer.

interface Found {
  text: string;
  subject: TicketSubject;
  /** The response the comment came with: its pseudonym leads to the author. */
  responseId: string;
  pseudonym: (userId: string) => string;
  /** The respondents (pseudonyms) of the comment's cycle in its list: the author's crowd. */
  respondents: Set<string>;
}

async function findComment(ctx: ReportsCtx, ref: CommentRef): Promise<Found | null> {
  const { companyId } = ctx.auth;
  const key = ctx.deps.pseudonymKey;
  const responseId = ref.id.split(':')[0]!;
  if (ref.instrument === 'engagement') {
    const list = await ctx.withTx((tx) => commentList({ ...ctx, tx }, ref.query));
    if (!list || list.withheld) return null;
    const comment = list.comments.find((c) => c.id === ref.id);
    if (!comment) return null;
    const pseudonym = (userId: string) => respondentPseudonym(key, companyId, userId);
    return {
      text: comment.text,
      subject: { instrument: 'engagement', label: comment.pillar, cycleDate: comment.date },
      responseId,
      pseudonym,
      respondents: new Set(list.respondents.filter((r) => r.date === comment.date).map((r) => r.pseudonym)),
    };
  }
  const list = await feedbackList(ctx, { ...ref.query, groupId: ref.query.groupId ?? 'company' });
  const comment = list.withheld ? undefined : list.comments.find((c) => c.id === ref.id);
  if (!comment) return null;
  const title = await ctx.withTx((tx) => tx.selectFrom('custom_surveys').select('definition').where('id', '=', ref.query.id).executeTakeFirstOrThrow());
  const titles = title.definition.title;
  return {
    text: comment.text,
    subject: { instrument: 'custom-survey', surveyId: ref.query.id, label: titles[ctx.language] ?? Object.values(titles)[0] ?? '', cycleDate: comment.date },
    responseId,
    pseudonym: (userId) => surveyPseudonym(key, companyId, `${ref.query.id}:${comment.cycle}`, userId),
    // The crowd is the comment's own cycle's: a respondent of another cycle could not have written it.
    respondents: new Set(list.respondents.filter((r) => r.cycle === comment.cycle).map((r) => r.pseudonym)),
  };
}

/**
 * The person whose pseudonym the response carries, if they are still in the company, and the
 * people the list counted (the author's crowd, tickets.crowd.ts).
 */
async function authorAndCrowd(tx: Tx, found: Found, instrument: CommentRef['instrument']) {
  const response =
    instrument === 'engagement'
      ? await tx.selectFrom('survey_responses').select('respondent').where('id', '=', found.responseId).executeTakeFirst()
      : await tx.selectFrom('custom_survey_responses').select('respondent').where('id', '=', found.responseId).executeTakeFirst();
  const people = await tx.selectFrom('users').select('id').execute();
  // Every person's pseudonyms, whoever matches: the time taken says nothing of who wrote it.
  const author = people.filter((p) => found.pseudonym(p.id) === response?.respondent);
  const crowd = people.filter((p) => found.respondents.has(found.pseudonym(p.id))).map((p) => p.id);
  return { authorId: author[0]?.id ?? null, crowd };
}

export async function replyToComment(ctx: ReportsCtx, input: TReplyToCommentInput) {
  const { companyId, userId } = ctx.auth;
  const ref = openCommentRef(ctx.deps.sealingKey, ctx.auth, input.ref);
  const found = await findComment(ctx, ref);
  if (!found) throw new AppError('NOT_FOUND');
  const day = toDay(ctx.deps.clock());
  const view = await ctx.withTx(async (tx) => {
    const { authorId, crowd } = await authorAndCrowd(tx, found, ref.instrument);
    const id = randomUUID();
    await tx
      .insertInto('tickets')
      .values({
        company_id: companyId,
        id,
        origin: 'comment',
        leader_id: userId,
        subject: JSON.stringify(found.subject),
        anonymous: true,
        positive: false,
        author_sealed: sealAuthor(ctx.deps.sealingKey, companyId, id, authorId),
        crowd_sealed: sealCrowd(ctx.deps.sealingKey, companyId, id, crowd),
        author_read: false,
        leader_read: true,
        author_notice: true,
        last_message: input.message,
        last_on: day,
        last_reply_on: day,
      })
      .execute();
    await appendMessage(tx, companyId, id, { id: randomUUID(), side: 'author', anonymous: true, senderId: null, body: found.text, day: found.subject.cycleDate });
    await appendMessage(tx, companyId, id, { id: randomUUID(), side: 'leader', anonymous: false, senderId: userId, body: input.message, day });
    return ticketView((await ticketById(tx, companyId, id))!, 'leader');
  });
  // The author's notice goes out with the next pass, unrecorded (tickets.delivery.ts).
  ctx.deps.release.nudge();
  return view;
}
