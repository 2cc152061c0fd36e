import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { openModal } from '../../lib/modals';
import { useTRPC } from '../../lib/trpc';
import { forgetGroup } from './breadcrumb';
import { groupFieldErrors } from './group-messages';

interface Target {
  id: string;
  name: string;
  childrenCount: number;
  /** Where the subgroups go on delete; null for the top level. */
  parentName: string | null;
}

/** A modal button that shows it is working and cannot be pressed twice. */
function ActionButton({ run, className, children }: { run: () => Promise<void>; className: string; children: string }) {
  const [busy, setBusy] = useState(false);
  // The button shows the action under way (busy) and the action reports its own outcome: the
  // click handler starts it and does not wait.
  const click = async () => {
    setBusy(true);
    try {
      await run();
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} disabled={busy} aria-busy={busy || undefined} onClick={() => void click()}>
      {busy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** Activate, inactivate and delete, each behind a confirmation that says what will happen. */
export function useGroupActions() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setActive = useMutation(trpc.groups.setActive.mutationOptions());
  const remove = useMutation(trpc.groups.remove.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.groups.pathKey() });
  const fail = (error: unknown) => {
    const fields = groupFieldErrors(t, error);
    notify(Object.values(fields)[0] ?? errorText(t, error), 'danger');
  };

  const cancel = (close: () => void) => (
    <button type="button" className="button" onClick={close}>
      {t('common:cancel')}
    </button>
  );

  function confirmActivate(group: Target) {
    openModal({
      key: `group-activate-${group.id}`,
      title: t('groups:activate.title', { name: group.name }),
      body: (
        <div className="group-confirm">
          <p>{t('groups:activate.intro')}</p>
          <ul>
            <li>{t('groups:activate.subgroups')}</li>
            <li>{t('groups:activate.people')}</li>
            <li>{t('groups:activate.invites')}</li>
          </ul>
        </div>
      ),
      actions: (close) => (
        <>
          {cancel(close)}
          <ActionButton
            className="button button--primary"
            run={async () => {
              try {
                const r = await setActive.mutateAsync({ id: group.id, active: true });
                notify(t('groups:activate.done', { groups: r.groups, people: r.usersActivated, invites: r.invitesSent }), 'success');
                await refresh();
                close();
              } catch (e) {
                fail(e);
              }
            }}
          >
            {t('groups:activate.confirm')}
          </ActionButton>
        </>
      ),
    });
  }

  function confirmInactivate(group: Target) {
    const run = (users: boolean, close: () => void) => async () => {
      try {
        const r = await setActive.mutateAsync({ id: group.id, active: false, users });
        notify(users ? t('groups:inactivate.doneWithPeople', { people: r.usersInactivated }) : t('groups:inactivate.done'), 'success');
        await refresh();
        close();
      } catch (e) {
        fail(e);
      }
    };
    openModal({
      key: `group-inactivate-${group.id}`,
      title: t('groups:inactivate.title', { name: group.name }),
      body: (
        <div className="group-confirm">
          <p>{t('groups:inactivate.intro')}</p>
          <p>{t('groups:inactivate.askPeople')}</p>
        </div>
      ),
      actions: (close) => (
        <>
          {cancel(close)}
          <ActionButton className="button" run={run(false, close)}>
            {t('groups:inactivate.groupOnly')}
          </ActionButton>
          <ActionButton className="button button--danger" run={run(true, close)}>
            {t('groups:inactivate.withPeople')}
          </ActionButton>
        </>
      ),
    });
  }

  function confirmDelete(group: Target, onDeleted?: () => void) {
    openModal({
      key: `group-delete-${group.id}`,
      title: t('groups:delete.title', { name: group.name }),
      body: (
        <div className="group-confirm">
          <p>{t('groups:delete.intro')}</p>
          {group.childrenCount > 0 && (
            <p>
              {group.parentName
                ? t('groups:delete.moveToParent', { count: group.childrenCount, parent: group.parentName })
                : t('groups:delete.moveToTop', { count: group.childrenCount })}
            </p>
          )}
        </div>
      ),
      actions: (close) => (
        <>
          {cancel(close)}
          <ActionButton
            className="button button--danger"
            run={async () => {
              try {
                await remove.mutateAsync({ id: group.id });
                forgetGroup(group.id);
                notify(t('groups:delete.done', { name: group.name }), 'success');
                close();
                onDeleted?.();
                await refresh();
              } catch (e) {
                fail(e);
              }
            }}
          >
            {t('groups:delete.confirm')}
          </ActionButton>
        </>
      ),
    });
  }

  return { confirmActivate, confirmInactivate, confirmDelete };
}
