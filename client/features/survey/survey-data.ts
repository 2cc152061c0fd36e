import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../lib/trpc';

/**
 * The survey waiting for the person. The server writes question texts in the language the client
 * announces, so the language is part of the key (`_` is the call's cache buster) and a switch
 * fetches the texts again, the previous ones staying on screen meanwhile. The key follows the
 * session's saved language, not the interface's: a switch renews the session token, and a call
 * made with the old token while that happens would be refused and sign the person out.
 */
export function useSurveyQuery() {
  const trpc = useTRPC();
  const { i18n } = useTranslation();
  const saved = useQuery(trpc.auth.session.queryOptions()).data?.language;
  return useQuery({ ...trpc.survey.current.queryOptions({ _: saved ?? i18n.language }), placeholderData: keepPreviousData });
}

/** Every cached copy of the survey, in every language, is out of date (after a send or a refusal). */
export function useRefreshSurvey() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.survey.current.pathFilter());
}

export function useUserId(): string | null {
  const trpc = useTRPC();
  return useQuery(trpc.auth.session.queryOptions()).data?.userId ?? null;
}
