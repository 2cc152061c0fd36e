import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, PasswordField, SubmitButton, TextField } from '../../components/form';
import { takeRedirect } from '../../lib/session';
import { errorCodeOf, errorDetailOf, useTRPC } from '../../lib/trpc';
import { AuthCard } from './auth-card';
import { loginErrorText } from './login-errors';
import { normaliseEmail } from './masks';
import { useEnterApp } from './use-enter-app';
import { useForm } from './use-form';

type Notice = { tone: 'danger' | 'info'; text: string } | null;

// Reasons the shell sends someone back here (people §8): shown once above the form.
const ARRIVAL_NOTICES: Record<string, string> = { deny: 'login:signIn.denied', 'x-deny': 'login:signIn.denied' };

export function SignIn({ redirectTo, code }: { redirectTo?: string; code?: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const enter = useEnterApp();
  const form = useForm({ email: '', password: '' });
  const arrival = code && ARRIVAL_NOTICES[code];
  const [notice, setNotice] = useState<Notice>(arrival ? { tone: 'info', text: t(arrival) } : null);
  const login = useMutation(trpc.auth.login.mutationOptions());

  // Shows its own outcome (alerts, field errors, the next screen): the form's submit handler
  // starts it and does not wait (`void` below).
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    const { email, password } = form.values;
    const ok = form.report({
      email: email.trim() ? undefined : t('login:validation.identifierRequired'),
      password: password ? undefined : t('login:validation.passwordRequired'),
    });
    if (!ok) return;
    // An e-mail is normalised; anything else is a code, which the server reads as it is.
    const identifier = email.includes('@') ? normaliseEmail(email) : email.trim();
    try {
      await login.mutateAsync({ email: identifier, password });
    } catch (error) {
      const errorCode = errorCodeOf(error);
      const detail = errorDetailOf(error);
      if (errorCode === 'PASSWORD_EXPIRED') return void navigate({ to: '/login/password', search: { code: detail ?? 'password-expired' } });
      if (errorCode === 'UNCONFIRMED' && detail === 'invited') return void navigate({ to: '/login/invited' });
      if (errorCode === 'UNCONFIRMED') return setNotice({ tone: 'info', text: t('login:signIn.unconfirmed') });
      return setNotice({ tone: 'danger', text: loginErrorText(t, error) });
    }
    await enter(takeRedirect(redirectTo));
  };

  return (
    <AuthCard
      title={t('login:signIn.title')}
      subtitle={t('login:signIn.subtitle')}
      footer={
        <p>
          {t('login:signIn.newHere')}{' '}
          <Link to="/login/new" className="link-button">
            {t('login:signIn.signUp')}
          </Link>
        </p>
      }
    >
      <form className="form-stack" onSubmit={(e) => void submit(e)} noValidate>
        {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
        <TextField
          {...form.field('email')}
          label={t('login:fields.identifier')}
          hint={t('login:signIn.identifierHint')}
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
        />
        <PasswordField {...form.field('password')} label={t('login:fields.password')} autoComplete="current-password" />
        <p>
          <Link to="/login/password" className="link-button">
            {t('login:signIn.forgot')}
          </Link>
        </p>
        <SubmitButton loading={login.isPending || login.isSuccess}>{t('login:signIn.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
