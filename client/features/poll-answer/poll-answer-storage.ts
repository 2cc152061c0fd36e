import type { inferRouterOutputs } from '@trpc/server';
import { POLL_CLEANUP_MS } from '../../../domain/poll';
import type { AppRouter } from '../../lib/trpc';
import { uuid } from '../survey/survey-storage';

export type PollSurvey = NonNullable<inferRouterOutputs<AppRouter>['polls']['survey']['poll']>;
export type PollQuestion = PollSurvey['questions'][number];

/** One question's answer as the person gives it: the answer, and whether each text goes signed. */
export interface PollGiven {
  /** radio-string: an option id; slide-number: 0–10; paragraph: the text; null until answered. */
  answer: string | number | null;
  /** Paragraph only: anonymous unless the person chooses to sign it. */
  isAnonymous: boolean;
  comment: string;
  commentAnonymous: boolean;
}

/**
 * Answering a poll: the answers stay in this tab (session storage) until the send, so a reload
 * loses nothing; the submission id is kept with them, so a retried send can never store them
 * twice. After a successful send the entry is marked sent and removed 3 seconds later (§9).
 */
export interface PollProgress {
  submissionId: string;
  answers: Record<string, PollGiven>;
  /** When the send succeeded (ms since the epoch); absent until then. */
  sentAt?: number;
}

// Per person: two people sharing a browser must not see or send each other's answers.
const progressKey = (userId: string, pollId: string) => `clima.poll.${userId}.${pollId}`;

export const EMPTY_GIVEN: PollGiven = { answer: null, isAnonymous: true, comment: '', commentAnonymous: true };

function isProgress(value: unknown): value is PollProgress {
  const p = value as PollProgress | null;
  return Boolean(p && typeof p.submissionId === 'string' && p.answers && typeof p.answers === 'object');
}

function load(userId: string, pollId: string): PollProgress | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(progressKey(userId, pollId)) ?? 'null');
    return isProgress(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveProgress(userId: string, pollId: string, progress: PollProgress) {
  sessionStorage.setItem(progressKey(userId, pollId), JSON.stringify(progress));
}

export function clearProgress(userId: string, pollId: string) {
  sessionStorage.removeItem(progressKey(userId, pollId));
}

/** The answers kept for this poll, or a fresh start with a new submission id (a sent entry past its 3 seconds is dropped). */
export function progressFor(userId: string, pollId: string): PollProgress {
  const saved = load(userId, pollId);
  if (saved && (saved.sentAt === undefined || Date.now() - saved.sentAt < POLL_CLEANUP_MS)) return saved;
  if (saved) clearProgress(userId, pollId);
  return { submissionId: uuid(), answers: {} };
}

/**
 * A successful send: the entry is marked sent now and removed POLL_CLEANUP_MS later. The timer is
 * not the screen's: leaving the page in those seconds must not keep the answers in the tab.
 */
export function markSent(userId: string, pollId: string, progress: PollProgress) {
  saveProgress(userId, pollId, { ...progress, sentAt: Date.now() });
  setTimeout(() => clearProgress(userId, pollId), POLL_CLEANUP_MS);
}
