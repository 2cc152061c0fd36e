import { createRoute, Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageList } from '../components/language-list';
import { rootRoute } from './root';

function LoginLayout() {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <header className="auth-page__header">
        <Link to="/login" className="brand" aria-label="Clima">
          <span className="brand__mark" aria-hidden="true" />
          <span className="brand__name">Clima</span>
        </Link>
        <LanguageList />
      </header>
      <main className="auth-page__main" id="main-content">
        <Outlet />
      </main>
      <footer className="auth-page__footer">{t('common:tagline')}</footer>
    </div>
  );
}

export const loginLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  component: LoginLayout,
});
