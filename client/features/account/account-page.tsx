import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/dates';
import { useTRPC } from '../../lib/trpc';
import { daysUntil, useMoney, type Account } from './account-data';
import { AccountLayout, QueryState } from './account-layout';
import { ChargesSection } from './charges-section';
import { PaymentSection } from './payment-section';
import { SurveySettingsSection } from './survey-settings-form';

/** /account, for administrators: the company, its plan and billing, then the survey cycle. */
export function AccountPage() {
  const trpc = useTRPC();
  const account = useQuery(trpc.billing.account.queryOptions());
  return (
    <AccountLayout tab="details">
      {account.data ? (
        <>
          <CompanySection account={account.data} />
          <PlanSection account={account.data} />
          <PaymentSection account={account.data} />
          <ChargesSection account={account.data} />
        </>
      ) : (
        <QueryState query={account} />
      )}
      <SurveySettingsSection />
    </AccountLayout>
  );
}

function CompanySection({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="card account-card" aria-labelledby="account-company-title">
      <h2 id="account-company-title" className="card__title">
        {t('account:company.title')}
      </h2>
      <dl className="account-facts">
        <div>
          <dt>{t('account:company.name')}</dt>
          <dd>{account.name}</dd>
        </div>
        <div>
          <dt>{t('account:company.employees')}</dt>
          <dd>{account.employeeRange}</dd>
        </div>
        <div>
          <dt>{t('account:company.since')}</dt>
          <dd>{formatDay(account.since, i18n.language)}</dd>
        </div>
      </dl>
      <h3 className="account-subtitle">{t('account:modules.title')}</h3>
      <ul className="account-modules">
        {(['engagement', 'culture', 'customSurvey'] as const).map((module) => (
          <li key={module} className={account.modules[module] ? 'is-on' : 'is-off'}>
            <span>{t(`account:modules.${module}`)}</span>
            <strong>{account.modules[module] ? t('account:modules.on') : t('account:modules.off')}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The plan in words: its status (trial days left, late and owed, suspended, leaving), licences and next charge. */
export function PlanStatus({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const b = account.billing;
  const day = (d: string | null) => (d ? formatDay(d, i18n.language) : '');
  const status =
    b.status === 'trial'
      ? b.trialEndsAt
        ? t('account:status.trial', { count: daysUntil(b.trialEndsAt) })
        : t('account:status.trialOpen')
      : b.status === 'past-due' || b.status === 'suspended'
        ? t(`account:status.${b.status}`, { amount: money(b.owedCents), date: day(b.pastDueSince) })
        : b.status === 'canceling'
          ? t('account:status.canceling', { date: day(b.periodEnd) })
          : t(`account:status.${b.status}`);
  const tone = b.status === 'past-due' || b.status === 'suspended' ? 'danger' : b.status === 'canceling' || b.status === 'trial' ? 'warning' : 'ok';
  return (
    <div className="account-plan">
      <p className="account-plan__name">
        {t(`account:planNames.${b.plan}`)}
        {b.period && b.plan === 'enterprise' ? ` · ${t(`account:period.${b.period}`)}` : ''}
      </p>
      <p className={`account-status account-status--${tone}`} role={tone === 'danger' ? 'alert' : undefined}>
        {status}
      </p>
      <p>{t('account:licenceCount', { count: b.licenses })}</p>
      {b.nextCharge && <p>{t('account:nextCharge', { amount: money(b.nextCharge.amountCents), date: day(b.nextCharge.on) })}</p>}
      {b.nextPeriod && b.nextPeriod !== b.period && <p>{t('account:nextPeriod', { period: t(`account:periodWord.${b.nextPeriod}`), date: day(b.periodEnd) })}</p>}
    </div>
  );
}

function PlanSection({ account }: { account: Account }) {
  const { t } = useTranslation();
  return (
    <section className="card account-card" aria-labelledby="account-plan-title">
      <h2 id="account-plan-title" className="card__title">
        {t('account:plan.title')}
      </h2>
      <PlanStatus account={account} />
      <div className="account-links">
        <Link to="/account/plans" className="button">
          {account.billing.plan === 'enterprise' ? t('account:plan.change') : t('account:plan.buy')}
        </Link>
        <Link to="/account/licenses/$period" params={{ period: account.billing.period ?? 'current' }} className="button">
          {t('account:plan.licences')}
        </Link>
      </div>
    </section>
  );
}
