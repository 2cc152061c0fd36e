import type { inferRouterOutputs } from '@trpc/server';
import type { RouterContext } from '../../lib/session';
import type { AppRouter, Trpc } from '../../lib/trpc';

// The psychosocial-risk page's query, one definition: the screen reads it and its route's loader
// starts it alongside the screen's chunk.

export type PsychosocialReport = inferRouterOutputs<AppRouter>['psychosocial']['report'];
export type Factor = PsychosocialReport['factors'][number];
export type Action = NonNullable<PsychosocialReport['actions']>[number];

export const psychosocialQuery = (trpc: Trpc, groupId: string) => trpc.psychosocial.report.queryOptions({ groupId });

/** Started, not awaited: the screen shows its own loading and error states. */
export function startPsychosocialQuery({ trpc, queryClient }: RouterContext, groupId: string) {
  void queryClient.ensureQueryData(psychosocialQuery(trpc, groupId)).catch(() => undefined);
}
