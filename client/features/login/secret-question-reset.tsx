import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton, TextField } from '../../components/form';
import { useTRPC } from '../../lib/trpc';
import { AuthCard, BackToSignIn } from './auth-card';
import { loginErrorText, serverFieldErrors } from './login-errors';
import { isEmail, normaliseEmail } from './masks';
import { SecretQuestionFields, secretErrors } from './secret-question-fields';
import { useForm } from './use-form';

/** Recovery without the mailbox: the right answer to the person's secret question opens the reset screen. */
export function SecretQuestionReset() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const form = useForm({ email: '', secretQuestion: '', secretQuestionAnswer: '' });
  const [alert, setAlert] = useState<string | null>(null);
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const v = form.values;

  // Shows its own outcome (alerts, field errors, the next screen): the form's submit handler
  // starts it and does not wait (`void` below).
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const ok = form.report({ email: isEmail(v.email) ? undefined : t('login:validation.emailInvalid'), ...secretErrors(t, v, false) });
    if (!ok) return;
    let token: string | undefined;
    try {
      ({ token } = await request.mutateAsync({
        email: normaliseEmail(v.email),
        secretQuestion: v.secretQuestion,
        secretQuestionAnswer: v.secretQuestionAnswer.trim(),
      }));
    } catch (error) {
      const fields = serverFieldErrors(t, error, {
        email: t('login:validation.emailInvalid'),
        secretQuestion: t('login:validation.questionRequired'),
        secretQuestionAnswer: t('login:validation.tooShort'),
      });
      if (Object.keys(fields).length) return void form.report(fields);
      return setAlert(loginErrorText(t, error));
    }
    if (token) await navigate({ to: '/login/reset-password/$token', params: { token } });
    else await navigate({ to: '/login/password/sent' });
  };

  return (
    <AuthCard title={t('login:secretReset.title')} subtitle={t('login:secretReset.subtitle')} footer={<BackToSignIn />}>
      <form className="form-stack" onSubmit={(e) => void submit(e)} noValidate>
        <FormAlert>{alert}</FormAlert>
        <TextField {...form.field('email')} label={t('login:fields.email')} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} autoFocus />
        <SecretQuestionFields question={form.field('secretQuestion')} answer={form.field('secretQuestionAnswer')} />
        <SubmitButton loading={request.isPending || request.isSuccess}>{t('login:secretReset.submit')}</SubmitButton>
      </form>
      <p className="muted">
        <Link to="/login/password" className="link-button">
          {t('login:secretReset.useEmail')}
        </Link>
      </p>
    </AuthCard>
  );
}
