import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton, TextField } from '../../components/form';
import { useTRPC } from '../../lib/trpc';
import { AuthCard, BackToSignIn } from './auth-card';
import { loginErrorText, serverFieldErrors } from './login-errors';
import { isEmail, normaliseEmail } from './masks';
import { useForm } from './use-form';

/**
 * Password recovery by e-mail. Reached with ?code=password-expired when the company's password
 * age ran out: the same request, explained as the expired-password screen.
 */
export function PasswordRequest({ code }: { code?: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const form = useForm({ email: '' });
  const [alert, setAlert] = useState<string | null>(null);
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const expired = code === 'password-expired';

  // Shows its own outcome (alerts, field errors, the next screen): the form's submit handler
  // starts it and does not wait (`void` below).
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    if (!form.report({ email: isEmail(form.values.email) ? undefined : t('login:validation.emailInvalid') })) return;
    try {
      await request.mutateAsync({ email: normaliseEmail(form.values.email) });
    } catch (error) {
      const fields = serverFieldErrors(t, error, { email: t('login:validation.emailInvalid') });
      if (Object.keys(fields).length) return void form.report(fields);
      return setAlert(loginErrorText(t, error));
    }
    await navigate({ to: '/login/password/sent' });
  };

  return (
    <AuthCard
      title={expired ? t('login:expired.title') : t('login:recover.title')}
      subtitle={expired ? t('login:expired.subtitle') : t('login:recover.subtitle')}
      footer={<BackToSignIn />}
    >
      <form className="form-stack" onSubmit={(e) => void submit(e)} noValidate>
        <FormAlert>{alert}</FormAlert>
        <TextField {...form.field('email')} label={t('login:fields.email')} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} autoFocus />
        <SubmitButton loading={request.isPending || request.isSuccess}>{t('login:recover.submit')}</SubmitButton>
      </form>
      <p className="muted">
        {t('login:recover.noEmail')}{' '}
        <Link to="/login/secret-question" className="link-button">
          {t('login:recover.useQuestion')}
        </Link>
      </p>
    </AuthCard>
  );
}
