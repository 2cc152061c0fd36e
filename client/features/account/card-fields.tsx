import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form';
import { maskCardNumber, maskExpiry, type CardField, type CardTyped } from './card-token';

/** Number, holder, expiry (MM/YY) and security code, each labelled, with its error under it. */
export function CardFields({
  idPrefix,
  card,
  errors,
  onChange,
}: {
  idPrefix: string;
  card: CardTyped;
  errors: Partial<Record<CardField, string>>;
  onChange: (field: CardField, value: string) => void;
}) {
  const { t } = useTranslation();
  const error = (field: CardField) => (errors[field] ? t(`account:card.errors.${errors[field]}`) : undefined);
  return (
    <fieldset className="account-fieldset">
      <legend>{t('account:card.title')}</legend>
      <TextField
        id={`${idPrefix}-number`}
        label={t('account:card.number')}
        value={card.number}
        onChange={(e) => onChange('number', maskCardNumber(e.target.value))}
        inputMode="numeric"
        autoComplete="cc-number"
        error={error('number')}
        required
      />
      <TextField
        id={`${idPrefix}-holder`}
        label={t('account:card.holder')}
        value={card.holder}
        onChange={(e) => onChange('holder', e.target.value)}
        autoComplete="cc-name"
        error={error('holder')}
        required
      />
      <div className="form-row account-form-row">
        <TextField
          id={`${idPrefix}-expiry`}
          label={t('account:card.expiry')}
          placeholder={t('account:card.expiryPlaceholder')}
          value={card.expiry}
          onChange={(e) => onChange('expiry', maskExpiry(e.target.value))}
          inputMode="numeric"
          autoComplete="cc-exp"
          error={error('expiry')}
          required
        />
        <TextField
          id={`${idPrefix}-cvv`}
          label={t('account:card.cvv')}
          value={card.cvv}
          onChange={(e) => onChange('cvv', e.target.value.replace(/\D/g, '').slice(0, 4))}
          inputMode="numeric"
          autoComplete="cc-csc"
          error={error('cvv')}
          required
        />
      </div>
    </fieldset>
  );
}
