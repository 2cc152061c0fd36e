import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Trpc } from '../../lib/trpc';
import { useTRPC } from '../../lib/trpc';

// The survey to answer and the list of those waiting. Texts come in every language the survey
// has, so a language switch needs no new read. The route's loader starts the same query.

export const answerQuery = (trpc: Trpc, id: string) => trpc.customSurveys.survey.queryOptions({ id });

export function useAnswerSurvey(id: string) {
  return useQuery(answerQuery(useTRPC(), id));
}

export function useWaitingSurveys() {
  return useQuery(useTRPC().customSurveys.waiting.queryOptions());
}

/** After a send or a refusal: the survey and the waiting list are out of date. */
export function useRefreshAnswering() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (id: string) =>
    Promise.all([queryClient.invalidateQueries(trpc.customSurveys.survey.queryFilter({ id })), queryClient.invalidateQueries(trpc.customSurveys.waiting.pathFilter())]);
}
