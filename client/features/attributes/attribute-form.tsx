import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { confirmModal } from '../../lib/confirm-modal';
import { errorCodeOf, fieldErrorsOf, useTRPC } from '../../lib/trpc';
import { emptyTexts, errorKeysOf, LANGS, textIn, validateDraft, type DraftErrors, type DraftOption, type Texts } from './attribute-rules';
import './attributes.css';

type Saved = { id: string; label: Partial<Texts>; values: { id: string; label: Partial<Texts>; usersCount: number }[] };

/** /user-attributes/$id: "new" creates, an id edits. */
export function AttributePage({ id }: { id: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const isNew = id === 'new';
  const existing = useQuery({ ...trpc.attributes.get.queryOptions({ id }), enabled: !isNew, retry: false });

  const title = isNew ? t('attributes:form.newTitle') : t('attributes:form.editTitle');
  let body;
  if (isNew) body = <AttributeForm />;
  else if (existing.isPending) body = <div className="skeleton attributes-skeleton" aria-busy="true" aria-label={t('common:loading')} />;
  else if (existing.isError)
    body = (
      <div className="empty-state">
        <p className="empty-state__title">{errorCodeOf(existing.error) === 'NOT_FOUND' ? t('attributes:form.notFound') : errorText(t, existing.error)}</p>
        <Link to="/user-attributes" className="button">
          {t('attributes:form.back')}
        </Link>
      </div>
    );
  else body = <AttributeForm saved={existing.data} key={existing.data.updatedAt} />;

  return (
    <section className="page attributes-page">
      <header className="page__header">
        <p className="page__subtitle">
          <Link to="/user-attributes">{t('shell:menu.userAttributes')}</Link>
        </p>
        <h1>{title}</h1>
      </header>
      {body}
    </section>
  );
}

const fill = (labels: Partial<Texts>): Texts => ({ ...emptyTexts(), ...labels });
let counter = 0;
const nextKey = () => `o${++counter}`;

function AttributeForm({ saved }: { saved?: Saved }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [label, setLabel] = useState<Texts>(() => fill(saved?.label ?? {}));
  const [options, setOptions] = useState<DraftOption[]>(() =>
    saved
      ? saved.values.map((v) => ({ key: nextKey(), id: v.id, label: fill(v.label), usersCount: v.usersCount }))
      : [{ key: nextKey(), label: emptyTexts(), usersCount: 0 }],
  );
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const done = async (message: string) => {
    notify(message, 'success');
    await queryClient.invalidateQueries({ queryKey: trpc.attributes.pathKey() });
    await navigate({ to: '/user-attributes' });
  };
  const failed = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    if (Object.keys(fields).length) show(errorKeysOf(fields));
    setFormError(errorCodeOf(error) === 'BAD_INPUT' ? t('attributes:errors.saveFailed') : `${t('attributes:errors.saveFailed')}: ${errorText(t, error)}`);
  };
  const create = useMutation(trpc.attributes.create.mutationOptions({ onSuccess: () => done(t('attributes:form.created')), onError: failed }));
  const update = useMutation(trpc.attributes.update.mutationOptions({ onSuccess: () => done(t('attributes:form.updated')), onError: failed }));
  const pending = create.isPending || update.isPending;

  /** Shows errors and moves focus to the first invalid input. */
  const show = (next: DraftErrors) => {
    setErrors(next);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  const clear = (...keys: string[]) => setErrors((e) => (keys.some((k) => e[k]) ? Object.fromEntries(Object.entries(e).filter(([k]) => !keys.includes(k))) : e));

  const setOption = (index: number, lang: (typeof LANGS)[number], value: string) => {
    setOptions((list) => list.map((o, i) => (i === index ? { ...o, label: { ...o.label, [lang]: value } } : o)));
    clear(`userAttribute.values.${index}.label.${lang}`, `userAttribute.values.${index}.label`);
  };
  // Errors are keyed by position: any change of the list's order or length drops the option errors.
  const reshape = (next: DraftOption[]) => {
    setOptions(next);
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('userAttribute.values'))));
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...options];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    reshape(next);
    const target = index + by;
    const dir = by < 0 && target > 0 ? 'up' : by > 0 && target < next.length - 1 ? 'down' : by < 0 ? 'down' : 'up';
    requestAnimationFrame(() => document.getElementById(`${item!.key}-${dir}`)?.focus());
  };
  const add = () => {
    const option = { key: nextKey(), label: emptyTexts(), usersCount: 0 };
    reshape([...options, option]);
    requestAnimationFrame(() => document.getElementById(`${option.key}-en-US`)?.focus());
  };
  const removeAt = (index: number) => {
    const next = options.filter((_, i) => i !== index);
    reshape(next);
    const focus = next[Math.min(index, next.length - 1)];
    requestAnimationFrame(() => document.getElementById(focus ? `${focus.key}-remove` : 'attribute-add-option')?.focus());
  };

  const send = () => {
    const userAttribute = { label, values: options.map((o) => ({ ...(o.id ? { id: o.id } : {}), label: o.label })) };
    if (saved) update.mutate({ id: saved.id, userAttribute });
    else create.mutate({ userAttribute });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found = validateDraft(label, options);
    if (Object.keys(found).length) {
      show(found);
      setFormError(t('attributes:errors.fix'));
      return;
    }
    // Options removed from the list take people's values with them: say so before saving.
    const kept = new Set(options.map((o) => o.id));
    const lost = (saved?.values ?? []).filter((v) => !kept.has(v.id) && v.usersCount > 0);
    const people = lost.reduce((n, v) => n + v.usersCount, 0);
    if (people === 0) return send();
    confirmModal({
      key: 'attribute-remove-options',
      title: t('attributes:form.removeTitle'),
      body: t('attributes:form.removeBody', { count: people, options: lost.map((v) => textIn(v.label, 'en-US')).join(', ') }),
      confirmLabel: t('attributes:form.removeConfirm'),
      onConfirm: send,
    });
  };

  const err = (key: string) => (errors[key] ? t(`attributes:errors.${errors[key]}`) : null);

  return (
    <form ref={formRef} className="attribute-form" onSubmit={onSubmit} noValidate aria-busy={pending || undefined}>
      {formError && (
        <div className="alert alert--danger" role="alert">
          {formError}
        </div>
      )}
      <fieldset disabled={pending}>
        <legend>{t('attributes:form.label')}</legend>
        <p className="attribute-form__hint">{t('attributes:form.labelHint')}</p>
        {err('userAttribute.label') && (
          <div className="field__error" role="alert">
            {err('userAttribute.label')}
          </div>
        )}
        <div className="attribute-form__langs">
          {LANGS.map((lang) => (
            <TextField
              key={lang}
              id={`attribute-label-${lang}`}
              label={t(`attributes:languages.${lang}`)}
              lang={lang}
              value={label[lang]}
              maxLength={120}
              aria-invalid={errors['userAttribute.label'] || errors[`userAttribute.label.${lang}`] ? true : undefined}
              error={err(`userAttribute.label.${lang}`)}
              onChange={(e) => {
                setLabel((l) => ({ ...l, [lang]: e.target.value }));
                clear('userAttribute.label', `userAttribute.label.${lang}`);
              }}
            />
          ))}
        </div>
      </fieldset>

      <fieldset disabled={pending}>
        <legend>{t('attributes:form.options')}</legend>
        <p className="attribute-form__hint">{t('attributes:form.optionsHint')}</p>
        {err('userAttribute.values') && (
          <div className="field__error" role="alert">
            {err('userAttribute.values')}
          </div>
        )}
        <ol className="attribute-options">
          {options.map((option, index) => {
            const number = index + 1;
            const optionError = err(`userAttribute.values.${index}.label`) ?? err(`userAttribute.values.${index}.id`);
            return (
              <li
                key={option.key}
                className={`attribute-option${optionError ? ' attribute-option--error' : ''}`}
                aria-label={t('attributes:form.optionNumber', { number })}
              >
                <span className="attribute-option__number" aria-hidden="true">
                  {number}
                </span>
                <div className="attribute-form__langs">
                  {LANGS.map((lang) => (
                    <TextField
                      key={lang}
                      id={`${option.key}-${lang}`}
                      label={t('attributes:form.optionIn', { number, language: t(`attributes:languages.${lang}`) })}
                      lang={lang}
                      value={option.label[lang]}
                      maxLength={120}
                      error={err(`userAttribute.values.${index}.label.${lang}`)}
                      onChange={(e) => setOption(index, lang, e.target.value)}
                    />
                  ))}
                </div>
                <div className="attribute-option__tools">
                  <button
                    type="button"
                    id={`${option.key}-up`}
                    className="icon-button"
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                    aria-label={t('attributes:form.moveUp', { number })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    id={`${option.key}-down`}
                    className="icon-button"
                    onClick={() => move(index, 1)}
                    disabled={index === options.length - 1}
                    aria-label={t('attributes:form.moveDown', { number })}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    id={`${option.key}-remove`}
                    className="icon-button"
                    onClick={() => removeAt(index)}
                    disabled={options.length === 1}
                    aria-label={t('attributes:form.remove', { number })}
                  >
                    ×
                  </button>
                </div>
                {(optionError || option.usersCount > 0) && (
                  <p className="attribute-option__users">
                    {optionError && (
                      <span className="field__error" role="alert">
                        {optionError}{' '}
                      </span>
                    )}
                    {option.usersCount > 0 && t('attributes:form.chosenBy', { count: option.usersCount })}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
        <div>
          <button type="button" id="attribute-add-option" className="button" onClick={add} disabled={options.length >= 100}>
            {t('attributes:form.addOption')}
          </button>
        </div>
      </fieldset>

      <div className="attribute-form__actions">
        <Link to="/user-attributes" className="button">
          {t('common:cancel')}
        </Link>
        <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending || undefined}>
          {pending && <span className="spinner" aria-hidden="true" />}
          {saved ? t('attributes:form.save') : t('attributes:form.create')}
        </button>
      </div>
    </form>
  );
}
