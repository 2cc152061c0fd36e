import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton } from '../../components/form';
import { notify } from '../../lib/messages';
import { useTRPC } from '../../lib/trpc';
import type { Account } from './account-data';
import { CardFields } from './card-fields';
import { cardErrors, EMPTY_CARD, tokeniseCard, type CardField, type CardTyped } from './card-token';
import { paymentFailure } from './payment-errors';

/** The payment method (brand •••• last digits, holder, expiry) with "change card", and the billing details. */
export function PaymentSection({ account }: { account: Account }) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  const method = account.paymentMethod;
  const address = account.address;
  return (
    <section className="card account-card" aria-labelledby="account-payment-title">
      <h2 id="account-payment-title" className="card__title">
        {t('account:payment.title')}
      </h2>
      {!method ? (
        <p className="muted">{t('account:payment.none')}</p>
      ) : method.type === 'boleto' ? (
        <p>{t('account:payment.boleto')}</p>
      ) : (
        <dl className="account-facts">
          <div>
            <dt>{t('account:payment.card')}</dt>
            <dd>{t('account:payment.cardNumber', { brand: method.brand ?? '', last: (method.displayNumber ?? '').slice(-4) })}</dd>
          </div>
          <div>
            <dt>{t('account:payment.holder')}</dt>
            <dd>{method.holderName}</dd>
          </div>
          <div>
            <dt>{t('account:payment.expiry')}</dt>
            <dd>{method.month && method.year ? `${String(method.month).padStart(2, '0')}/${String(method.year % 100).padStart(2, '0')}` : ''}</dd>
          </div>
        </dl>
      )}
      {account.billing.plan === 'enterprise' &&
        (changing ? (
          <ChangeCardForm onDone={() => setChanging(false)} />
        ) : (
          <div className="account-links">
            <button type="button" className="button" onClick={() => setChanging(true)}>
              {t('account:payment.change')}
            </button>
          </div>
        ))}
      <h3 className="account-subtitle">{t('account:billing.title')}</h3>
      {account.billingName || account.document || address ? (
        <dl className="account-facts">
          <div>
            <dt>{t('account:billing.name')}</dt>
            <dd>{account.billingName}</dd>
          </div>
          <div>
            <dt>{t('account:billing.document')}</dt>
            <dd>{account.document}</dd>
          </div>
          {address && (
            <div>
              <dt>{t('account:billing.address')}</dt>
              <dd>
                {[address.address, address.number, address.complement].filter(Boolean).join(', ')}
                <br />
                {`${address.city} – ${address.state}, ${address.zip.replace(/^(\d{5})(\d{3})$/, '$1-$2')}`}
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="muted">{t('account:billing.none')}</p>
      )}
    </section>
  );
}

/** A new card, tokenised by the browser at the provider; a late charge is tried on it at once. */
function ChangeCardForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const config = useQuery(trpc.billing.paymentConfig.queryOptions());
  const [card, setCard] = useState<CardTyped>(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const changeCard = useMutation(trpc.billing.changeCard.mutationOptions());
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setFailure(null);
    const found = cardErrors(card);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`change-card-${first}`)?.focus();
    setBusy(true);
    try {
      const configData = config.data ?? (await queryClient.fetchQuery(trpc.billing.paymentConfig.queryOptions()));
      const token = await tokeniseCard(configData, card);
      const account = await changeCard.mutateAsync(token);
      queryClient.setQueryData(trpc.billing.account.queryKey(), account);
      void queryClient.invalidateQueries(trpc.billing.charges.queryFilter());
      notify(t('account:payment.changed'), 'success');
      onDone();
    } catch (error) {
      setFailure(paymentFailure(t, error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form-stack account-inline-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('account:payment.change')}>
      <FormAlert>{failure}</FormAlert>
      <CardFields
        idPrefix="change-card"
        card={card}
        errors={errors}
        onChange={(field, value) => {
          setCard((c) => ({ ...c, [field]: value }));
          setErrors((x) => ({ ...x, [field]: undefined }));
        }}
      />
      <div className="account-actions">
        <button type="button" className="button" onClick={onDone} disabled={busy}>
          {t('common:cancel')}
        </button>
        <SubmitButton loading={busy}>{t('account:payment.save')}</SubmitButton>
      </div>
    </form>
  );
}
