import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { confirmModal } from '../../lib/confirm-modal';
import { useTRPC } from '../../lib/trpc';
import type { SurveyView } from './survey-queries';

/** What an action needs of a survey: its id and the title shown to the person. */
export interface Target {
  id: string;
  name: string;
}

/**
 * The list's row actions (measurement §4): close and delete after a confirmation naming the
 * survey, duplicate, and use (a template's duplicate, opened in the builder). Each says how it went.
 */
export function useSurveyActions() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.customSurveys.pathKey() });
  const failed = (error: unknown) => notify(errorText(t, error), 'danger');
  const open = (view: SurveyView) => void navigate({ to: '/custom-surveys/$id/settings', params: { id: view.id } });

  const close = useMutation(
    trpc.customSurveys.close.mutationOptions({
      onSuccess: async () => {
        notify(t('customSurveys:actions.closed'), 'success');
        await refresh();
      },
      onError: failed,
    }),
  );
  const remove = useMutation(
    trpc.customSurveys.delete.mutationOptions({
      onSuccess: async (done) => {
        notify(t('customSurveys:actions.deleted'), 'success');
        queryClient.removeQueries({ queryKey: trpc.customSurveys.get.queryKey({ id: done.id }) });
        await refresh();
      },
      onError: failed,
    }),
  );
  const duplicate = useMutation(
    trpc.customSurveys.duplicate.mutationOptions({
      onSuccess: async (view) => {
        queryClient.setQueryData(trpc.customSurveys.get.queryKey({ id: view.id }), view);
        notify(t('customSurveys:actions.duplicated'), 'success', { button: { label: t('customSurveys:actions.openCopy'), onClick: () => open(view) } });
        await refresh();
      },
      onError: failed,
    }),
  );
  const use = useMutation(
    trpc.customSurveys.duplicate.mutationOptions({
      onSuccess: async (view) => {
        queryClient.setQueryData(trpc.customSurveys.get.queryKey({ id: view.id }), view);
        notify(t('customSurveys:actions.used'), 'success');
        await refresh();
        open(view);
      },
      onError: failed,
    }),
  );

  const confirm = (key: string, title: string, body: string, confirmLabel: string, onConfirm: () => void) => confirmModal({ key, title, body, confirmLabel, onConfirm });

  /** The id of the survey an action is under way for, to mark its row busy. */
  const busyId = [close, remove, duplicate, use].find((m) => m.isPending)?.variables?.id ?? null;

  return {
    busyId,
    close: ({ id, name }: Target) =>
      confirm(`close-survey-${id}`, t('customSurveys:actions.closeTitle'), t('customSurveys:actions.closeBody', { name }), t('customSurveys:actions.closeConfirm'), () =>
        close.mutate({ id }),
      ),
    remove: ({ id, name }: Target) =>
      confirm(
        `delete-survey-${id}`,
        t('customSurveys:actions.deleteTitle'),
        t('customSurveys:actions.deleteBody', { name }),
        t('customSurveys:actions.deleteConfirm'),
        () => remove.mutate({ id }),
      ),
    duplicate: ({ id }: Target) => duplicate.mutate({ id }),
    use: ({ id }: Target) => use.mutate({ id }),
  };
}
