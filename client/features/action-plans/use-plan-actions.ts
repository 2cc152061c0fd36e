import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { useTRPC } from '../../lib/trpc';
import { listFilter, type ActionPlan, type PlanList } from './plan-queries';

/**
 * What a card does to its plan: tick a task (shown at once, put back with a message when the
 * server refuses), and delete. Every list in the cache follows, then is read again: a plan's
 * status (done once every task is) is the server's to say.
 */
export function usePlanActions() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.actionPlans.update.mutationOptions());
  const remove = useMutation(trpc.actionPlans.delete.mutationOptions());
  // Each plan's saves, one after another: a save sends all its tasks, so two in flight could
  // arrive in the wrong order and undo a tick.
  const saves = useRef(new Map<string, Promise<void>>());
  const refresh = () => queryClient.invalidateQueries(listFilter(trpc));

  const patch = (id: string, change: (plan: ActionPlan) => ActionPlan) =>
    queryClient.setQueriesData<PlanList>(listFilter(trpc), (list) => list && { ...list, actionPlans: list.actionPlans.map((p) => (p._id === id ? change(p) : p)) });
  const cached = (id: string) =>
    queryClient
      .getQueriesData<PlanList>(listFilter(trpc))
      .flatMap(([, list]) => list?.actionPlans ?? [])
      .find((p) => p._id === id);

  async function tick(plan: ActionPlan, index: number, done: boolean) {
    const setDone = (value: boolean) => patch(plan._id, (p) => ({ ...p, tasks: p.tasks.map((task, i) => (i === index ? { ...task, done: value } : task)) }));
    // Shown before anything else, so the box never springs back; a list being read again would
    // bring back what it read before the tick, so that reading stops and keeps the tick.
    setDone(done);
    void queryClient.cancelQueries(listFilter(trpc), { revert: false });
    const save = async () => {
      try {
        const saved = await update.mutateAsync({ id: plan._id, tasks: (cached(plan._id) ?? plan).tasks });
        if (saves.current.get(plan._id) === queued) patch(plan._id, () => saved);
      } catch (error) {
        setDone(!done);
        notify(`${t('actionPlans:card.tickFailed')} ${errorText(t, error)}`, 'danger');
      }
    };
    const queued: Promise<void> = (saves.current.get(plan._id) ?? Promise.resolve()).then(save);
    saves.current.set(plan._id, queued);
    await queued;
    if (saves.current.get(plan._id) !== queued) return;
    saves.current.delete(plan._id);
    await refresh();
  }

  async function destroy(plan: ActionPlan) {
    try {
      await remove.mutateAsync({ id: plan._id });
      notify(t('actionPlans:card.deleted', { title: plan.title }), 'success');
    } catch (error) {
      notify(`${t('actionPlans:card.deleteFailed')} ${errorText(t, error)}`, 'danger');
    } finally {
      await refresh();
    }
  }

  return { tick, destroy };
}
