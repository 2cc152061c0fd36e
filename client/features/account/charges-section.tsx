import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmModal } from '../../lib/confirm-modal';
import { formatDay } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { useTRPC } from '../../lib/trpc';
import { todayDay, useMoney, type Account } from './account-data';
import { QueryState } from './account-layout';

/** The charges (date, what, amount with fee and interest, status, boleto) and leaving the paid plan. */
export function ChargesSection({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const money = useMoney();
  const charges = useQuery(trpc.billing.charges.queryOptions());
  return (
    <section className="card account-card" aria-labelledby="account-charges-title">
      <h2 id="account-charges-title" className="card__title">
        {t('account:charges.title')}
      </h2>
      {!charges.data ? (
        <QueryState query={charges} />
      ) : charges.data.charges.length === 0 ? (
        <p className="muted">{t('account:charges.empty')}</p>
      ) : (
        <div className="account-table-wrap">
          <table className="account-table">
            <thead>
              <tr>
                <th scope="col">{t('account:charges.date')}</th>
                <th scope="col">{t('account:charges.what')}</th>
                <th scope="col">{t('account:charges.amount')}</th>
                <th scope="col">{t('account:charges.status')}</th>
              </tr>
            </thead>
            <tbody>
              {charges.data.charges.map((c) => (
                <tr key={c._id}>
                  <Cell label={t('account:charges.date')}>{formatDay(c.dueOn, i18n.language, 'medium')}</Cell>
                  <Cell label={t('account:charges.what')}>
                    {t(`account:charges.kinds.${c.kind}`, { count: c.licenses, period: t(`account:periodWord.${c.period}`) })}
                    <div className="muted">
                      {formatDay(c.coversFrom, i18n.language, 'medium')} – {formatDay(c.coversTo, i18n.language, 'medium')}
                    </div>
                  </Cell>
                  <Cell label={t('account:charges.amount')}>
                    {money(c.amountCents + c.feeCents + c.interestCents)}
                    {c.feeCents + c.interestCents > 0 && (
                      <div className="muted">{t('account:charges.late', { fee: money(c.feeCents), interest: money(c.interestCents) })}</div>
                    )}
                    {c.instalments > 1 && (
                      <div className="muted">{t('account:instalment', { count: c.instalments, amount: money(Math.round(c.amountCents / c.instalments)) })}</div>
                    )}
                  </Cell>
                  <Cell label={t('account:charges.status')}>
                    {t(`account:charges.statuses.${c.status}`)}
                    {c.boletoUrl && c.status === 'pending' && (
                      <div>
                        <a href={c.boletoUrl} target="_blank" rel="noreferrer">
                          {t('account:charges.boleto')}
                        </a>
                      </div>
                    )}
                  </Cell>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {account.billing.plan === 'enterprise' && account.billing.status !== 'canceling' && <CancelAction account={account} />}
    </section>
  );
}

/** A cell that names its column on a phone, where the charges stack (account.css). */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td data-label={label}>
      <div>{children}</div>
    </td>
  );
}

/** Which way leaving goes today (people §1 terms): withdrawal within 7 days, refund within 30, else at the period's end. */
function cancelKind(account: Account): 'withdrawal' | 'refund' | 'periodEnd' {
  const today = todayDay();
  const { withdrawUntil, refundUntil } = account.billing;
  if (withdrawUntil && today <= withdrawUntil) return 'withdrawal';
  if (refundUntil && today <= refundUntil) return 'refund';
  return 'periodEnd';
}

function CancelAction({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const money = useMoney();
  const cancel = useMutation(
    trpc.billing.cancel.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(trpc.billing.account.queryKey(), result.account);
        void queryClient.invalidateQueries(trpc.billing.charges.queryFilter());
        notify(
          t(`account:cancel.done.${result.outcome}`, { amount: money(result.refundedCents), date: formatDay(account.billing.periodEnd ?? todayDay(), i18n.language) }),
          'success',
        );
      },
      onError: (error) => notify(`${t('account:cancel.failed')} ${errorText(t, error)}`, 'danger'),
    }),
  );
  const kind = cancelKind(account);
  const ask = () =>
    confirmModal({
      key: 'account-cancel',
      title: t('account:cancel.title'),
      body: t(`account:cancel.${kind}`, { date: formatDay(account.billing.periodEnd ?? todayDay(), i18n.language) }),
      confirmLabel: t('account:cancel.confirm'),
      cancelLabel: t('account:cancel.keep'),
      onConfirm: () => cancel.mutate(),
    });
  return (
    <div className="account-cancel">
      <p className="account-note">{t(`account:cancel.${kind}`, { date: formatDay(account.billing.periodEnd ?? todayDay(), i18n.language) })}</p>
      <button type="button" className="button button--danger" onClick={ask} disabled={cancel.isPending} aria-busy={cancel.isPending || undefined}>
        {t('account:cancel.action')}
      </button>
    </div>
  );
}
