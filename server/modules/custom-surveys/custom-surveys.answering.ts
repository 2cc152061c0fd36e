import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/tenant.js';
import { AppError } from '../../lib/errors.js';
import type { AuthState, Context } from '../../trpc/context.js';
import { payloadHash, submissionKey, surveyPseudonym } from '../survey/survey.pseudonym.js';
import { respondentSnapshot } from '../survey/survey.queries.js';
import { HELD_BLOCK, padded, RESULT_BLOCK, seal, unseal } from '../survey/survey.sealing.js';
import { Tree } from './custom-surveys.access.js';
import type { TAnswerSurveyOutput, TSendAnswersInput, TSendAnswersResult, TWaitingSurvey } from './custom-surveys.answering.schemas.js';
import { answeredCycles, claimSubmission, recordSend, submissionByKey } from './custom-surveys.answering.queries.js';
import { answerableBy, type Audience } from './custom-surveys.audience.queries.js';
import { storedAnswers } from './custom-surveys.answers.js';
import { cycleQuestions } from './custom-surveys.cycle.js';
import { companyGroups, findSurvey, runningSurveys, type SurveyKind, type SurveyRow } from './custom-surveys.queries.js';
import { customHeldContext, type CustomHeldResponse } from './custom-surveys.release.js';
import { cycleAt, statusAt } from './custom-surveys.rules.js';

// Answering a custom survey (issue 13): a person of its audience reads the running cycle's
// questions and sends their answers once per cycle. The send is stored as the engagement survey's
// is (survey.service.ts finishSurvey): idempotent by its submission id, sealed into the holding
// table with the participation row in one transaction, released later with at least k others.

export type AnswerCtx = Context & { tx: Tx; auth: AuthState; afterCommit: (fn: () => void) => void };

const audienceOf = (survey: SurveyRow, tree: Tree): Audience => ({ ...survey, groups: [...tree.audienceGroups(survey.audience)] });

/** The survey and its running cycle for this person, or NOT_FOUND: unknown, not launched, closed, or not theirs to answer; with where their answers are placed. */
async function openFor(ctx: AnswerCtx, id: string, kind: SurveyKind): Promise<{ survey: SurveyRow; cycle: number; next: Date | null; placed: string[] }> {
  // Shared: an edit of the survey under way (a launch moved later) is waited for, and its outcome read.
  const survey = await findSurvey(ctx.tx, id, 'share', kind);
  const now = ctx.deps.clock();
  if (!survey || statusAt(survey, now) !== 'active') throw new AppError('NOT_FOUND');
  const tree = new Tree(await companyGroups(ctx.tx));
  const placed = (await answerableBy(ctx.tx, ctx.auth.userId, [audienceOf(survey, tree)])).get(survey.id);
  if (!placed) throw new AppError('NOT_FOUND');
  const { cycle, next } = cycleAt(survey, survey.definition.period, now);
  return { survey, cycle, next, placed };
}

/** The surveys waiting for the person's answers (active, theirs to answer, the running cycle unanswered), newest first. */
export async function waitingSurveys(tx: Tx, userId: string, now: Date): Promise<TWaitingSurvey[]> {
  const active = await runningSurveys(tx, now);
  if (active.length === 0) return [];
  const tree = new Tree(await companyGroups(tx));
  const theirs = await answerableBy(
    tx,
    userId,
    active.map((s) => audienceOf(s, tree)),
  );
  const mine = active.filter((s) => theirs.has(s.id)).map((s) => ({ s, cycle: cycleAt(s, s.definition.period, now).cycle }));
  const answered = await answeredCycles(
    tx,
    userId,
    mine.map(({ s }) => s.id),
  );
  return mine.filter(({ s, cycle }) => !answered.has(`${s.id}:${cycle}`)).map(({ s, cycle }) => ({ id: s.id, cycle, title: s.definition.title }));
}

export async function surveyToAnswer(ctx: AnswerCtx, id: string, kind: SurveyKind = 'survey'): Promise<TAnswerSurveyOutput> {
  const { survey, cycle, next } = await openFor(ctx, id, kind);
  if ((await answeredCycles(ctx.tx, ctx.auth.userId, [survey.id])).has(`${survey.id}:${cycle}`)) return { status: 'answered', nextSurveyDate: next, customSurvey: null };
  const d = survey.definition;
  const pillars = new Map(d.pillars.map((p) => [p.category_id, p.label]));
  return {
    status: 'available',
    nextSurveyDate: next,
    customSurvey: {
      id: survey.id,
      cycle,
      title: d.title,
      description: d.description,
      availableLanguages: d.availableLanguages,
      mandatoryQuestions: d.mandatoryQuestions,
      enableFeedbacks: d.enableFeedbacks,
      questions: cycleQuestions(survey.id, d, cycle).map((q) => ({
        question_id: q.question_id,
        type: q.type,
        text: q.text,
        pillar: (q.category && pillars.get(q.category)) || null,
        answers: q.answers.map((a) => ({ answer_id: a.answer_id, text: a.text, image: a.image })),
        maxChoices: q.maxChoices,
      })),
    },
  };
}

/** What a send says, in a canonical form: the same answers always hash alike. */
const canonical = (input: TSendAnswersInput) => ({
  cycle: input.cycle,
  answers: [...input.answers]
    .sort((a, b) => a.question_id.localeCompare(b.question_id))
    .map((a) => [a.question_id, a.value ?? null, [...(a.answer_ids ?? [])].sort(), a.text?.trim() || null, a.feedback?.trim() || null]),
});

/**
 * What a caller keeps apart from the anonymous response (a poll's named texts): part of what a
 * repeat must match, and stored by `store` only with a new send, in its transaction, with where
 * the person's answers are placed. With `answers`, a send whose anonymous part is empty is taken.
 */
export interface SentApart {
  digest: unknown;
  answers: boolean;
  store: (placed: string[]) => Promise<void>;
}

export async function sendAnswers(ctx: AnswerCtx, input: TSendAnswersInput, kind: SurveyKind = 'survey', apart?: SentApart): Promise<TSendAnswersResult> {
  const { companyId, userId } = ctx.auth;
  const keys = ctx.deps;
  const key = submissionKey(keys.pseudonymKey, companyId, userId, `custom-survey:${input.id}:${input.submissionId}`);
  // The key is in the digest: two people's sends never share a digest, whatever they answered.
  const hash = payloadHash(keys.pseudonymKey, { key, ...canonical(input), ...(apart ? { apart: apart.digest } : {}) });
  const resultContext = `custom-submission:${companyId}:${key}`;
  // A repeat gets the first result, even once the survey has closed; the same id with other answers is refused.
  const repeat = (first: Awaited<ReturnType<typeof submissionByKey>>) => {
    if (!first || first.payload_hash !== hash || !first.result) throw new AppError('SUBMISSION_CONFLICT');
    const { pad: _pad, ...result } = unseal<TSendAnswersResult & { pad?: string }>(keys.sealingKey, resultContext, Buffer.from(first.result.sealed, 'base64'));
    return result;
  };
  const earlier = await submissionByKey(ctx.tx, key);
  if (earlier) return repeat(earlier);
  const { survey, cycle, next, placed } = await openFor(ctx, input.id, kind);
  // A concurrent twin waits here for the first to commit, then reads its result.
  if (!(await claimSubmission(ctx.tx, { companyId, surveyId: survey.id, key, payloadHash: hash }))) return repeat(await submissionByKey(ctx.tx, key));
  if (input.cycle !== cycle) throw new AppError('SURVEY_CYCLE_OVER');
  const d = survey.definition;
  const stored = storedAnswers(cycleQuestions(survey.id, d, cycle), input.answers, {
    mandatory: d.mandatoryQuestions,
    comments: d.enableFeedbacks,
    answeredApart: apart?.answers ?? false,
  });
  if ('errors' in stored) throw new AppError('BAD_INPUT', stored.errors);
  const snapshot = await respondentSnapshot(ctx.tx, userId);
  const held: CustomHeldResponse = {
    respondent: surveyPseudonym(keys.pseudonymKey, companyId, `${survey.id}:${cycle}`, userId),
    // Where the survey found them at its launch: as its rosters and rule 11 count them.
    groupIds: placed,
    optionIds: snapshot.optionIds,
    answers: stored.rows,
  };
  const heldId = randomUUID();
  const result: TSendAnswersResult = { status: 'done', answered: new Set(stored.rows.map((r) => r.question_id)).size, nextSurveyDate: next?.toISOString() ?? null };
  const recorded = await recordSend(ctx.tx, {
    companyId,
    surveyId: survey.id,
    cycle,
    userId,
    heldId,
    sealed: seal(keys.sealingKey, customHeldContext(companyId, survey.id, cycle, heldId), padded(held, HELD_BLOCK)),
    key,
    result: { sealed: seal(keys.sealingKey, resultContext, padded(result, RESULT_BLOCK)).toString('base64') },
  });
  if (!recorded) throw new AppError('SURVEY_ALREADY_ANSWERED');
  await apart?.store(placed);
  ctx.afterCommit(() => keys.release.nudge());
  return result;
}
