import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SelectField, SubmitButton, TextField } from '../../components/form';
import { errorText, fieldErrorTexts } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { errorCodeOf, useTRPC } from '../../lib/trpc';
import { isoToTyped, isPastDay, maskDate, typedToIso } from '../../lib/dates';
import { ROLES, type RoleFilter, type UserItem } from './user-state';
import './users.css';

interface Values {
  firstname: string;
  lastname: string;
  role: RoleFilter;
  birthDate: string;
  attributes: Record<string, string>;
}

/** An administrator edits a person: profile, role, birth date (typed in the interface language's order) and one option per demographic attribute. */
export function UserEditPage({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="page users-edit">
      <header className="page__header">
        <Link to="/users" className="users-back">
          ← {t('users:edit.back')}
        </Link>
        <h1>{t('users:edit.title')}</h1>
      </header>
      {id ? (
        <EditForm id={id} />
      ) : (
        <div className="empty-state">
          <p>{t('users:edit.noId')}</p>
          <Link to="/users" className="button">
            {t('users:edit.back')}
          </Link>
        </div>
      )}
    </section>
  );
}

function EditForm({ id }: { id: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useQuery({ ...trpc.users.get.queryOptions({ id }), retry: false });
  const attributes = useQuery(trpc.users.attributes.queryOptions());

  if (user.isPending || attributes.isPending) return <div className="skeleton" aria-busy="true" aria-label={t('users:loading')} />;
  if (user.isError) {
    const missing = ['NOT_FOUND', 'BAD_INPUT'].includes(errorCodeOf(user.error));
    return (
      <div className="empty-state" role="alert">
        <p>{missing ? t('users:edit.notFound') : errorText(t, user.error)}</p>
        {missing ? (
          <Link to="/users" className="button">
            {t('users:edit.back')}
          </Link>
        ) : (
          <button type="button" className="button" onClick={() => void user.refetch()}>
            {t('users:retry')}
          </button>
        )}
      </div>
    );
  }
  if (user.data.anonymized)
    return (
      <div className="empty-state">
        <p>{t('users:edit.anonymized')}</p>
      </div>
    );
  return <EditFields key={user.data.id} user={user.data} attributes={attributes.data?.attributes ?? []} attributesFailed={attributes.isError} />;
}

type Attribute = { id: string; label: string; options: { id: string; label: string }[] };

function EditFields({ user, attributes, attributesFailed }: { user: UserItem; attributes: Attribute[]; attributesFailed: boolean }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(() => ({
    firstname: user.profile.firstname,
    lastname: user.profile.lastname,
    role: user.role,
    birthDate: isoToTyped(user.birthDate, i18n.language),
    attributes: Object.fromEntries(user.attributes.map((a) => [a.key, a.value])),
  }));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const save = useMutation(
    trpc.users.update.mutationOptions({
      onSuccess: async () => {
        notify(t('users:edit.saved'), 'success');
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.users.list.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.users.get.queryKey({ id: user.id }) }),
        ]);
        await navigate({ to: '/users' });
      },
      onError: (error) => {
        const fields = fieldErrorTexts(t, error);
        setErrors({
          firstname: fields['profile.firstname'],
          lastname: fields['profile.lastname'],
          role: fields.role,
          birthDate: fields.birthDate ? t('users:edit.invalidDate') : undefined,
        });
        setFailure(`${t('users:edit.failed')} ${errorText(t, error)}`);
      },
    }),
  );

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const next = {
      firstname: values.firstname.trim().length >= 2 ? undefined : t('users:edit.tooShort'),
      lastname: values.lastname.trim().length >= 2 ? undefined : t('users:edit.tooShort'),
      birthDate: !values.birthDate || isPastDay(values.birthDate, i18n.language) ? undefined : t('users:edit.invalidDate'),
    };
    setErrors(next);
    const first = (Object.keys(next) as (keyof typeof next)[]).find((k) => next[k]);
    if (first) {
      document.getElementById(`user-edit-${first}`)?.focus();
      return;
    }
    save.mutate({
      id: user.id,
      profile: { firstname: values.firstname.trim(), lastname: values.lastname.trim() },
      role: values.role,
      birthDate: values.birthDate ? typedToIso(values.birthDate, i18n.language) : null,
      ...(attributesFailed ? {} : { attributes: attributes.map((a) => ({ key: a.id, value: values.attributes[a.id] || null })) }),
    });
  };

  return (
    <form className="form-stack users-edit__form card" onSubmit={submit} noValidate>
      <FormAlert>{failure}</FormAlert>
      <fieldset className="form-stack">
        <legend>{t('users:edit.details')}</legend>
        <p className="muted">
          {t('users:edit.email')}: {user.email ?? user.code}
        </p>
        <div className="form-row users-form-row">
          <TextField
            id="user-edit-firstname"
            label={t('users:edit.firstname')}
            value={values.firstname}
            onChange={(e) => set('firstname', e.target.value)}
            error={errors.firstname}
            autoComplete="off"
          />
          <TextField
            id="user-edit-lastname"
            label={t('users:edit.lastname')}
            value={values.lastname}
            onChange={(e) => set('lastname', e.target.value)}
            error={errors.lastname}
            autoComplete="off"
          />
        </div>
        <div className="form-row users-form-row">
          <SelectField
            id="user-edit-role"
            label={t('users:edit.role')}
            value={values.role}
            onChange={(e) => set('role', e.target.value as RoleFilter)}
            options={ROLES.map((r) => ({ value: r, label: t(`users:roles.${r}`) }))}
            error={errors.role}
          />
          <TextField
            id="user-edit-birthDate"
            label={t('users:edit.birthDate')}
            value={values.birthDate}
            onChange={(e) => set('birthDate', maskDate(e.target.value))}
            error={errors.birthDate}
            hint={t('users:edit.birthDateHint')}
            inputMode="numeric"
            placeholder={t('users:edit.birthDateHint')}
          />
        </div>
        {values.role !== user.role && (
          <p className="alert alert--info" role="status">
            {t('users:edit.roleHint')}
          </p>
        )}
      </fieldset>
      <fieldset className="form-stack">
        <legend>{t('users:edit.attributes')}</legend>
        {attributesFailed ? (
          <p className="muted" role="alert">
            {t('users:loadError')}
          </p>
        ) : attributes.length === 0 ? (
          <p className="muted">{t('users:edit.noAttributes')}</p>
        ) : (
          <div className="users-attributes">
            {attributes.map((a) => (
              <SelectField
                key={a.id}
                label={a.label}
                value={values.attributes[a.id] ?? ''}
                onChange={(e) => set('attributes', { ...values.attributes, [a.id]: e.target.value })}
                placeholder={t('users:edit.notSet')}
                options={a.options.map((o) => ({ value: o.id, label: o.label }))}
              />
            ))}
          </div>
        )}
      </fieldset>
      <div className="users-edit__actions">
        <Link to="/users" className="button">
          {t('users:confirm.cancel')}
        </Link>
        <SubmitButton loading={save.isPending}>{t('users:edit.save')}</SubmitButton>
      </div>
    </form>
  );
}
