import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../lib/trpc';

type Out = inferRouterOutputs<AppRouter>['groups'];
export type GroupDetail = Out['get'];
export type GroupListItem = Out['list']['items'][number];
export type TreeNode = Out['tree'][number];
export type Person = GroupDetail['managers'][number];
export type GroupHit = Out['search'][number];
export type ImportPlan = Out['importPreview'];
export type ActivationResult = Out['setActive'];
