import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { inferRouterOutputs } from '@trpc/server';
import { FormAlert, PasswordField, SelectField, SubmitButton, TextField } from '../../components/form';
import { errorText, fieldErrorTexts } from '../../lib/errors';
import { isLanguage, LANGUAGES, setLanguage } from '../../lib/i18n';
import { notify } from '../../lib/messages';
import { useTRPC, type AppRouter } from '../../lib/trpc';
import { isPhoneComplete, maskPhone } from '../login/masks';
import { PasswordChecklist } from '../login/password-checklist';
import { confirmationError, passwordError } from '../login/password-rules';
import { SecretQuestionForm } from './profile-secret-question';
import './users.css';

export type Me = inferRouterOutputs<AppRouter>['users']['me'];

/** Personal settings (/users/profile), for everyone: details, password and secret question. */
export function ProfilePage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const me = useQuery(trpc.users.me.queryOptions());
  return (
    <section className="page users-profile">
      <header className="page__header">
        <h1>{t('users:profile.title')}</h1>
        <p className="page__subtitle">{t('users:profile.subtitle')}</p>
      </header>
      {me.isPending ? (
        <div className="skeleton" aria-busy="true" aria-label={t('users:loading')} />
      ) : me.isError ? (
        <div className="alert alert--danger users-error" role="alert">
          <span>{errorText(t, me.error)}</span>
          <button type="button" className="button" onClick={() => void me.refetch()}>
            {t('users:retry')}
          </button>
        </div>
      ) : (
        <div className="users-profile__sections">
          <DetailsForm me={me.data} />
          <PasswordForm me={me.data} />
          <SecretQuestionForm me={me.data} />
        </div>
      )}
    </section>
  );
}

function DetailsForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [firstname, setFirstname] = useState(me.profile.firstname);
  const [lastname, setLastname] = useState(me.profile.lastname);
  const [phone, setPhone] = useState(me.phone ? maskPhone(me.phone) : '');
  const [language, setLang] = useState<string>(me.language);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation(
    trpc.users.updateMe.mutationOptions({
      onSuccess: async (result) => {
        notify(t('users:profile.saved'), 'success');
        if (isLanguage(result.language)) void setLanguage(result.language);
        queryClient.setQueryData(trpc.users.me.queryKey(), result);
        await queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() });
      },
      onError: (error) => {
        const fields = fieldErrorTexts(t, error);
        setErrors({ firstname: fields['profile.firstname'], lastname: fields['profile.lastname'], phone: fields.phone ? t('users:profile.phoneInvalid') : undefined });
        setFailure(`${t('users:profile.failed')} ${errorText(t, error)}`);
      },
    }),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const next = {
      firstname: firstname.trim().length >= 2 ? undefined : t('users:profile.tooShort'),
      lastname: lastname.trim().length >= 2 ? undefined : t('users:profile.tooShort'),
      phone: !phone || isPhoneComplete(phone) ? undefined : t('users:profile.phoneInvalid'),
    };
    setErrors(next);
    const first = (Object.keys(next) as (keyof typeof next)[]).find((k) => next[k]);
    if (first) return document.getElementById(`profile-${first}`)?.focus();
    save.mutate({ profile: { firstname: firstname.trim(), lastname: lastname.trim() }, phone, language: language as Me['language'] });
  };

  return (
    <form className="card form-stack users-profile__card" onSubmit={submit} noValidate aria-labelledby="profile-details-title">
      <h2 id="profile-details-title" className="card__title">
        {t('users:profile.details')}
      </h2>
      <FormAlert>{failure}</FormAlert>
      <div className="form-row users-form-row">
        <TextField
          id="profile-firstname"
          label={t('users:profile.firstname')}
          value={firstname}
          onChange={(e) => {
            setFirstname(e.target.value);
            setErrors((x) => ({ ...x, firstname: undefined }));
          }}
          error={errors.firstname}
          autoComplete="given-name"
        />
        <TextField
          id="profile-lastname"
          label={t('users:profile.lastname')}
          value={lastname}
          onChange={(e) => {
            setLastname(e.target.value);
            setErrors((x) => ({ ...x, lastname: undefined }));
          }}
          error={errors.lastname}
          autoComplete="family-name"
        />
      </div>
      {me.email && <TextField label={t('users:profile.email')} value={me.email} readOnly />}
      <div className="form-row users-form-row">
        <TextField
          id="profile-phone"
          label={t('users:profile.phone')}
          value={phone}
          onChange={(e) => {
            setPhone(maskPhone(e.target.value));
            setErrors((x) => ({ ...x, phone: undefined }));
          }}
          error={errors.phone}
          hint={t('users:profile.phoneHint')}
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(11) 98765-4321"
        />
        <SelectField
          label={t('users:profile.language')}
          value={language}
          onChange={(e) => setLang(e.target.value)}
          options={LANGUAGES.map((l) => ({ value: l.code, label: l.label }))}
        />
      </div>
      <div className="users-profile__actions">
        <SubmitButton loading={save.isPending}>{t('users:profile.save')}</SubmitButton>
      </div>
    </form>
  );
}

function PasswordForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation(
    trpc.users.changePassword.mutationOptions({
      onSuccess: () => {
        notify(t('users:profile.password.saved'), 'success');
        setCurrent('');
        setNext('');
        setConfirmation('');
      },
      onError: (error) => {
        const fields = fieldErrorTexts(t, error);
        setErrors({ current: fields.currentPassword, next: fields.newPassword });
        if (!fields.currentPassword && !fields.newPassword) setFailure(errorText(t, error));
      },
    }),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = {
      current: current ? undefined : t('users:profile.password.required'),
      next: passwordError(t, next, me.passwordRules, me.passwordSpecials),
      confirmation: confirmationError(t, next, confirmation),
    };
    setErrors(found);
    const first = (Object.keys(found) as (keyof typeof found)[]).find((k) => found[k]);
    if (first) return document.getElementById(`password-${first}`)?.focus();
    save.mutate({ currentPassword: current, newPassword: next });
  };

  return (
    <form className="card form-stack users-profile__card" onSubmit={submit} noValidate aria-labelledby="profile-password-title">
      <h2 id="profile-password-title" className="card__title">
        {t('users:profile.password.title')}
      </h2>
      <FormAlert>{failure}</FormAlert>
      <PasswordField
        id="password-current"
        label={t('users:profile.password.current')}
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        error={errors.current}
        autoComplete="current-password"
      />
      <PasswordField
        id="password-next"
        label={t('users:profile.password.new')}
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={errors.next}
        autoComplete="new-password"
        hint={<PasswordChecklist password={next} rules={me.passwordRules} specials={me.passwordSpecials} />}
      />
      <PasswordField
        id="password-confirmation"
        label={t('users:profile.password.confirm')}
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={errors.confirmation}
        autoComplete="new-password"
      />
      <div className="users-profile__actions">
        <SubmitButton loading={save.isPending}>{t('users:profile.password.save')}</SubmitButton>
      </div>
    </form>
  );
}
