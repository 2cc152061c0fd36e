import { useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form';
import { useTRPC, type AppRouter } from '../../lib/trpc';

type TreeNode = inferRouterOutputs<AppRouter>['groups']['tree'][number];

/** The tree in reading order, each group indented by its depth so the hierarchy shows in a plain select. */
function flatten(nodes: TreeNode[], depth = 0): { value: string; label: string }[] {
  return nodes.flatMap((n) => [{ value: n.id, label: `${'\u00a0\u00a0'.repeat(depth)}${n.name}` }, ...flatten(n.children, depth + 1)]);
}

/** The users list's group filter: a group with its subgroups, among the groups the caller may see. */
export function GroupFilter({ value, onChange }: { value: string; onChange: (group: string) => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const tree = useQuery(trpc.groups.tree.queryOptions());
  return (
    <SelectField
      label={t('users:filters.group')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={t('users:filters.any')}
      options={flatten(tree.data ?? [])}
    />
  );
}
