import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../lib/trpc';

export type SurveyState = inferRouterOutputs<AppRouter>['survey']['current'];
export type SurveyData = NonNullable<SurveyState['survey']>;
export type Question = SurveyData['questions'][number];
type DoneInput = Extract<inferRouterInputs<AppRouter>['survey']['send'], { status: 'done' }>;
export type Answered = NonNullable<DoneInput['questions'][number]['answered']>;

/**
 * What the person has answered so far. The answers live only in this browser until the end (the
 * server keeps the page alone), so a reload or a lost connection resumes where they were; the
 * submission id is kept too, so a retried finish can never store the answers twice.
 */
export interface SurveyProgress {
  cycleId: string;
  currentQuestion: number;
  answers: Record<string, Answered | null>;
  submissionId: string;
}

// Per person: two people sharing a browser must not see or send each other's answers.
const progressKey = (userId: string) => `clima.survey.${userId}`;
const savedKey = (userId: string) => `clima.survey.saved.${userId}`;

function isProgress(value: unknown): value is SurveyProgress {
  const p = value as SurveyProgress | null;
  return Boolean(
    p &&
    typeof p.cycleId === 'string' &&
    Number.isInteger(p.currentQuestion) &&
    p.currentQuestion >= 0 &&
    typeof p.submissionId === 'string' &&
    p.answers &&
    typeof p.answers === 'object',
  );
}

export function loadProgress(userId: string): SurveyProgress | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(progressKey(userId)) ?? 'null');
    return isProgress(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveProgress(userId: string, progress: SurveyProgress) {
  localStorage.setItem(progressKey(userId), JSON.stringify(progress));
}

export function clearProgress(userId: string) {
  localStorage.removeItem(progressKey(userId));
}

/** The progress for this cycle; progress left from another cycle is discarded. */
export function progressFor(userId: string, cycleId: string): SurveyProgress | null {
  const progress = loadProgress(userId);
  if (progress && progress.cycleId !== cycleId) clearProgress(userId);
  return progress?.cycleId === cycleId ? progress : null;
}

// crypto.randomUUID exists only in secure contexts; getRandomValues everywhere.
export function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function startProgress(userId: string, survey: SurveyData): SurveyProgress {
  const progress = { cycleId: survey.cycleId, currentQuestion: survey.currentQuestion, answers: {}, submissionId: uuid() };
  saveProgress(userId, progress);
  return progress;
}

/**
 * The conclusion opens only right after a survey was saved: the flag lives for the tab, so a
 * reload of the conclusion still shows it but another tab or a typed address does not.
 */
export function markSaved(userId: string, nextSurveyDate: string) {
  sessionStorage.setItem(savedKey(userId), nextSurveyDate);
}

export function savedNextDate(userId: string): string | null {
  return sessionStorage.getItem(savedKey(userId));
}
