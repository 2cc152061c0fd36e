import { useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { RouterContext, SessionInfo } from '../../lib/session';
import { useTRPC, type AppRouter } from '../../lib/trpc';
import { groupTreeQuery } from './report-queries';

// A report's scope is 'company' or a group id (measurement §2: /reports/ goes to company). The
// server answers NOT_FOUND for a scope the viewer may not read; these helpers say where a leader
// may always go instead.

export const COMPANY = 'company';
export type GroupNode = inferRouterOutputs<AppRouter>['groups']['tree'][number];

/** The company for administrators; a manager's first group (the server scopes the tree); null when none. */
export function defaultScope(role: SessionInfo['role'], tree: readonly GroupNode[] | undefined): string | null {
  if (role === 'admin') return COMPANY;
  return tree?.[0]?.id ?? null;
}

/** For route guards: the default scope, reading the tree only when the viewer is a manager. */
export async function loadDefaultScope({ trpc, queryClient }: RouterContext, session: SessionInfo): Promise<string | null> {
  if (session.role === 'admin') return COMPANY;
  const tree = await queryClient.fetchQuery(groupTreeQuery(trpc));
  return defaultScope(session.role, tree);
}

/** The default scope in a component: undefined while it is being worked out. */
export function useDefaultScope(session: SessionInfo | undefined): string | null | undefined {
  const trpc = useTRPC();
  const manager = session?.role === 'manager';
  const tree = useQuery({ ...groupTreeQuery(trpc), enabled: manager });
  if (!session) return undefined;
  if (!manager) return session.role === 'admin' ? COMPANY : null;
  if (tree.isPending) return undefined;
  return defaultScope(session.role, tree.data);
}

/** A group anywhere in the tree (the company's, or a survey's audience), with the ids of the groups above it. */
export function findGroup<N extends { id: string; children: readonly N[] }>(
  tree: readonly N[],
  id: string,
  above: string[] = [],
): { node: N; ancestors: string[] } | null {
  for (const node of tree) {
    if (node.id === id) return { node, ancestors: above };
    const found = findGroup(node.children, id, [...above, node.id]);
    if (found) return found;
  }
  return null;
}
