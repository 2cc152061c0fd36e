import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/dates';
import { useTRPC } from '../../lib/trpc';
import { useMoney } from './account-data';
import { AccountLayout, QueryState } from './account-layout';

/** /account/charging/success: what was bought, what was charged, the next charge, and the way back. */
export function SuccessPage() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const money = useMoney();
  const account = useQuery(trpc.billing.account.queryOptions());
  const charges = useQuery(trpc.billing.charges.queryOptions());
  const b = account.data?.billing;
  const purchase = charges.data?.charges.find((c) => c.kind === 'purchase');
  return (
    <AccountLayout tab="plans">
      {!b ? (
        <QueryState query={account} />
      ) : (
        <section className="card account-card account-success" aria-labelledby="success-title">
          <h2 id="success-title" className="card__title">
            {t('account:success.title')}
          </h2>
          <p>{t('account:success.bought', { count: b.licenses, period: t(`account:periodWord.${b.period ?? 'monthly'}`) })}</p>
          {purchase && (
            <p>
              {t(purchase.status === 'pending' ? 'account:success.boleto' : 'account:success.charged', { amount: money(purchase.amountCents) })}
              {purchase.instalments > 1 &&
                ` (${t('account:instalment', { count: purchase.instalments, amount: money(Math.round(purchase.amountCents / purchase.instalments)) })})`}
            </p>
          )}
          {purchase?.boletoUrl && purchase.status === 'pending' && (
            <p>
              <a href={purchase.boletoUrl} target="_blank" rel="noreferrer">
                {t('account:charges.boleto')}
              </a>
            </p>
          )}
          {b.nextCharge && <p>{t('account:nextCharge', { amount: money(b.nextCharge.amountCents), date: formatDay(b.nextCharge.on, i18n.language) })}</p>}
          <div className="account-links">
            <Link to="/account" className="button button--primary">
              {t('account:success.back')}
            </Link>
            <Link to="/account/licenses/$period" params={{ period: b.period ?? 'current' }} className="button">
              {t('account:plan.licences')}
            </Link>
          </div>
        </section>
      )}
    </AccountLayout>
  );
}
