import { randomUUID } from 'node:crypto';
import { asksCulture } from '../../../domain/culture.js';
import type { Tx } from '../../db/tenant.js';
import type { Language } from '../../db/types.js';
import { waitingSurveys } from '../custom-surveys/custom-surveys.answering.js';
import type { TWaitingSurvey } from '../custom-surveys/custom-surveys.answering.schemas.js';
import { AppError } from '../../lib/errors.js';
import { saveCycleRosters } from '../reports/reports.queries.js';
import type { AppDeps, AuthState } from '../../trpc/context.js';
import { questionSet, toDay, windowAt } from './survey.cycles.js';
import { cultureQuestionViews, takeCultureVotes } from './survey.culture.js';
import { CLEARED_PAYLOAD, payloadHash, respondentPseudonym, submissionKey } from './survey.pseudonym.js';
import {
  activeLibrary,
  cycleAt,
  cycleById,
  hasAnswered,
  insertCycle,
  lastCycle,
  lockCycleMaking,
  metricsInOrder,
  openSend,
  progressOf,
  questionsByIds,
  recordFinish,
  respondentSnapshot,
  saveProgress,
  scheduleOf,
  submissionByKey,
} from './survey.queries.js';
import { heldContext, type HeldResponse } from './survey.release.js';
import { HELD_BLOCK, padded, RESULT_BLOCK, seal, unseal } from './survey.sealing.js';

import type { TDoneInput, TSendSurveyInput } from './survey.schemas.js';
import { scoreSubmission } from './survey.scoring.js';
import { toQuestionView, type QuestionView } from './survey.view.js';

export interface SurveyCtx {
  tx: Tx;
  /** Work for once the request's transaction has committed (the ladder's tenant rung). */
  afterCommit: (fn: () => void) => void;
  auth: AuthState;
  deps: AppDeps;
  language: Language;
}

type Cycle = NonNullable<Awaited<ReturnType<typeof cycleAt>>>;

/**
 * The company's cycle for a day, made on first need (by a respondent or the delivery job). A change
 * of settings never cuts a cycle under way: the next one starts when the current one ends.
 * Null before the first delivery date.
 */
export async function ensureCycle(tx: Tx, companyId: string, today: string): Promise<{ cycle: Cycle } | { scheduledFor: string }> {
  const existing = await cycleAt(tx, companyId, today);
  if (existing) return { cycle: existing };
  await lockCycleMaking(tx, companyId);
  const madeMeanwhile = await cycleAt(tx, companyId, today);
  if (madeMeanwhile) return { cycle: madeMeanwhile };
  const company = await scheduleOf(tx, companyId);
  const schedule = { intervalDays: company.survey_interval_days, anchor: company.survey_delivery_date };
  const window = windowAt(schedule, today);
  if (!window) return { scheduledFor: schedule.anchor };
  const last = await lastCycle(tx, companyId);
  const startsOn = last && last.ends_on > window.startsOn ? last.ends_on : window.startsOn;
  if (startsOn > today || startsOn >= window.endsOn) return { scheduledFor: startsOn };
  const number = last ? last.number + 1 : 0;
  const [library, metrics] = await Promise.all([activeLibrary(tx), metricsInOrder(tx)]);
  const questionIds = questionSet(library, metrics, number, schedule.intervalDays, last?.question_ids ?? []);
  const culture = asksCulture(last?.starts_on ?? null, startsOn);
  await insertCycle(tx, { companyId, id: randomUUID(), number, startsOn, endsOn: window.endsOn, questionIds, culture });
  const made = await cycleAt(tx, companyId, today);
  if (!made) throw new AppError('INTERNAL');
  await saveCycleRosters(tx, companyId, made.id);
  return { cycle: made };
}

/** The cycle's questions in its order, LNPS only for people somebody leads. */
function questionsOf<Q extends { id: string; metric_id: string }>(cycle: { question_ids: string[] }, rows: readonly Q[], leader: boolean): Q[] {
  const byId = new Map(rows.map((q) => [q.id, q]));
  return cycle.question_ids.map((id) => byId.get(id)!).filter((q) => q && (q.metric_id !== 'lnps' || leader));
}

/** The cycle's questions this person answers (the leader check only when the cycle asks LNPS). */
async function questionsFor(tx: Tx, cycle: Cycle, userId: string) {
  const rows = await questionsByIds(tx, cycle.question_ids);
  const leader = rows.some((q) => q.metric_id === 'lnps') ? (await respondentSnapshot(tx, userId)).hasLeader : false;
  return questionsOf(cycle, rows, leader);
}

export type SurveyStatus = 'available' | 'answered' | 'scheduled';

export interface SurveyState {
  status: SurveyStatus;
  /** When the next survey comes: the end of the current cycle, or the first delivery date. */
  nextSurveyDate: string;
  survey: { cycleId: string; date: string; currentQuestion: number; questions: QuestionView[] } | null;
  /** A custom survey waiting for the person's answers, if any (measurement §3). */
  customSurvey: TWaitingSurvey | null;
}

/** GET /survey: the survey waiting for the person, or when the next one comes, and a custom survey waiting. */
export async function currentSurvey(ctx: SurveyCtx): Promise<SurveyState> {
  const engagement = await engagementSurvey(ctx);
  const waiting = await waitingSurveys(ctx.tx, ctx.auth.userId, ctx.deps.clock());
  return { ...engagement, customSurvey: waiting[0] ?? null };
}

async function engagementSurvey(ctx: SurveyCtx): Promise<Omit<SurveyState, 'customSurvey'>> {
  const { companyId, userId } = ctx.auth;
  const found = await ensureCycle(ctx.tx, companyId, toDay(ctx.deps.clock()));
  if ('scheduledFor' in found) return { status: 'scheduled', nextSurveyDate: found.scheduledFor, survey: null };
  const { cycle } = found;
  if (await hasAnswered(ctx.tx, companyId, cycle.id, userId)) return { status: 'answered', nextSurveyDate: cycle.ends_on, survey: null };
  const questions = [
    ...(await questionsFor(ctx.tx, cycle, userId)).map((q) => toQuestionView(q, ctx.language)),
    ...(cycle.culture ? cultureQuestionViews(ctx.language) : []),
  ];
  const progress = await progressOf(ctx.tx, companyId, userId);
  const currentQuestion = progress?.cycle_id === cycle.id ? Math.min(progress.current_question, Math.max(questions.length - 1, 0)) : 0;
  return { status: 'available', nextSurveyDate: cycle.ends_on, survey: { cycleId: cycle.id, date: cycle.starts_on, currentQuestion, questions } };
}

async function cycleOf(ctx: SurveyCtx, cycleId: string): Promise<Cycle> {
  const cycle = await cycleById(ctx.tx, ctx.auth.companyId, cycleId);
  if (!cycle) throw new AppError('NOT_FOUND');
  return cycle;
}

/** A send must be for the current cycle, not answered yet (`answered` read in this transaction). */
function assertOpen(ctx: SurveyCtx, cycle: Pick<Cycle, 'starts_on' | 'ends_on'>, answered: boolean): void {
  const today = toDay(ctx.deps.clock());
  if (!(cycle.starts_on <= today && today < cycle.ends_on)) throw new AppError('SURVEY_CYCLE_OVER');
  if (answered) throw new AppError('SURVEY_ALREADY_ANSWERED');
}

export type SendResult = { status: 'preview'; currentQuestion: number } | { status: 'done'; answered: number; nextSurveyDate: string };

/** POST /survey: progress (the page) while answering, or the answers once at the end. */
export async function sendSurvey(ctx: SurveyCtx, input: TSendSurveyInput): Promise<SendResult> {
  if (input.status === 'preview') {
    const cycle = await cycleOf(ctx, input.cycleId);
    assertOpen(ctx, cycle, await hasAnswered(ctx.tx, ctx.auth.companyId, cycle.id, ctx.auth.userId));
    await saveProgress(ctx.tx, { companyId: ctx.auth.companyId, userId: ctx.auth.userId, cycleId: cycle.id, currentQuestion: input.currentQuestion });
    return { status: 'preview', currentQuestion: input.currentQuestion };
  }
  return finishSurvey(ctx, input);
}

/** What a submission says, in a canonical form: the same answers always hash alike. */
function canonical(input: TDoneInput) {
  const questions = [...input.questions]
    .sort((a, b) => a.question_id.localeCompare(b.question_id))
    .map(({ question_id, answered }) => {
      const ids = answered?.answer_id;
      return [question_id, Array.isArray(ids) ? [...ids].sort() : (ids ?? null), answered?.score ?? null, answered?.feedback_answer?.trim() || null];
    });
  return { cycleId: input.cycleId, questions };
}

/** The stored result of a submission: sealed (its answer count would point at a response), or plain from before sealing. */
function resultOf(ctx: SurveyCtx, key: string, stored: unknown): SendResult {
  const sealed = (stored as { sealed?: string }).sealed;
  if (!sealed) return stored as SendResult;
  const { pad: _pad, ...result } = unseal<SendResult & { pad?: string }>(ctx.deps.sealingKey, `submission:${ctx.auth.companyId}:${key}`, Buffer.from(sealed, 'base64'));
  return result;
}

/**
 * Takes one response. The submission id makes it idempotent: a repeat (or a concurrent twin, which
 * waits on the key) gets the first result; the same id with other answers is refused. The response
 * is sealed into the holding table in this transaction, so a send acknowledged is durable; the
 * release step writes it to the answer tables later, with at least k others, in a transaction of
 * its own (survey.release.ts). Participation records the person apart from it.
 *
 * Two statements, each a round trip on the request's connection: the claim with everything the
 * send reads (openSend), and the writes (recordFinish).
 */
async function finishSurvey(ctx: SurveyCtx, input: TDoneInput): Promise<SendResult> {
  const { companyId, userId } = ctx.auth;
  const key = submissionKey(ctx.deps.pseudonymKey, companyId, userId, input.submissionId);
  const hash = payloadHash(ctx.deps.pseudonymKey, canonical(input));
  const opened = await openSend(ctx.tx, { companyId, cycleId: input.cycleId, userId, key, payloadHash: hash });
  if (!opened) throw new AppError('NOT_FOUND');
  if (!opened.claimed) {
    const first = await submissionByKey(ctx.tx, companyId, key);
    // A submission from before the digests were keyed has none left to compare: its first result stands.
    if (!first || (first.payload_hash !== hash && first.payload_hash !== CLEARED_PAYLOAD) || !first.result) throw new AppError('SUBMISSION_CONFLICT');
    return resultOf(ctx, key, first.result);
  }
  const { cycle, snapshot } = opened;
  assertOpen(ctx, cycle, opened.answered);
  const questions = questionsOf(cycle, opened.questions, snapshot.hasLeader);
  const culture = takeCultureVotes(input.questions, cycle.culture);
  const scored = scoreSubmission(
    questions.map((q) => ({ id: q.id, metricId: q.metric_id, submetricId: q.submetric_id, type: q.type, answers: q.answers, feedback: q.feedback })),
    culture.rest,
  );
  const errors = { ...culture.errors, ...('errors' in scored ? scored.errors : {}) };
  if ('errors' in scored || Object.keys(errors).length) throw new AppError('BAD_INPUT', errors);

  const held: HeldResponse = {
    respondent: respondentPseudonym(ctx.deps.pseudonymKey, companyId, userId),
    groupIds: snapshot.groupIds,
    optionIds: snapshot.optionIds,
    day: toDay(ctx.deps.clock()),
    answers: scored.answers,
    ...(culture.votes ? { culture: culture.votes } : {}),
  };
  const heldId = randomUUID();
  // Every question answered counts, each culture question picked among them.
  const votedOn = culture.votes ? Object.values(culture.votes).filter((ids) => ids.length > 0).length : 0;
  const result: SendResult = { status: 'done', answered: scored.answers.length + votedOn, nextSurveyDate: cycle.ends_on };
  const recorded = await recordFinish(ctx.tx, {
    companyId,
    cycleId: cycle.id,
    userId,
    heldId,
    // Padded: a held row shares its statement with the participation row that names its author.
    sealed: seal(ctx.deps.sealingKey, heldContext(companyId, cycle.id, heldId), padded(held, HELD_BLOCK)),
    key,
    result: { sealed: seal(ctx.deps.sealingKey, `submission:${companyId}:${key}`, padded(result, RESULT_BLOCK)).toString('base64') },
  });
  if (!recorded) throw new AppError('SURVEY_ALREADY_ANSWERED');
  // The release step runs once this transaction has committed, and nudges the analytics sync
  // once it has written a batch.
  ctx.afterCommit(() => ctx.deps.release.nudge());
  return result;
}
