import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { confirmModal } from '../../lib/confirm-modal';
import { fieldErrorsOf, useTRPC } from '../../lib/trpc';
import { AccountLinks, type AccountLink } from './invite-parts';
import { rowErrorText } from './row-errors';

const PAGE = 25;

/** People who have not confirmed yet, with resend (or send, for send later) and cancel. */
export function PendingInvites() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [offset, setOffset] = useState(0);
  const [links, setLinks] = useState<AccountLink[]>([]);
  const { data, isPending, isError, error } = useQuery(trpc.invites.pending.queryOptions({ offset, limit: PAGE }));
  const resend = useMutation(trpc.invites.resend.mutationOptions());
  const cancel = useMutation(trpc.invites.cancel.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.invites.pathKey() });

  type Invite = NonNullable<typeof data>['invites'][number];
  const nameOf = (p: Invite) => `${p.firstName} ${p.lastName}`;

  const onResend = async (p: Invite) => {
    try {
      const result = await resend.mutateAsync({ id: p.id });
      if (result.accountLink) setLinks([{ name: nameOf(p), code: p.code, link: result.accountLink }]);
      else notify(t('invites:pending.resent', { name: nameOf(p) }), 'success');
      void refresh();
    } catch (e) {
      const fields = fieldErrorsOf(e);
      notify(fields.email ? rowErrorText(t, 'email', fields.email) : errorText(t, e), 'danger');
    }
  };

  // Reports its own outcome in a notice: the confirming button does not wait for it.
  const cancelInvite = async (p: Invite) => {
    try {
      await cancel.mutateAsync({ id: p.id });
      notify(t('invites:pending.cancelled'), 'success');
      void refresh();
    } catch (e) {
      notify(errorText(t, e), 'danger');
    }
  };

  const onCancel = (p: Invite) =>
    confirmModal({
      key: `cancel-invite-${p.id}`,
      title: t('invites:pending.cancelTitle'),
      body: t('invites:pending.cancelBody', { name: nameOf(p) }),
      cancelLabel: t('invites:pending.keep'),
      confirmLabel: t('invites:pending.confirmCancel'),
      onConfirm: () => void cancelInvite(p),
    });

  if (isPending) return <div className="skeleton" aria-busy="true" aria-label={t('common:loading')} />;
  if (isError)
    return (
      <div className="alert alert--danger" role="alert">
        {errorText(t, error)}
      </div>
    );
  if (data.total === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">{t('invites:pending.empty')}</p>
        <p>{t('invites:pending.emptyHint')}</p>
      </div>
    );
  }
  const busy = resend.isPending || cancel.isPending;
  return (
    <div className="invites-pending">
      <AccountLinks links={links} />
      <p className="invites-pending__total">{t('invites:pending.total', { count: data.total })}</p>
      <div className="invites-table-wrap">
        <table className="invites-table">
          <caption className="sr-only">{t('invites:pending.tableLabel')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('invites:pending.name')}</th>
              <th scope="col">{t('invites:pending.identity')}</th>
              <th scope="col">{t('invites:pending.role')}</th>
              <th scope="col">{t('invites:pending.status')}</th>
              <th scope="col">{t('invites:pending.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.invites.map((p) => (
              <tr key={p.id}>
                <td>{nameOf(p)}</td>
                <td>{p.email ?? p.code}</td>
                <td>{t(`invites:roles.${p.role}`)}</td>
                <td>
                  {p.sendLater
                    ? t('invites:pending.notSent')
                    : p.inactive
                      ? t('invites:pending.inactive')
                      : t('invites:pending.invitedOn', { date: formatInstant(p.invitedAt ?? p.createdAt, i18n.language, 'medium') })}
                </td>
                <td className="invites-table__actions">
                  {!(p.inactive && !p.sendLater) && (
                    <button type="button" className="button" disabled={busy} onClick={() => void onResend(p)}>
                      {p.sendLater ? t('invites:pending.sendNow') : t('invites:pending.resend')}
                    </button>
                  )}
                  <button type="button" className="button invites-table__cancel" disabled={busy} onClick={() => onCancel(p)}>
                    {t('invites:pending.cancel')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.total > PAGE && (
        <nav className="invites-pager" aria-label={t('invites:pending.tableLabel')}>
          <button type="button" className="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
            {t('invites:pending.previous')}
          </button>
          <span>{`${offset + 1}–${Math.min(offset + PAGE, data.total)} / ${data.total}`}</span>
          <button type="button" className="button" disabled={offset + PAGE >= data.total} onClick={() => setOffset(offset + PAGE)}>
            {t('invites:pending.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
