import { z } from 'zod';
import { zId } from '../../lib/schemas.js';

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
