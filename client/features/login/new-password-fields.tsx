import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../components/form';
import { PasswordChecklist } from './password-checklist';
import type { PasswordRules } from './password-rules';

interface Bound {
  id: string;
  name: string;
  value: string;
  error: string | null;
  onChange: (e: { target: { value: string } }) => void;
}

/** A new password with its live rules checklist, and its confirmation. */
export function NewPasswordFields({
  password,
  confirmation,
  rules,
  specials,
  label,
}: {
  password: Bound;
  confirmation: Bound;
  rules: PasswordRules;
  specials?: string;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        {...password}
        label={label ?? t('login:fields.password')}
        autoComplete="new-password"
        hint={<PasswordChecklist password={password.value} rules={rules} specials={specials} />}
      />
      <PasswordField {...confirmation} label={t('login:fields.confirmation')} autoComplete="new-password" />
    </>
  );
}

export type { Bound };
