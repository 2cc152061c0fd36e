import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_LIMITS } from '../../../domain/billing';
import { TextField } from '../../components/form';
import { confirmModal } from '../../lib/confirm-modal';
import { formatDay } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { useTRPC } from '../../lib/trpc';
import { useMoney, type Account, type Period, type Plans } from './account-data';
import { AccountLayout, QueryState } from './account-layout';
import { PeriodChoice, SimulationFigures } from './simulation-figures';

/** /account/plans: the free and the paid plan, monthly or annual, with what a number of licences costs. */
export function PlansPage() {
  const trpc = useTRPC();
  const plans = useQuery(trpc.billing.plans.queryOptions());
  const account = useQuery(trpc.billing.account.queryOptions());
  return (
    <AccountLayout tab="plans">
      {plans.data && account.data ? <PlansBody plans={plans.data} account={account.data} /> : <QueryState query={plans.isError ? plans : account} />}
    </AccountLayout>
  );
}

function PlansBody({ plans, account }: { plans: Plans; account: Account }) {
  const { t } = useTranslation();
  const money = useMoney();
  const enterprise = account.billing.plan === 'enterprise';
  const [period, setPeriod] = useState<Period>(account.billing.period ?? 'annuity');
  const paid = plans.plans.find((p) => p.id === 'enterprise');
  const basic = plans.plans.find((p) => p.id === 'basic');
  const price = (p: Period) => paid?.prices.find((x) => x.period === p);
  const monthly = price('monthly');
  const annual = price('annuity');
  return (
    <>
      <div className="account-plan-grid">
        <section className={`card account-card account-offer${account.billing.plan === 'basic' ? ' is-current' : ''}`} aria-labelledby="plans-free-title">
          <h2 id="plans-free-title" className="card__title">
            {t('account:planNames.basic')}
          </h2>
          <p className="account-offer__price">{money(0)}</p>
          <p>{t('account:plans.freeUsers', { min: basic?.minUsers ?? PLAN_LIMITS.freeMinUsers, max: basic?.maxUsers ?? PLAN_LIMITS.freeMaxUsers })}</p>
          <p className="muted">{t('account:plans.freeWhat')}</p>
          {account.billing.plan === 'basic' && <p className="account-badge">{t('account:plans.current')}</p>}
        </section>
        <section className={`card account-card account-offer${enterprise ? ' is-current' : ''}`} aria-labelledby="plans-paid-title">
          <h2 id="plans-paid-title" className="card__title">
            {t('account:planNames.enterprise')}
          </h2>
          <PeriodChoice name="plans-period" value={period} onChange={setPeriod} />
          {period === 'monthly' && monthly && <p className="account-offer__price">{t('account:plans.perUserMonth', { amount: money(monthly.pricePerUserCents) })}</p>}
          {period === 'annuity' && annual && (
            <>
              <p className="account-offer__price">{t('account:plans.perUserMonth', { amount: money(annual.pricePerUserCents) })}</p>
              <p>{t('account:plans.annualBilled', { amount: money(annual.periodPricePerUserCents), months: 12 })}</p>
              <p className="account-badge">{t('account:plans.twoMonthsFree')}</p>
            </>
          )}
          <p className="muted">{t(`account:plans.${period}Explain`)}</p>
          {enterprise && <p className="account-badge">{t('account:plans.current')}</p>}
        </section>
      </div>
      {enterprise ? <ChangePeriod account={account} period={period} /> : <BuyPanel account={account} period={period} contactAbove={plans.contactSalesAbove} />}
    </>
  );
}

/** Licences and the simulation of what they cost, then on to the checkout. */
function BuyPanel({ account, period, contactAbove }: { account: Account; period: Period; contactAbove: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [typed, setTyped] = useState(String(Math.max(account.billing.licenses, PLAN_LIMITS.freeMinUsers)));
  const licenses = Number(typed);
  const valid = Number.isInteger(licenses) && licenses >= PLAN_LIMITS.freeMinUsers;
  const tooMany = valid && licenses > contactAbove;
  const simulation = useQuery({
    ...trpc.billing.simulation.queryOptions({ period, licenses }),
    enabled: valid && !tooMany,
    placeholderData: keepPreviousData,
  });
  const error = !valid ? t('account:plans.licencesMin', { count: PLAN_LIMITS.freeMinUsers }) : undefined;
  return (
    <section className="card account-card" aria-labelledby="plans-buy-title">
      <h2 id="plans-buy-title" className="card__title">
        {t('account:plans.buyTitle')}
      </h2>
      <TextField
        id="plans-licences"
        type="number"
        min={PLAN_LIMITS.freeMinUsers}
        label={t('account:plans.licences')}
        hint={t('account:plans.licencesHint')}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        error={error}
      />
      {tooMany ? (
        <div className="alert alert--info" role="status">
          {t('account:plans.contactSales', { count: contactAbove })}
        </div>
      ) : (
        valid && simulation.data && <SimulationFigures simulation={simulation.data} />
      )}
      <div className="account-actions">
        {valid && !tooMany ? (
          <Link to="/account/charging" search={{ licenses, period }} className="button button--primary">
            {t('account:plans.buy')}
          </Link>
        ) : (
          <button type="button" className="button button--primary" disabled>
            {t('account:plans.buy')}
          </button>
        )}
      </div>
    </section>
  );
}

/** On the paid plan: the other period, from the renewal on. */
function ChangePeriod({ account, period }: { account: Account; period: Period }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const change = useMutation(
    trpc.billing.changeSubscription.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(trpc.billing.account.queryKey(), result);
        notify(t('account:plans.periodChanged'), 'success');
      },
      onError: (error) => notify(`${t('account:plans.periodFailed')} ${errorText(t, error)}`, 'danger'),
    }),
  );
  const b = account.billing;
  const target = b.nextPeriod ?? b.period;
  const date = b.periodEnd ? formatDay(b.periodEnd, i18n.language) : '';
  return (
    <section className="card account-card" aria-labelledby="plans-change-title">
      <h2 id="plans-change-title" className="card__title">
        {t('account:plans.changeTitle')}
      </h2>
      {target === period ? (
        <p>{t('account:plans.periodKept', { period: t(`account:periodWord.${period}`), date })}</p>
      ) : (
        <>
          <p>{t('account:plans.periodAtRenewal', { period: t(`account:periodWord.${period}`), date })}</p>
          <div className="account-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={change.isPending}
              aria-busy={change.isPending || undefined}
              onClick={() =>
                confirmModal({
                  key: 'account-period',
                  title: t('account:plans.changeTitle'),
                  body: t('account:plans.periodAtRenewal', { period: t(`account:periodWord.${period}`), date }),
                  confirmLabel: t('account:plans.changeConfirm'),
                  tone: 'primary',
                  onConfirm: () => change.mutate({ licenses: b.licenses, period }),
                })
              }
            >
              {t('account:plans.changeConfirm')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
