import { z } from 'zod';
import { ZWaitingSurvey } from '../custom-surveys/custom-surveys.answering.schemas.js';
import { ZDay, zId, ZUuid } from '../../lib/schemas.js';

// Shapes of the engagement survey calls, with the legacy (v1) field names (measurement §3, §4, §7).

export const FEEDBACK_MAX = 2000;

/**
 * One answered value. Numeric questions (0–10 scale, eNPS/LNPS, stars) carry the number in
 * `score`; single choice one `answer_id`; multi-choice a list (empty or null: unanswered). The rest
 * of the legacy answered value (text, image, feedback) is accepted and ignored: the server reads
 * answers from its own library.
 */
export const ZAnswered = z.object({
  answer_id: z.union([z.string().min(1).max(40), z.array(z.string().min(1).max(40)).max(20)]).nullish(),
  score: z.number().nullish(),
  feedback_answer: z.string().max(FEEDBACK_MAX, `At most ${FEEDBACK_MAX} characters`).nullish(),
  text: z.unknown().optional(),
  image: z.unknown().optional(),
  feedback: z.unknown().optional(),
});
export type TAnswered = z.infer<typeof ZAnswered>;

const ZQuestionAnswer = z.object({
  question_id: z.string().min(1).max(80),
  answered: ZAnswered.nullable(),
});

const ZCycleId = zId('Invalid survey');

/** Progress while answering: the page only (answers stay in the browser until the end). */
export const ZPreviewInput = z.object({
  status: z.literal('preview'),
  cycleId: ZCycleId,
  currentQuestion: z.number().int().min(0).max(200),
  // The legacy client sends the survey as it stands; nothing of it is kept.
  questions: z.array(z.unknown()).max(200).optional(),
  submissionId: zId().optional(),
});

/** The end: question ids and answers, once, under a client-made submission id. */
export const ZDoneInput = z.object({
  status: z.literal('done'),
  cycleId: ZCycleId,
  submissionId: zId('Invalid submission id'),
  questions: z.array(ZQuestionAnswer).max(200),
});

export const ZSendSurveyInput = z.discriminatedUnion('status', [ZPreviewInput, ZDoneInput]);
export type TSendSurveyInput = z.infer<typeof ZSendSurveyInput>;
export type TDoneInput = z.infer<typeof ZDoneInput>;

export const ZCommentsInput = z.object({
  groupId: z.union([z.literal('company'), zId('Invalid group')]),
  metricId: z.string().min(1).max(40).optional(),
  cycleId: zId('Invalid survey').optional(),
});
export type TCommentsInput = z.infer<typeof ZCommentsInput>;

// Answers of the engagement survey calls (measurement §3, §7).

/** One question as the respondent's screen reads it, in their language. */
export const ZQuestionView = z.strictObject({
  question_id: z.string(),
  type: z.enum(['scale', 'stars', 'select', 'multi-select', 'nps']),
  /** The metric the question scores (a pillar, a smart pillar, enps or lnps). */
  pillar: z.string(),
  submetric: z.string().nullable(),
  text: z.string(),
  answers: z.array(z.strictObject({ answer_id: z.string(), text: z.string(), classification: z.string().nullable() })),
  /** Numeric questions: the range of the number. */
  min: z.number().nullable(),
  max: z.number().nullable(),
  scaleLabels: z.strictObject({ low: z.string(), high: z.string() }).nullable(),
  /** Whether an optional comment is offered after answering. */
  feedback: z.boolean(),
  /** Nothing is answered yet: answers stay in the browser until the end. */
  answered: z.null(),
});

/** The survey waiting for the person (`available`), or when the next one comes (`answered`, `scheduled`). */
export const ZCurrentSurveyOutput = z.strictObject({
  status: z.enum(['available', 'answered', 'scheduled']),
  /** A custom survey waiting for the person's answers (measurement §3), or null. */
  customSurvey: ZWaitingSurvey.nullable(),
  nextSurveyDate: ZDay,
  survey: z
    .strictObject({
      cycleId: ZUuid,
      /** The day the cycle opened. */
      date: ZDay,
      /** The page to go on from (0-based), saved by a preview send. */
      currentQuestion: z.number().int().min(0),
      questions: z.array(ZQuestionView),
    })
    .nullable(),
});

/** A preview send gives back the page saved; a done send how many answers were taken and when the next survey comes. */
export const ZSendSurveyOutput = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('preview'), currentQuestion: z.number().int().min(0) }),
  z.strictObject({ status: z.literal('done'), answered: z.number().int().min(0), nextSurveyDate: ZDay }),
]);
