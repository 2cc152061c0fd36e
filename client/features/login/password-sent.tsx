import { useTranslation } from 'react-i18next';
import { AuthCard, BackToSignIn } from './auth-card';

export function PasswordSent() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('login:sent.title')} footer={<BackToSignIn />}>
      <p role="status">{t('login:sent.body')}</p>
      <p className="muted">{t('login:sent.help')}</p>
    </AuthCard>
  );
}
