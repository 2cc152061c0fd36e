import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validPostalCode } from '../../../domain/billing';
import { FormAlert, SelectField, SubmitButton, TextField } from '../../components/form';
import { errorCodeOf, useTRPC } from '../../lib/trpc';
import { useMoney, type Account, type Period } from './account-data';
import { AccountLayout, QueryState } from './account-layout';
import { CardFields } from './card-fields';
import { EMPTY_CARD, tokeniseCard, type CardTyped } from './card-token';
import { checkoutErrors, fieldOfServerPath, FIELD_ORDER, initialCheckout, type CheckoutErrors, type CheckoutField, type CheckoutTyped } from './checkout-form';
import { paymentFailure } from './payment-errors';
import { PeriodChoice, SimulationFigures } from './simulation-figures';

/** /account/charging: buy the paid plan by card (or boleto, annual), the card tokenised by the browser. */
export function CheckoutPage({ search }: { search: { licenses?: number; period?: Period } }) {
  const trpc = useTRPC();
  const account = useQuery(trpc.billing.account.queryOptions());
  const view = useQuery(trpc.billing.licences.queryOptions());
  return (
    <AccountLayout tab="plans">
      {account.data?.billing.plan === 'enterprise' ? (
        <AlreadyPaid />
      ) : account.data && view.data ? (
        <CheckoutForm account={account.data} minLicences={view.data.activatedUsersCount} search={search} />
      ) : (
        <QueryState query={account.isError ? account : view} />
      )}
    </AccountLayout>
  );
}

/** A paid plan is bought once: its licences and period change on their own screens. */
function AlreadyPaid() {
  const { t } = useTranslation();
  return (
    <section className="card account-card" aria-labelledby="checkout-paid-title">
      <h2 id="checkout-paid-title" className="card__title">
        {t('account:checkout.alreadyPaid')}
      </h2>
      <div className="account-links">
        <Link to="/account/licenses/$period" params={{ period: 'current' }} className="button">
          {t('account:plan.licences')}
        </Link>
        <Link to="/account/plans" className="button">
          {t('account:plan.change')}
        </Link>
      </div>
    </section>
  );
}

function CheckoutForm({ account, minLicences, search }: { account: Account; minLicences: number; search: { licenses?: number; period?: Period } }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const money = useMoney();
  const [form, setForm] = useState<CheckoutTyped>(() => initialCheckout(account, search));
  const [card, setCard] = useState<CardTyped>(EMPTY_CARD);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A second press while the first is under way sends nothing (state updates are not immediate).
  const sending = useRef(false);
  const subscribe = useMutation(trpc.billing.subscribe.mutationOptions());

  const licenses = Number(form.licenses);
  const simulation = useQuery({
    ...trpc.billing.simulation.queryOptions({ period: form.period, licenses }),
    enabled: !checkoutErrors(form, card, 0).licenses,
    placeholderData: keepPreviousData,
  });
  const set = <K extends keyof CheckoutTyped>(field: K, value: CheckoutTyped[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };
  const choosePeriod = (period: Period) => setForm((f) => ({ ...f, period, instalments: 1, method: period === 'annuity' ? f.method : 'credit_card' }));
  const error = (field: CheckoutField) => {
    const key = errors[field];
    if (!key) return undefined;
    if (key.startsWith('errors:')) return t(key);
    return field.startsWith('card.') ? t(`account:card.errors.${key}`) : t(`account:checkout.errors.${key}`, { count: minLicences });
  };

  const lookUp = async () => {
    if (!validPostalCode(form.zip)) return;
    try {
      const found = await queryClient.fetchQuery(trpc.billing.postalCode.queryOptions({ zip: form.zip }));
      setForm((f) => ({ ...f, street: found.address || f.street, state: found.state, city: found.city }));
      setErrors((x) => ({ ...x, zip: undefined, street: undefined, state: undefined, city: undefined }));
    } catch (e) {
      if (errorCodeOf(e) === 'POSTAL_CODE_NOT_FOUND') setErrors((x) => ({ ...x, zip: 'errors:POSTAL_CODE_NOT_FOUND' }));
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    setFailure(null);
    const found = checkoutErrors(form, card, minLicences);
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) return document.getElementById(`checkout-${first.replace('card.', 'card-')}`)?.focus();
    sending.current = true;
    setBusy(true);
    try {
      const byCard = form.method === 'credit_card';
      const config = byCard ? await queryClient.fetchQuery(trpc.billing.paymentConfig.queryOptions()) : null;
      const token = config ? await tokeniseCard(config, card) : undefined;
      const result = await subscribe.mutateAsync({
        licenses,
        period: form.period,
        instalments: form.period === 'annuity' ? form.instalments : 1,
        method: form.method,
        name: form.name,
        doc: form.doc,
        card: token,
        address: { zip: form.zip, address: form.street, number: form.number, complement: form.complement, state: form.state, city: form.city },
      });
      // The plan changed: the server asks for a new session token and the page reloads with it
      // (lib/trpc.ts), so the address must be the success page's before anything else happens.
      void navigate({ to: '/account/charging/success', replace: true });
      queryClient.setQueryData(trpc.billing.account.queryKey(), result.account);
      void queryClient.invalidateQueries(trpc.billing.pathFilter());
    } catch (caught) {
      const { message, fields } = paymentFailure(t, caught);
      setFailure(message);
      const named: CheckoutErrors = {};
      for (const path of Object.keys(fields)) {
        const field = fieldOfServerPath(path);
        if (field) named[field] = 'errors:invalidField';
      }
      setErrors(named);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const most = simulation.data ? Math.max(...simulation.data.instalments, 1) : 1;
  const instalmentOptions = Array.from({ length: most }, (_, i) => i + 1).map((n) => ({
    value: String(n),
    label: t('account:instalment', { count: n, amount: money(Math.round((simulation.data?.todayCents ?? 0) / n)) }),
  }));

  return (
    <form className="form-stack account-checkout" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="checkout-title">
      <section className="card account-card" aria-labelledby="checkout-title">
        <h2 id="checkout-title" className="card__title">
          {t('account:checkout.title')}
        </h2>
        <FormAlert>{failure}</FormAlert>
        <div className="form-row account-form-row">
          <TextField
            id="checkout-licenses"
            type="number"
            label={t('account:plans.licences')}
            value={form.licenses}
            onChange={(e) => set('licenses', e.target.value)}
            error={error('licenses')}
            required
          />
          <PeriodChoice name="checkout-period" value={form.period} onChange={choosePeriod} />
        </div>
        {simulation.data && <SimulationFigures simulation={simulation.data} />}
        {form.period === 'annuity' && (
          <div className="form-row account-form-row">
            <fieldset className="radio-group">
              <legend>{t('account:checkout.method')}</legend>
              {(['credit_card', 'boleto'] as const).map((method) => (
                <label key={method}>
                  <input type="radio" name="checkout-method" checked={form.method === method} onChange={() => set('method', method)} />
                  {t(`account:checkout.methods.${method}`)}
                </label>
              ))}
            </fieldset>
            {form.method === 'credit_card' && (
              <SelectField
                id="checkout-instalments"
                label={t('account:checkout.instalments')}
                value={String(form.instalments)}
                onChange={(e) => set('instalments', Number(e.target.value))}
                options={instalmentOptions}
              />
            )}
          </div>
        )}
      </section>

      <section className="card account-card" aria-labelledby="checkout-invoice-title">
        <h2 id="checkout-invoice-title" className="card__title">
          {t('account:checkout.invoice')}
        </h2>
        <TextField
          id="checkout-name"
          label={t('account:billing.name')}
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          autoComplete="organization"
          error={error('name')}
          required
        />
        <TextField
          id="checkout-doc"
          label={t('account:billing.document')}
          hint={t('account:checkout.docHint')}
          value={form.doc}
          onChange={(e) => set('doc', e.target.value)}
          inputMode="numeric"
          error={error('doc')}
          required
        />
        {form.method === 'credit_card' && (
          <CardFields
            idPrefix="checkout-card"
            card={card}
            errors={Object.fromEntries(
              Object.entries(errors)
                .filter(([k]) => k.startsWith('card.'))
                .map(([k, v]) => [k.slice(5), v]),
            )}
            onChange={(field, value) => {
              setCard((c) => ({ ...c, [field]: value }));
              setErrors((x) => ({ ...x, [`card.${field}`]: undefined }));
            }}
          />
        )}
        <AddressFields form={form} set={set} error={error} onZipBlur={() => void lookUp()} />
        <p className="account-note">{t('account:checkout.cardNote')}</p>
        <div className="account-actions">
          <SubmitButton loading={busy}>{busy ? t('account:checkout.paying') : t('account:checkout.pay')}</SubmitButton>
        </div>
      </section>
    </form>
  );
}

function AddressFields({
  form,
  set,
  error,
  onZipBlur,
}: {
  form: CheckoutTyped;
  set: <K extends keyof CheckoutTyped>(field: K, value: CheckoutTyped[K]) => void;
  error: (field: CheckoutField) => string | undefined;
  onZipBlur: () => void;
}) {
  const { t } = useTranslation();
  const text = (field: 'zip' | 'street' | 'number' | 'complement' | 'state' | 'city', extra: Record<string, unknown> = {}) => (
    <TextField
      id={`checkout-${field}`}
      label={t(`account:address.${field}`)}
      value={form[field]}
      onChange={(e) => set(field, e.target.value)}
      error={error(field)}
      required={field !== 'complement'}
      {...extra}
    />
  );
  return (
    <fieldset className="account-fieldset">
      <legend>{t('account:billing.address')}</legend>
      <div className="form-row account-form-row">
        {text('zip', { inputMode: 'numeric', autoComplete: 'postal-code', onBlur: onZipBlur, hint: t('account:address.zipHint') })}
        {text('street', { autoComplete: 'address-line1' })}
      </div>
      <div className="form-row account-form-row">
        {text('number')}
        {text('complement', { autoComplete: 'address-line2' })}
      </div>
      <div className="form-row account-form-row">
        {text('state', { maxLength: 2, autoComplete: 'address-level1' })}
        {text('city', { autoComplete: 'address-level2' })}
      </div>
    </fieldset>
  );
}
