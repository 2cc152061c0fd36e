import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';

export function PasswordSuccess() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('login:resetDone.title')}>
      <p role="status">{t('login:resetDone.body')}</p>
      <p>
        <Link to="/login" className="button button--primary button--block">
          {t('login:resetDone.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
