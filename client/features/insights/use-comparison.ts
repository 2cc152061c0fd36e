import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/** The comparison of the groups asked for (all the viewer sees when none); the previous table stays while a new choice loads. */
export function useComparison(groups: string[] | undefined, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.reports.compare.queryOptions({ groups }), placeholderData: keepPreviousData, enabled });
}
