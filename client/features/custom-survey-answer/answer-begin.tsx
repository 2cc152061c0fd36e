import { Navigate } from '@tanstack/react-router';
import { loadProgress } from './answer-storage';

/** /custom-surveys/$id/survey/$type (as survey.begin): straight to the steps when in progress, else the start. */
export function AnswerBegin({ id, userId }: { id: string; userId: string }) {
  const to = loadProgress(userId, id) ? '/custom-surveys/$id/survey/steps' : '/custom-surveys/$id/survey';
  return <Navigate to={to} params={{ id }} replace />;
}
