import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton, TextField } from '../../components/form';
import { errorCodeOf, useTRPC } from '../../lib/trpc';
import { AccountEmail } from './account-email';
import { AccountLink, type AccountLinkInfo } from './account-link';
import { AuthCard } from './auth-card';
import { loginErrorText, serverFieldErrors } from './login-errors';
import { isDateComplete, maskDate, typedToIso } from '../../lib/dates';
import { stripCode } from './masks';
import { NewPasswordFields } from './new-password-fields';
import { confirmationError, passwordError } from './password-rules';
import { SecretQuestionFields, secretErrors, secretPayload } from './secret-question-fields';
import { useEnterApp } from './use-enter-app';
import { useForm } from './use-form';

/** Account confirmation: the person proves who they are by code and birth date, chooses a password, enters. */
export function ConfirmAccount({ token }: { token: string }) {
  return <AccountLink token={token} kind="account" render={(info, onLinkFailure) => <AccountForm token={token} info={info} onLinkFailure={onLinkFailure} />} />;
}

function AccountForm({ token, info, onLinkFailure }: { token: string; info: AccountLinkInfo; onLinkFailure: () => void }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const enter = useEnterApp();
  const form = useForm({ code: '', birthDate: '', password: '', confirmation: '', secretQuestion: '', secretQuestionAnswer: '' });
  const [alert, setAlert] = useState<string | null>(null);
  const confirm = useMutation(trpc.auth.confirmAccount.mutationOptions());
  const v = form.values;

  // Shows its own outcome (alerts, field errors, the next screen): the form's submit handler
  // starts it and does not wait (`void` below).
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const ok = form.report({
      code: stripCode(v.code) ? undefined : t('login:validation.required'),
      birthDate: isDateComplete(v.birthDate) ? undefined : t('login:validation.birthDate'),
      password: passwordError(t, v.password, info.passwordRules),
      confirmation: confirmationError(t, v.password, v.confirmation),
      ...secretErrors(t, v, true),
    });
    if (!ok) return;
    try {
      await confirm.mutateAsync({
        token,
        code: stripCode(v.code),
        birthDate: typedToIso(v.birthDate, i18n.language),
        password: v.password,
        ...secretPayload(v),
      });
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'TOKEN_INVALID') return onLinkFailure();
      if (code === 'IDENTITY_MISMATCH') {
        setAlert(t('login:errors.IDENTITY_MISMATCH'));
        return void form.report({ code: t('login:account.checkCode'), birthDate: t('login:account.checkBirthDate') });
      }
      const fields = serverFieldErrors(t, error, {
        code: t('login:validation.required'),
        birthDate: t('login:validation.birthDate'),
        secretQuestion: t('login:validation.questionRequired'),
        secretQuestionAnswer: t('login:validation.tooShort'),
      });
      if (Object.keys(fields).length) return void form.report(fields);
      return setAlert(loginErrorText(t, error));
    }
    await enter('/dashboard');
  };

  return (
    <AuthCard wide title={t('login:account.title', { company: info.companyName })} subtitle={t('login:account.subtitle', { name: info.firstName })}>
      <form className="form-stack" onSubmit={(e) => void submit(e)} noValidate>
        <FormAlert>{alert}</FormAlert>
        <AccountEmail email={info.email} />
        <div className="form-row">
          <TextField {...form.field('code')} label={t('login:fields.code')} hint={t('login:account.codeHint')} autoComplete="off" spellCheck={false} autoFocus />
          <TextField
            {...form.field('birthDate', maskDate)}
            label={t('login:fields.birthDate')}
            hint={t('login:account.birthDateHint')}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('login:account.birthDatePlaceholder')}
          />
        </div>
        <NewPasswordFields
          password={form.field('password')}
          confirmation={form.field('confirmation')}
          rules={info.passwordRules}
          label={t('login:fields.choosePassword')}
        />
        <SecretQuestionFields question={form.field('secretQuestion')} answer={form.field('secretQuestionAnswer')} optional />
        <SubmitButton loading={confirm.isPending || confirm.isSuccess}>{t('login:account.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
