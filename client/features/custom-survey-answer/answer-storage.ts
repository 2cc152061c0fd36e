import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../lib/trpc';
import { uuid } from '../survey/survey-storage';

export type AnswerState = inferRouterOutputs<AppRouter>['customSurveys']['survey'];
export type SurveyToAnswer = NonNullable<AnswerState['customSurvey']>;
export type Question = SurveyToAnswer['questions'][number];
export type Texts = SurveyToAnswer['title'];
type Sent = inferRouterInputs<AppRouter>['customSurveys']['send']['answers'][number];
/** One question's answer as the person gives it (its id is the key it is kept under). */
export type Given = Omit<Sent, 'question_id'>;

/**
 * Answering a custom survey: the answers stay in this browser until the send, so a reload or a
 * lost connection resumes on the same page; the submission id is kept with them, so a retried
 * send can never store them twice. One entry per person and survey, for the cycle it was made in.
 */
export interface AnswerProgress {
  cycle: number;
  page: number;
  answers: Record<string, Given>;
  submissionId: string;
}

// Per person: two people sharing a browser must not see or send each other's answers.
const progressKey = (userId: string, surveyId: string) => `clima.customSurvey.${userId}.${surveyId}`;
const savedKey = (userId: string, surveyId: string) => `clima.customSurvey.saved.${userId}.${surveyId}`;

function isProgress(value: unknown): value is AnswerProgress {
  const p = value as AnswerProgress | null;
  return Boolean(
    p && Number.isInteger(p.cycle) && Number.isInteger(p.page) && p.page >= 0 && typeof p.submissionId === 'string' && p.answers && typeof p.answers === 'object',
  );
}

export function loadProgress(userId: string, surveyId: string): AnswerProgress | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(progressKey(userId, surveyId)) ?? 'null');
    return isProgress(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveProgress(userId: string, surveyId: string, progress: AnswerProgress) {
  localStorage.setItem(progressKey(userId, surveyId), JSON.stringify(progress));
}

export function clearProgress(userId: string, surveyId: string) {
  localStorage.removeItem(progressKey(userId, surveyId));
}

/** The progress for this cycle; progress left from an earlier cycle is discarded. */
export function progressFor(userId: string, survey: { id: string; cycle: number }): AnswerProgress | null {
  const progress = loadProgress(userId, survey.id);
  if (progress && progress.cycle !== survey.cycle) clearProgress(userId, survey.id);
  return progress?.cycle === survey.cycle ? progress : null;
}

export function startProgress(userId: string, survey: { id: string; cycle: number }): AnswerProgress {
  const progress: AnswerProgress = { cycle: survey.cycle, page: 0, answers: {}, submissionId: uuid() };
  saveProgress(userId, survey.id, progress);
  return progress;
}

/**
 * The conclusion opens only right after a send: the flag lives for the tab, so a reload of the
 * conclusion still shows it, but another tab or a typed address does not.
 */
export function markSent(userId: string, surveyId: string, nextSurveyDate: string | null) {
  sessionStorage.setItem(savedKey(userId, surveyId), JSON.stringify({ nextSurveyDate }));
}

export function sentNextDate(userId: string, surveyId: string): { nextSurveyDate: string | null } | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(savedKey(userId, surveyId)) ?? 'null') as { nextSurveyDate?: unknown } | null;
    if (!parsed) return null;
    return { nextSurveyDate: typeof parsed.nextSurveyDate === 'string' ? parsed.nextSurveyDate : null };
  } catch {
    return null;
  }
}
