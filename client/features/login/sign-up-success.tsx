import { useTranslation } from 'react-i18next';
import { AuthCard, BackToSignIn } from './auth-card';

// The address just signed up, kept in memory only so the notice can name it.
let lastEmail: string | null = null;
export function rememberSignUpEmail(email: string) {
  lastEmail = email;
}

export function SignUpSuccess() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('login:signUpSuccess.title')} footer={<BackToSignIn />}>
      <p role="status">{lastEmail ? t('login:signUpSuccess.sentTo', { email: lastEmail }) : t('login:signUpSuccess.sent')}</p>
      <p className="muted">{t('login:signUpSuccess.help')}</p>
    </AuthCard>
  );
}
