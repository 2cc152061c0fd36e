import { sql } from 'kysely';
import { ALL_METRICS, COMPANY, cycleCommentList, meetsMinimum, minimumFor, secretOrder } from '../../../analytics/index.js';
import type { Tx } from '../../db/tenant.js';
import type { ReportsCtx } from '../reports/reports.context.js';
import { cyclesOf } from '../../db/custom-survey-source.js';
import { sealCommentRef } from '../tickets/tickets.comment-ref.js';
import type { SurveyKind } from './custom-surveys.queries.js';
import { cycleStart } from './custom-surveys.rules.js';
import { readable, scopeOf, type Readable } from './custom-surveys.results.js';
import type { TFeedbacksInput, TSurveyFeedbacks } from './custom-surveys.results.schemas.js';

// The texts people wrote in a custom survey (feedback questions, and comments on other questions),
// for those who read its results: decided by the analytics core's comment gate exactly as the
// engagement survey's comments are (analytics/comment-list.ts), over every response of the cycle in
// the company; each text with its cycle's date, never its own, in a secret order. Team managers
// read their own teams' texts; the consolidated results they read are the quantitative ones only.

async function cycleRows(tx: Tx, surveyId: string, cycle: number) {
  const [{ rows: responses }, { rows: texts }] = await Promise.all([
    sql<{ id: string; respondent: string; seq: string; group_ids: string[] }>`
      select id, respondent, seq, group_ids::text[] as group_ids from custom_survey_responses where survey_id = ${surveyId} and cycle = ${cycle}`.execute(tx),
    sql<{ response_id: string; question_id: string; text: string }>`
      select a.response_id, a.question_id, a.text from custom_survey_answers a join custom_survey_responses r on r.company_id = a.company_id and r.id = a.response_id
      where r.survey_id = ${surveyId} and r.cycle = ${cycle} and a.text is not null`.execute(tx),
  ]);
  return { responses, texts };
}

/** The cycles with released responses, in order. */
async function answeredCycles(tx: Tx, surveyId: string): Promise<number[]> {
  const { rows } = await sql<{ cycle: number }>`select distinct cycle from custom_survey_responses where survey_id = ${surveyId} order by cycle`.execute(tx);
  return rows.map((x) => Number(x.cycle));
}

type Feedback = { id: string; text: string; questionId: string; cycle: number; date: string };

/** The gated list with each text's internal id (response and question): for the server only. */
export async function feedbackList(
  ctx: ReportsCtx,
  input: TFeedbacksInput,
  kind: SurveyKind = 'survey',
  read?: Readable,
): Promise<{ minimum: number; withheld: boolean; comments: Feedback[]; respondents: { cycle: number; pseudonym: string }[] }> {
  const r = read ?? (await readable(ctx, input.id, kind));
  const { engine } = scopeOf({ groups: r.groups, names: r.tree.names }, input.groupId);
  const now = ctx.deps.clock();
  const k = (await ctx.withTx((tx) => tx.selectFrom('companies').select('report_min_users').where('id', '=', ctx.auth.companyId).executeTakeFirstOrThrow()))
    .report_min_users;
  const minimum = minimumFor('comment', k);
  const base = { minimum, withheld: true, comments: [] as Feedback[], respondents: [] };
  // Texts need a group of at least the minimum of people who can answer (measurement §5), and a whole reader for the consolidated list.
  if ((engine === COMPANY && !r.whole) || (r.counts.rosters.get(engine) ?? 0) < minimum || !r.row.launch_at) return base;
  // A cycle is open as the figures count it (custom-survey-source.ts cyclesOf): a survey closed by
  // hand ends its cycle once the release has written what it will of it.
  const today = now.toISOString().slice(0, 10);
  const launchAt = r.row.launch_at;
  const open = new Set(
    cyclesOf({ ...r.row, company_id: ctx.auth.companyId, launch_at: launchAt }, now)
      .filter((c) => c.ends_on > today)
      .map((c) => Number(c.cycle_id)),
  );
  const cycles = input.cycle ? [input.cycle] : await ctx.withTx((tx) => answeredCycles(tx, r.row.id));
  const timezone = r.row.launch?.timezone ?? 'UTC';
  const parts = [];
  for (const cycle of cycles) {
    const { responses, texts } = await ctx.withTx((tx) => cycleRows(tx, r.row.id, cycle));
    const list = cycleCommentList(
      {
        cycle: `${r.row.id}:${cycle}`,
        open: open.has(cycle),
        k,
        minimum,
        responses: responses.map((x) => ({ id: x.id, respondent: x.respondent, seq: Number(x.seq), scopes: [COMPANY, ...x.group_ids] })),
        comments: texts.map((x) => ({ responseId: x.response_id, questionId: x.question_id, metric: x.question_id, text: x.text })),
      },
      engine,
      input.questionId ?? ALL_METRICS,
    );
    const date = cycleStart(r.row.launch_at, timezone, r.row.definition.period, cycle - 1)
      .toISOString()
      .slice(0, 10);
    parts.push({ ...list, cycle, comments: list.comments.map((c) => ({ ...c, cycle, date })) });
  }
  const respondents = new Set(parts.flatMap((p) => p.respondents)).size;
  const comments = parts.flatMap((p) => p.comments);
  if (!meetsMinimum(respondents, minimum) || (comments.length === 0 && parts.some((p) => p.withheld))) return base;
  const ordered = secretOrder(comments, (c) => c.id, ctx.deps.pseudonymKey).map(({ id, text, metric, cycle, date }) => ({ id, text, questionId: metric, cycle, date }));
  // The respondents' pseudonyms (of their cycle) stay on the server: a conversation on a text hides its author among them.
  return { minimum, withheld: false, comments: ordered, respondents: parts.flatMap((p) => p.respondents.map((pseudonym) => ({ cycle: p.cycle, pseudonym }))) };
}

/** The texts as leaders read them, each with a handle to start a conversation with its author (tickets.comment-ref.ts). */
export async function surveyFeedbacks(ctx: ReportsCtx, input: TFeedbacksInput): Promise<TSurveyFeedbacks> {
  const { respondents: _, ...list } = await feedbackList(ctx, input);
  const query = { id: input.id, groupId: input.groupId, questionId: input.questionId, cycle: input.cycle };
  return {
    ...list,
    comments: list.comments.map(({ id, ...c }) => ({ ...c, ref: sealCommentRef(ctx.deps.sealingKey, ctx.auth, { instrument: 'custom-survey', query, id }) })),
  };
}
