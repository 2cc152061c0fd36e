import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { modals, openModal } from '../../lib/modals';
import { errorCodeOf, fieldErrorsOf, useTRPC } from '../../lib/trpc';
import { nameOf, type StatusAction, type UserItem } from './user-state';

const MODAL_KEY = 'users-status-action';

/** The confirmation of anonymizing: irreversible, so the person ticks that they understand first. */
function AnonymizeConfirm({ name, onConfirm, onCancel }: { name: string; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [understood, setUnderstood] = useState(false);
  return (
    <div className="form-stack">
      <p>{t('users:confirm.anonymize.body', { name })}</p>
      <p className="alert alert--danger">{t('users:confirm.anonymize.warning')}</p>
      <label className="users-check">
        <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
        {t('users:confirm.anonymize.understand')}
      </label>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('users:confirm.cancel')}
        </button>
        <button type="button" className="button button--danger" disabled={!understood} onClick={onConfirm}>
          {t('users:actions.anonymize')}
        </button>
      </div>
    </div>
  );
}

/**
 * Status actions on a person, each behind a confirmation that says what it does to access and
 * licences; the outcome is announced, and the list and licence numbers refresh.
 */
export function useStatusActions() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = {
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.users.list.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.users.licences.queryKey() }),
      ]);
    },
  };
  const mutations = {
    disconfirm: useMutation(trpc.users.disconfirm.mutationOptions(options)),
    inactivate: useMutation(trpc.users.inactivate.mutationOptions(options)),
    undoInactivate: useMutation(trpc.users.undoInactivate.mutationOptions(options)),
    remove: useMutation(trpc.users.remove.mutationOptions(options)),
    reactivate: useMutation(trpc.users.reactivate.mutationOptions(options)),
    anonymize: useMutation(trpc.users.anonymize.mutationOptions(options)),
  } satisfies Record<StatusAction, unknown>;

  const run = (action: StatusAction, user: UserItem, name: string) => {
    const mutation = mutations[action] as { mutate: (input: { id: string }, o: { onSuccess: () => void; onError: (e: unknown) => void }) => void };
    mutation.mutate(
      { id: user.id },
      {
        onSuccess: () => notify(t(`users:done.${action}`, { name }), 'success'),
        onError: (error) => {
          const prefix = action === 'reactivate' ? t('users:failed.reactivate') : t('users:failed.action');
          if (errorCodeOf(error) === 'LICENCES_EXCEEDED') {
            const missing = Number(fieldErrorsOf(error).missingLicences?.[0] ?? 1);
            openModal({
              key: 'users-licences-missing',
              title: t('errors:LICENCES_EXCEEDED'),
              body: <p>{t('users:licencesMissing', { count: missing })}</p>,
              actions: (close) => (
                <>
                  <button type="button" className="button" onClick={close}>
                    {t('users:confirm.cancel')}
                  </button>
                  <Link to="/account/licenses/$period" params={{ period: 'current' }} search={{ add: missing }} className="button button--primary" onClick={close}>
                    {t('users:addLicences')}
                  </Link>
                </>
              ),
            });
            return;
          }
          notify(`${prefix} ${errorText(t, error)}`, 'danger');
        },
      },
    );
  };

  const pending = Object.values(mutations).some((m) => m.isPending);

  /** Opens the confirmation for one action on one person. */
  const ask = (action: StatusAction, user: UserItem) => {
    const name = nameOf(t, user);
    if (action === 'anonymize') {
      openModal({
        key: MODAL_KEY,
        title: t('users:confirm.anonymize.title', { name }),
        body: (
          <AnonymizeConfirm
            name={name}
            onCancel={() => modals.dismiss(MODAL_KEY)}
            onConfirm={() => {
              modals.dismiss(MODAL_KEY);
              run(action, user, name);
            }}
          />
        ),
        actions: () => null,
      });
      return;
    }
    openModal({
      key: MODAL_KEY,
      title: t(`users:confirm.${action}.title`, { name }),
      body: <p>{t(`users:confirm.${action}.body`, { name })}</p>,
      actions: (close) => (
        <>
          <button type="button" className="button" onClick={close}>
            {t('users:confirm.cancel')}
          </button>
          <button
            type="button"
            className={`button ${action === 'remove' || action === 'disconfirm' || action === 'inactivate' ? 'button--danger' : 'button--primary'}`}
            onClick={() => {
              close();
              run(action, user, name);
            }}
          >
            {t(`users:actions.${action}`)}
          </button>
        </>
      ),
    });
  };

  return { ask, pending };
}
