import { z } from 'zod';
import { QUESTION_TYPES, SURVEY_IMAGES, SURVEY_LANGUAGES } from '../../../domain/custom-survey.js';
import { ZCount, ZDateInstant, zId, ZInstant, ZUuid } from '../../lib/schemas.js';

// The edge of answering a custom survey (measurement §3 "Survey answering", issue 13): what a
// person in the audience reads for the running cycle, and what the final send carries.

/** The longest text an answer or comment may have. */
export const TEXT_MAX = 2000;

export const ZAnswerSurveyInput = z.object({ id: zId('Unknown survey') });

const ZGiven = z.object({
  question_id: z.string().max(40),
  /** Stars 1–5, nps and slide-number 0–10. */
  value: z.number().int().min(0).max(10).nullish(),
  /** The chosen answers of select (one) and multi-select. */
  answer_ids: z.array(z.string().max(40)).max(20).nullish(),
  /** The text of a feedback question. */
  text: z.string().max(TEXT_MAX, `At most ${TEXT_MAX} characters`).nullish(),
  /** An optional comment on any other question, when the survey takes comments. */
  feedback: z.string().max(TEXT_MAX, `At most ${TEXT_MAX} characters`).nullish(),
});
export type TGiven = z.output<typeof ZGiven>;

export const ZSendAnswersInput = z.object({
  id: zId('Unknown survey'),
  /** Makes the send idempotent: a repeat gets the first result. */
  submissionId: zId('Invalid submission id'),
  /** The cycle the answers are for (the one the person read). */
  cycle: z.number().int().min(1),
  answers: z.array(ZGiven).max(100),
});
export type TSendAnswersInput = z.output<typeof ZSendAnswersInput>;

const texts = z.partialRecord(z.enum(SURVEY_LANGUAGES), z.string());

export const ZSurveyToAnswer = z.strictObject({
  id: ZUuid,
  cycle: z.number().int().min(1),
  title: texts,
  description: texts,
  availableLanguages: z.array(z.enum(SURVEY_LANGUAGES)),
  mandatoryQuestions: z.boolean(),
  enableFeedbacks: z.boolean(),
  questions: z.array(
    z.strictObject({
      question_id: z.string(),
      type: z.enum(QUESTION_TYPES),
      text: texts,
      /** The pillar's name, when the question has one. */
      pillar: texts.nullable(),
      answers: z.array(z.strictObject({ answer_id: z.string(), text: texts, image: z.enum(SURVEY_IMAGES).nullable() })),
      maxChoices: z.number().int().nullable(),
    }),
  ),
});

export const ZAnswerSurveyOutput = z.strictObject({
  /** available: the cycle waits for the person's answers; answered: they answered it. */
  status: z.enum(['available', 'answered']),
  /** When the next cycle starts; null when none will. */
  nextSurveyDate: ZDateInstant.nullable(),
  customSurvey: ZSurveyToAnswer.nullable(),
});

/** Kept sealed for repeats of the send: plain JSON (the next date as its ISO text). */
/** A survey waiting for the caller's answers (GET /v1/survey's customSurvey, the answering screens' list). */
export const ZWaitingSurvey = z.strictObject({ id: ZUuid, cycle: z.number().int().min(1), title: texts });
export type TWaitingSurvey = z.input<typeof ZWaitingSurvey>;
export const ZWaitingSurveysOutput = z.strictObject({ customSurveys: z.array(ZWaitingSurvey) });

export type TAnswerSurveyOutput = z.input<typeof ZAnswerSurveyOutput>;

export const ZSendAnswersOutput = z.strictObject({ status: z.literal('done'), answered: ZCount, nextSurveyDate: ZInstant.nullable() });
export type TSendAnswersResult = z.input<typeof ZSendAnswersOutput>;
