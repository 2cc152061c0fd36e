import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton } from '../../components/form';
import { errorCodeOf, useTRPC } from '../../lib/trpc';
import { AccountEmail } from './account-email';
import { AccountLink, type AccountLinkInfo } from './account-link';
import { AuthCard } from './auth-card';
import { loginErrorText, serverFieldErrors } from './login-errors';
import { NewPasswordFields } from './new-password-fields';
import { confirmationError, passwordError } from './password-rules';
import { SecretQuestionFields, secretErrors, secretPayload } from './secret-question-fields';
import { useEnterApp } from './use-enter-app';
import { useForm } from './use-form';

/** An invited person chooses a password (and may choose a secret question), then enters. */
export function ConfirmInvite({ token }: { token: string }) {
  return <AccountLink token={token} kind="invite" render={(info, onLinkFailure) => <InviteForm token={token} info={info} onLinkFailure={onLinkFailure} />} />;
}

function InviteForm({ token, info, onLinkFailure }: { token: string; info: AccountLinkInfo; onLinkFailure: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const enter = useEnterApp();
  const form = useForm({ password: '', confirmation: '', secretQuestion: '', secretQuestionAnswer: '' });
  const [alert, setAlert] = useState<string | null>(null);
  const confirm = useMutation(trpc.auth.confirmInvite.mutationOptions());
  const v = form.values;

  // Shows its own outcome (alerts, field errors, the next screen): the form's submit handler
  // starts it and does not wait (`void` below).
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const ok = form.report({
      password: passwordError(t, v.password, info.passwordRules),
      confirmation: confirmationError(t, v.password, v.confirmation),
      ...secretErrors(t, v, true),
    });
    if (!ok) return;
    try {
      await confirm.mutateAsync({ authToken: token, password: v.password, ...secretPayload(v) });
    } catch (error) {
      if (errorCodeOf(error) === 'TOKEN_INVALID') return onLinkFailure();
      const fields = serverFieldErrors(t, error, { secretQuestion: t('login:validation.questionRequired'), secretQuestionAnswer: t('login:validation.tooShort') });
      if (Object.keys(fields).length) return void form.report(fields);
      return setAlert(loginErrorText(t, error));
    }
    await enter('/dashboard');
  };

  return (
    <AuthCard wide title={t('login:invite.title', { company: info.companyName })} subtitle={t('login:invite.subtitle', { name: info.firstName })}>
      <form className="form-stack" onSubmit={(e) => void submit(e)} noValidate>
        <FormAlert>{alert}</FormAlert>
        <AccountEmail email={info.email} />
        <NewPasswordFields
          password={form.field('password')}
          confirmation={form.field('confirmation')}
          rules={info.passwordRules}
          label={t('login:fields.choosePassword')}
        />
        <SecretQuestionFields question={form.field('secretQuestion')} answer={form.field('secretQuestionAnswer')} optional />
        <SubmitButton loading={confirm.isPending || confirm.isSuccess}>{t('login:invite.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
