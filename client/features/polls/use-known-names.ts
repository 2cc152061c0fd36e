import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PollFields } from '../../../domain/poll';
import { useTRPC } from '../../lib/trpc';

type TreeNode = { id: string; name: string; children: TreeNode[] };
const flatten = (nodes: TreeNode[]): [string, string][] => nodes.flatMap((n) => [[n.id, n.name] as [string, string], ...flatten(n.children)]);

/**
 * The names of an opened draft's groups and viewers (a poll keeps ids only): the caller's group
 * tree and the company's managers are read only when some id has no name yet. Names picked in
 * this visit (`picked`) come first.
 */
export function useKnownNames(poll: Pick<PollFields, 'groups' | 'viewers'>, picked: Record<string, string>): Record<string, string> {
  const trpc = useTRPC();
  const groupsUnknown = poll.groups.some((id) => !picked[id]);
  const viewersUnknown = poll.viewers.some((id) => !picked[id]);
  const tree = useQuery({ ...trpc.groups.tree.queryOptions(), enabled: groupsUnknown, staleTime: 5 * 60_000 });
  // Viewers are managers (as the search offers them); a company's first hundred covers any real one.
  const managers = useQuery({ ...trpc.users.list.queryOptions({ status: 'activated', role: 'manager', limit: 100 }), enabled: viewersUnknown, staleTime: 5 * 60_000 });
  return useMemo(() => {
    const people = (managers.data?.users ?? []).map((u): [string, string] => [u.id, `${u.profile.firstname} ${u.profile.lastname}`.trim() || u.email || '']);
    return { ...Object.fromEntries(flatten(tree.data ?? [])), ...Object.fromEntries(people), ...picked };
  }, [tree.data, managers.data, picked]);
}
