import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton } from '../../components/form';
import { errorCodeOf, useTRPC } from '../../lib/trpc';
import { AuthCard, BackToSignIn, LinkProblem, LoadingCard } from './auth-card';
import { isBadLink, loginErrorText, serverFieldErrors } from './login-errors';
import { NewPasswordFields } from './new-password-fields';
import { confirmationError, passwordError } from './password-rules';
import { useForm } from './use-form';

/** Choosing a new password with a reset link (or the token a secret answer gave). */
export function ResetPassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const rules = useQuery({ ...trpc.auth.passwordRules.queryOptions({ token, action: 'reset' }), retry: false, staleTime: Infinity });
  const [linkFailure, setLinkFailure] = useState(false);
  const again = (
    <p>
      <Link to="/login/password" className="button button--primary button--block">
        {t('login:reset.again')}
      </Link>
    </p>
  );
  if (rules.isPending) return <LoadingCard />;
  if (linkFailure || (rules.isError && isBadLink(rules.error))) return <LinkProblem message={t('login:reset.invalid')} action={again} />;
  if (rules.isError) return <LinkProblem message={loginErrorText(t, rules.error)} />;
  return <ResetForm token={token} rules={rules.data.rules} specials={rules.data.specials} onLinkFailure={() => setLinkFailure(true)} />;
}

function ResetForm({
  token,
  rules,
  specials,
  onLinkFailure,
}: {
  token: string;
  rules: Parameters<typeof passwordError>[2];
  specials: string;
  onLinkFailure: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const form = useForm({ password: '', confirmation: '' });
  const [alert, setAlert] = useState<string | null>(null);
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const v = form.values;

  // Shows its own outcome (alerts, field errors, the next screen): the form's submit handler
  // starts it and does not wait (`void` below).
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const ok = form.report({
      password: passwordError(t, v.password, rules, specials),
      confirmation: confirmationError(t, v.password, v.confirmation),
    });
    if (!ok) return;
    try {
      await reset.mutateAsync({ token, password: v.password });
    } catch (error) {
      if (errorCodeOf(error) === 'TOKEN_INVALID') return onLinkFailure();
      const fields = serverFieldErrors(t, error);
      if (Object.keys(fields).length) return void form.report(fields);
      return setAlert(loginErrorText(t, error));
    }
    await navigate({ to: '/login/password/success' });
  };

  return (
    <AuthCard title={t('login:reset.title')} subtitle={t('login:reset.subtitle')} footer={<BackToSignIn />}>
      <form className="form-stack" onSubmit={(e) => void submit(e)} noValidate>
        <FormAlert>{alert}</FormAlert>
        <NewPasswordFields
          password={form.field('password')}
          confirmation={form.field('confirmation')}
          rules={rules}
          specials={specials}
          label={t('login:fields.newPassword')}
        />
        <SubmitButton loading={reset.isPending || reset.isSuccess}>{t('login:reset.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
