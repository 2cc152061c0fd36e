import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter, Trpc } from '../../lib/trpc';

// The culture page's queries, one definition each (culture-routes.tsx starts the first ones with
// the route, written out there so that this module stays out of the entry).

type Outputs = inferRouterOutputs<AppRouter>['culture'];
export type CultureRanking = NonNullable<Outputs['ranking']>;
export type RankedValue = CultureRanking['ranking']['current'][number];
export type CultureFigures = Outputs['history']['history'][number];

/** One culture cycle's ranking and figures: the latest the gate shows unless `date` names one. */
export const rankingQuery = (trpc: Trpc, groupId: string, date?: string) => trpc.culture.ranking.queryOptions(date ? { groupId, date } : { groupId });

export const historyQuery = (trpc: Trpc, groupId: string) => trpc.culture.history.queryOptions({ groupId });
