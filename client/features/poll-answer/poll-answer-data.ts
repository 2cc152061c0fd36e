import type { Trpc } from '../../lib/trpc';

// The poll to answer, as the answer screen reads it.
export const pollSurveyQuery = (trpc: Trpc, id: string) => trpc.polls.survey.queryOptions({ id });
