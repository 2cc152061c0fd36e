import { useTranslation } from 'react-i18next';
import { AuthCard, BackToSignIn } from './auth-card';

export function Invited() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('login:invited.title')} footer={<BackToSignIn />}>
      <p role="status">{t('login:invited.body')}</p>
      <p className="muted">{t('login:invited.help')}</p>
    </AuthCard>
  );
}
