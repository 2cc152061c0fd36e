import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../lib/trpc';

type Out = inferRouterOutputs<AppRouter>['polls'];
export type PollReport = Out['report'];
export type PollQuestionResult = PollReport['questions'][number];
export type PollText = NonNullable<PollQuestionResult['texts']>[number];
export type PollGroup = Out['groups']['groups'][number];
export type PollShare = Out['shares']['groups'][number];
