import { useTranslation } from 'react-i18next';

/** The e-mail the account belongs to, shown as text; a hidden copy lets password managers save it. */
export function AccountEmail({ email }: { email: string | null }) {
  const { t } = useTranslation();
  if (!email) return null;
  return (
    <>
      <p className="muted">{t('login:confirm.email', { email })}</p>
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
    </>
  );
}
