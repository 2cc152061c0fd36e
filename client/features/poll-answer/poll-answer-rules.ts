import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '../../lib/trpc';
import type { PollGiven, PollQuestion, PollSurvey } from './poll-answer-storage';

type SentAnswer = inferRouterInputs<AppRouter>['polls']['answer']['poll_survey'][number];

/** The longest text a paragraph answer or a comment takes (the server's limit). */
export const POLL_TEXT_MAX = 2000;

const hasText = (s: string | null | undefined) => typeof s === 'string' && s.trim() !== '';

export function isAnswered(given: PollGiven | undefined): boolean {
  if (!given) return false;
  return typeof given.answer === 'number' || hasText(given.answer);
}

/** Whether anything of this question would be sent: its answer or its comment. */
const isGiven = (given: PollGiven | undefined) => isAnswered(given) || hasText(given?.comment);

export const anythingGiven = (survey: PollSurvey, answers: Record<string, PollGiven>) => survey.questions.some((q) => isGiven(answers[q.question_id]));

/**
 * The send's poll_survey (measurement §3 "Poll survey answer"): the questions answered or
 * commented on, each with its answer; a paragraph and a comment with the person's choice of
 * anonymous or named. Unanswered questions are left out (skipped).
 */
export function toPollSurvey(survey: PollSurvey, answers: Record<string, PollGiven>): SentAnswer[] {
  return survey.questions.flatMap((q: PollQuestion) => {
    const given = answers[q.question_id];
    if (!given || !isGiven(given)) return [];
    const answer = isAnswered(given) ? (typeof given.answer === 'string' ? given.answer.trim() : given.answer) : null;
    const feedback = q.comment !== null && hasText(given.comment) ? { question: q.comment, isAnonymous: given.commentAnonymous, answer: given.comment.trim() } : null;
    return [
      {
        question_id: q.question_id,
        question_type: q.question_type,
        question_text: q.question_text,
        answer,
        isAnonymous: q.question_type === 'paragraph' ? given.isAnonymous : true,
        feedback,
      },
    ];
  });
}
