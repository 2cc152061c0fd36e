import { Link } from '@tanstack/react-router';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form';

/** The white card every login-area screen sits in; its title names the page. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  wide,
  busy,
}: {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  busy?: boolean;
}) {
  const id = useId();
  useEffect(() => {
    document.title = `${title} · Clima`;
  }, [title]);
  return (
    <section className={`auth-card${wide ? ' auth-card--wide' : ''}`} aria-labelledby={id} aria-busy={busy || undefined}>
      <h1 className="auth-card__title" id={id}>
        {title}
      </h1>
      {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
      {children}
      {footer ? <div className="auth-card__footer">{footer}</div> : null}
    </section>
  );
}

export function LoadingCard({ title }: { title?: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={title ?? t('login:loading')} busy>
      <div className="skeleton" aria-hidden="true" />
    </AuthCard>
  );
}

/** A link that cannot be used (malformed, used or expired), with a way forward. */
export function LinkProblem({ message, action }: { message: string; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('login:link.title')}
      footer={
        <Link to="/login" className="link-button">
          {t('login:link.signIn')}
        </Link>
      }
    >
      <FormAlert>{message}</FormAlert>
      {action}
    </AuthCard>
  );
}

export function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Link to="/login" className="link-button">
      {t('login:backToSignIn')}
    </Link>
  );
}
