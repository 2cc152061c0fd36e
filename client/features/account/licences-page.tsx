import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_LIMITS } from '../../../domain/billing';
import { FormAlert, SubmitButton, TextField } from '../../components/form';
import { confirmModal } from '../../lib/confirm-modal';
import { formatDay } from '../../lib/dates';
import { notify } from '../../lib/messages';
import { useTRPC } from '../../lib/trpc';
import { useMoney, type Account, type LicencesView } from './account-data';
import { AccountLayout, QueryState } from './account-layout';
import { paymentFailure } from './payment-errors';

/** /account/licenses/$period: licences available, remaining and in use, and a new number (`add` more prefilled). */
export function LicencesPage({ add }: { add?: number }) {
  const trpc = useTRPC();
  const view = useQuery(trpc.billing.licences.queryOptions());
  const account = useQuery(trpc.billing.account.queryOptions());
  return (
    <AccountLayout tab="licences">
      {view.data && account.data ? <LicencesBody view={view.data} account={account.data} add={add} /> : <QueryState query={view.isError ? view : account} />}
    </AccountLayout>
  );
}

function LicencesBody({ view, account, add }: { view: LicencesView; account: Account; add?: number }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const money = useMoney();
  const current = view.availableLicenses;
  const [typed, setTyped] = useState(String(current + (add ?? 0)));
  const [failure, setFailure] = useState<string | null>(null);
  const licenses = Number(typed);
  const paid = account.billing.plan === 'enterprise';
  const added = Number.isInteger(licenses) ? licenses - current : 0;
  // What one licence costs for the rest of the period under way.
  const simulation = useQuery({ ...trpc.billing.simulation.queryOptions({}), enabled: paid && added > 0 });
  const cost = simulation.data ? simulation.data.partialPricePerUserCents * added : null;

  const error =
    !Number.isInteger(licenses) || typed.trim() === ''
      ? t('account:plans.licencesMin', { count: PLAN_LIMITS.freeMinUsers })
      : licenses < view.activatedUsersCount
        ? t('account:licences.belowUsers', { count: view.activatedUsersCount })
        : licenses < PLAN_LIMITS.freeMinUsers
          ? t('account:plans.licencesMin', { count: PLAN_LIMITS.freeMinUsers })
          : account.billing.plan === 'basic' && licenses > PLAN_LIMITS.freeMaxUsers
            ? t('account:licences.freeMax', { count: PLAN_LIMITS.freeMaxUsers })
            : licenses > PLAN_LIMITS.contactSalesAbove
              ? t('account:plans.contactSales', { count: PLAN_LIMITS.contactSalesAbove })
              : undefined;

  const save = useMutation(
    trpc.billing.setLicences.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(trpc.billing.account.queryKey(), result);
        void queryClient.invalidateQueries(trpc.billing.licences.queryFilter());
        void queryClient.invalidateQueries(trpc.billing.charges.queryFilter());
        void queryClient.invalidateQueries(trpc.users.licences.queryFilter());
        void queryClient.invalidateQueries(trpc.invites.form.queryFilter());
        notify(t('account:licences.saved', { count: result.billing.licenses }), 'success');
        // The licences asked for are bought: the note that prefilled them no longer applies.
        if (add) void navigate({ to: '/account/licenses/$period', params: { period: result.billing.period ?? 'monthly' }, search: {}, replace: true });
      },
      onError: (e) => setFailure(paymentFailure(t, e).message),
    }),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (error) return document.getElementById('licences-number')?.focus();
    if (licenses === current) return;
    const body =
      paid && added > 0 && cost !== null
        ? t('account:licences.confirmAdd', { count: added, amount: money(cost), date: formatDay(simulation.data!.nextCharge, i18n.language) })
        : t('account:licences.confirmSet', { count: licenses });
    confirmModal({
      key: 'account-licences',
      title: t('account:licences.confirmTitle'),
      body,
      confirmLabel: t('account:licences.confirm'),
      tone: 'primary',
      onConfirm: () => save.mutate({ licenses }),
    });
  };

  return (
    <>
      <section className="card account-card" aria-labelledby="licences-title">
        <h2 id="licences-title" className="card__title">
          {t('account:licences.title', { period: t(`account:period.${view.licensesPlan.period}`) })}
        </h2>
        <dl className="account-numbers">
          <div>
            <dt>{t('account:licences.available')}</dt>
            <dd>{current}</dd>
          </div>
          <div>
            <dt>{t('account:licences.remaining')}</dt>
            <dd>{view.remainingLicenses}</dd>
          </div>
          <div>
            <dt>{t('account:licences.activated')}</dt>
            <dd>{view.activatedUsersCount}</dd>
          </div>
        </dl>
      </section>
      <section className="card account-card" aria-labelledby="licences-change-title">
        <h2 id="licences-change-title" className="card__title">
          {t('account:licences.changeTitle')}
        </h2>
        <form className="form-stack" onSubmit={submit} noValidate>
          <FormAlert>{failure}</FormAlert>
          {add ? <p className="alert alert--info">{t('account:licences.prefilled', { count: add })}</p> : null}
          <TextField
            id="licences-number"
            type="number"
            min={Math.max(view.activatedUsersCount, PLAN_LIMITS.freeMinUsers)}
            label={t('account:licences.number')}
            hint={t('account:licences.hint', { count: view.activatedUsersCount })}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={error}
          />
          {!error && paid && added > 0 && cost !== null && (
            <p className="account-cycle" aria-live="polite">
              {t('account:licences.cost', { count: added, amount: money(cost), date: formatDay(simulation.data!.nextCharge, i18n.language) })}
            </p>
          )}
          {!error && !paid && added !== 0 && <p className="account-note">{t('account:licences.noCharge')}</p>}
          <div className="account-actions">
            <SubmitButton loading={save.isPending} disabled={licenses === current}>
              {t('account:licences.save')}
            </SubmitButton>
          </div>
        </form>
      </section>
    </>
  );
}
