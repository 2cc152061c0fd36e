import { z } from 'zod';
import { COMPANY } from '../../../analytics/index.js';
import { commentId, optionId, POLL_SCALE, type PollQuestion } from '../../../domain/poll.js';
import { reportSetting, type ReportsCtx } from '../reports/reports.context.js';
import { feedbackList } from '../custom-surveys/custom-surveys.feedbacks.js';
import { readable, resultsGroups, surveyReport, type Readable } from '../custom-surveys/custom-surveys.results.js';
import type { TSurveyReport } from '../custom-surveys/custom-surveys.results.schemas.js';
import { statusAt } from '../custom-surveys/custom-surveys.rules.js';
import { namedAnswers, type Named } from './polls.named.js';
import { personOf } from './polls.named.queries.js';
import type { TPollReport, ZPollReportInput } from './polls.schemas.js';
import { sharedWith } from './polls.shares.js';

// A poll's report (measurement §3 "Poll report"): every figure is the custom survey's, gated by
// the engine (polls are custom surveys of kind 'poll'), read back in the poll's own questions.
// Texts: the anonymous ones through the comment gate, and the signed ones (polls.named.ts) with
// their author, whatever their number: the author chose to be read. A paragraph's counts add the
// signed texts to the gated count of anonymous ones; ANONYMITY.md ("Polls") says why that adds
// nothing a reader could not already see. A report shared with a group's people (polls.shares.ts)
// is the same figures of that group with no text at all, and no signed text in any count.

type Figures = TSurveyReport['questions'][number];
type Text = { text: string; author: string | null };

const rate = (respondents: number | null, people: number) => (respondents === null || people === 0 ? null : Math.round((respondents / people) * 1000) / 10);
const POINTS = Array.from({ length: POLL_SCALE.max - POLL_SCALE.min + 1 }, (_, i) => String(POLL_SCALE.min + i));

/** What a leader reads of the texts: the anonymous ones the comment gate lists, and the signed ones they are shown. */
interface Texts {
  anonymous: Awaited<ReturnType<typeof feedbackList>>;
  shown: Named[];
}

export async function pollReport(ctx: ReportsCtx, input: z.output<typeof ZPollReportInput>): Promise<TPollReport> {
  // Read once (the poll, its tree and audience counts), for the figures and the texts alike: the
  // screen asks again every few seconds while the poll is open.
  const r = await readable(ctx, input.id, 'poll');
  // Both check the scope (NOT_FOUND for a group the reader may not read) and gate as the custom survey's.
  const report = await surveyReport(ctx, { id: input.id, groupId: input.groupId }, 'poll', undefined, r);
  const anonymous = await feedbackList(ctx, { id: input.id, groupId: input.groupId }, 'poll', r);
  const named = await ctx.withTx((tx) => namedAnswers(tx, ctx.deps.sealingKey, ctx.auth.companyId, r.row.id));
  const scope = input.groupId === 'consolidate' ? COMPANY : input.groupId;
  // A signed text counts where its author's answers count; it is shown to readers of one of the
  // author's groups (or of every group): a team manager's whole-poll count has the others' too, not their names.
  const inScope = named.filter((n) => scope === COMPANY || n.groups.includes(scope));
  const shown = inScope.filter((n) => r.whole || n.groups.some((g) => r.groups.has(g)));
  return reportOf(ctx, r, report, input.groupId, { anonymous, shown });
}

/**
 * A poll's report for one group it is shared with, as that group's people read it (polls.shares.ts):
 * the leaders' figures of that group, gated alike, without any text (ANONYMITY.md "Polls").
 */
export async function sharedPollReport(ctx: ReportsCtx, input: { id: string; groupId: string }): Promise<TPollReport> {
  const grant = sharedWith(ctx, input.groupId);
  const r = await readable(ctx, input.id, 'poll', grant);
  const report = await surveyReport(ctx, input, 'poll', grant, r);
  return reportOf(ctx, r, report, input.groupId, null);
}

/** The report once access is decided: `texts` null leaves every text out (and the signed ones out of every count). */
async function reportOf(ctx: ReportsCtx, r: Readable, report: TSurveyReport | null, groupId: TPollReport['group']['id'], texts: Texts | null): Promise<TPollReport> {
  const owner = r.row.creator_id ? ((await ctx.withTx((tx) => personOf(tx, r.row.creator_id!))) ?? null) : null;
  const scope = groupId === 'consolidate' ? COMPANY : groupId;
  const poll = r.row.poll!;
  const people = (r.counts.launched ?? r.counts.rosters).get(scope) ?? 0;
  // Before any answer is released the engine has no figure: a scope of fewer than k people reads
  // withheld then as after (rule 7: withheld and nobody answered look alike).
  const all = report?.respondents ?? { respondents: 0, withheld: people < (await reportSetting(ctx)).k };
  const respondents = all.withheld ? null : all.respondents;
  const byId = new Map((report?.questions ?? []).map((q) => [q.question_id, q]));
  const status = statusAt(r.row, ctx.deps.clock());

  const textsOf = (t: Texts, questionId: string): Text[] => [
    ...(t.anonymous.withheld ? [] : t.anonymous.comments.filter((c) => c.questionId === questionId).map((c) => ({ text: c.text, author: null }))),
    ...t.shown.filter((n) => n.question_id === questionId).map((n) => ({ text: n.text, author: n.author })),
  ];
  const textFigure = (questionId: string) => {
    const f = byId.get(questionId);
    const withheld = f?.withheld ?? false;
    // A shared report counts the engine's gated figure alone: a signed text is counted the moment
    // it is sent, so without its name a count that moves then would point at who just answered.
    if (!texts) return { withheld, count: withheld ? null : (f?.respondents ?? 0), texts: null };
    // Only the signed texts this reader is shown: a count without its names would tell them who answered.
    const signedCount = texts.shown.filter((n) => n.question_id === questionId).length;
    const list = textsOf(texts, questionId);
    // While a poll is open the engine counts texts in blocks, so its count can lag behind the
    // texts the comment gate lists: the reader counts those on screen anyway, so the larger shows.
    const listed = texts.anonymous.withheld ? 0 : texts.anonymous.comments.filter((c) => c.questionId === questionId).length;
    return { withheld, count: withheld ? null : Math.max(f?.respondents ?? 0, listed) + signedCount, texts: withheld && list.length === 0 ? null : list };
  };

  const question = (q: PollQuestion) => {
    const f: Partial<Figures> = byId.get(q.question_id) ?? {};
    const base = { question_id: q.question_id, type: q.question_type, text: q.question_text };
    const comment = q.comment === null ? null : textFigure(commentId(q.question_id));
    const feedback = comment && { question: q.comment!, withheld: comment.withheld, texts: comment.texts };
    const counted = (withheld: boolean, unique: number | null) => ({
      withheld,
      uniqueAnswers: unique,
      // Who answered the poll and did not answer this: two shown figures' difference. A signed text is
      // counted at once and its author's response once released (in a block of k): never below 0 meanwhile.
      skipped: unique === null || respondents === null ? null : Math.max(0, respondents - unique),
    });
    if (q.question_type === 'paragraph') {
      const t = textFigure(q.question_id);
      return { ...base, ...counted(t.withheld, t.count), score: null, answers: [], texts: t.texts, feedback };
    }
    const withheld = f.withheld ?? false;
    const spread = new Map((f.distribution ?? []).map((p) => [p.point, p.count]));
    const answers = withheld
      ? []
      : q.question_type === 'radio-string'
        ? q.options.map((label, i) => ({ id: optionId(i), label, count: spread.get(optionId(i)) ?? 0 }))
        : POINTS.map((point) => ({ id: point, label: point, count: spread.get(point) ?? 0 }));
    const score = q.question_type === 'slide-number' && !withheld ? (f.score ?? null) : null;
    return { ...base, ...counted(withheld, withheld ? null : (f.respondents ?? 0)), score, answers, texts: null, feedback };
  };

  return {
    _id: r.row.id,
    accessLevel: poll.access_level,
    title: poll.title,
    createdAt: r.row.created_at,
    numEmployees: people,
    numQuestions: poll.questions.length,
    owner,
    sender: poll.sender,
    status: status === 'scheduled' ? 'active' : status,
    group: { id: groupId, name: groupId === 'consolidate' ? null : (r.tree.names.get(groupId) ?? null) },
    stats: { respondents, withheld: all.withheld, participationRate: rate(respondents, people) },
    questions: poll.questions.map(question),
  };
}

export const pollGroups = (ctx: ReportsCtx, id: string) => resultsGroups(ctx, id, 'poll');
