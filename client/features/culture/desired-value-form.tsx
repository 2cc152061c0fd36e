import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BEHAVIOURS_MAX, NAME_MAX, type CultureValue, type Draft, type DraftErrors } from './desired-values-rules';

interface Props {
  draft: Draft;
  errors: DraftErrors;
  /** The catalogue, for the optional link; empty while it loads or when it failed. */
  values: CultureValue[];
  saving: boolean;
  /** A new entry's name field takes the focus as it opens. */
  focusName: boolean;
  onChange: (draft: Draft) => void;
  onSave: () => void;
  /** Escape does the same: the edit ends (a new entry goes). */
  onCancel: () => void;
}

/** One desired value being written: its name, its behaviours (one per line, added and removed) and the catalogue value it stands for. */
export function DesiredValueForm({ draft, errors, values, saving, focusName, onChange, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (focusName) nameRef.current?.focus();
  }, [focusName]);

  const setBehaviour = (index: number, text: string) => onChange({ ...draft, behaviours: draft.behaviours.map((b, i) => (i === index ? text : b)) });
  const addBehaviour = () => {
    onChange({ ...draft, behaviours: [...draft.behaviours, ''] });
    // The new line takes the focus once it is there.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus());
  };
  const removeBehaviour = (index: number) => {
    const behaviours = draft.behaviours.filter((_, i) => i !== index);
    onChange({ ...draft, behaviours: behaviours.length ? behaviours : [''] });
    requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLInputElement>('li input')[Math.max(0, index - 1)]?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onCancel();
  };

  const positive = values.filter((v) => v.kind === 'positive');
  const limiting = values.filter((v) => v.kind === 'limiting');
  const errorId = (field: string) => `${id}-${field}-error`;

  return (
    <form className="form-stack dv-form" onSubmit={submit} onKeyDown={onKeyDown} noValidate aria-busy={saving || undefined}>
      <div className={`field${errors.name ? ' field--error' : ''}`}>
        <label htmlFor={`${id}-name`}>{t('culture:desired.name')}</label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          value={draft.name}
          maxLength={NAME_MAX + 20}
          onChange={(e) => onChange({ ...draft, name: e.target.value })}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? errorId('name') : undefined}
        />
        {errors.name && (
          <div id={errorId('name')} className="field__error" role="alert">
            {errors.name}
          </div>
        )}
      </div>

      <fieldset className="dv-behaviours">
        <legend>{t('culture:desired.behaviours')}</legend>
        <p className="field__hint" id={`${id}-behaviours-hint`}>
          {t('culture:desired.behavioursHint', { max: BEHAVIOURS_MAX })}
        </p>
        <ol className="dv-behaviours__list" ref={listRef}>
          {draft.behaviours.map((text, index) => {
            const error = errors.behaviours?.[index];
            const number = index + 1;
            return (
              <li key={index} className={`dv-behaviours__item${error ? ' field--error' : ''}`}>
                <input
                  className="text-input"
                  value={text}
                  aria-label={t('culture:desired.behaviour', { number })}
                  onChange={(e) => setBehaviour(index, e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId(`b${index}`) : `${id}-behaviours-hint`}
                />
                <button type="button" className="icon-button" onClick={() => removeBehaviour(index)} aria-label={t('culture:desired.removeBehaviour', { number })}>
                  ×
                </button>
                {error && (
                  <div id={errorId(`b${index}`)} className="field__error" role="alert">
                    {error}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
        {errors.list && (
          <div className="field__error" role="alert">
            {errors.list}
          </div>
        )}
        <button type="button" className="link-button" onClick={addBehaviour} disabled={draft.behaviours.length >= BEHAVIOURS_MAX}>
          {t('culture:desired.addBehaviour')}
        </button>
      </fieldset>

      <div className={`field${errors.value ? ' field--error' : ''}`}>
        <label htmlFor={`${id}-value`}>{t('culture:desired.value')}</label>
        <select
          id={`${id}-value`}
          value={draft.valueId}
          onChange={(e) => onChange({ ...draft, valueId: e.target.value })}
          aria-invalid={errors.value ? true : undefined}
          aria-describedby={errors.value ? errorId('value') : `${id}-value-hint`}
        >
          <option value="">{t('culture:desired.valueNone')}</option>
          <optgroup label={t('culture:values.positive')}>
            {positive.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('culture:values.limiting')}>
            {limiting.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </optgroup>
        </select>
        {errors.value ? (
          <div id={errorId('value')} className="field__error" role="alert">
            {errors.value}
          </div>
        ) : (
          <div id={`${id}-value-hint`} className="field__hint">
            {t('culture:desired.valueHint')}
          </div>
        )}
      </div>

      <div className="dv-form__actions">
        <button type="button" className="button" onClick={onCancel} disabled={saving}>
          {t('culture:desired.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving || undefined}>
          {saving ? <span className="spinner" aria-hidden="true" /> : null}
          {t('culture:desired.save')}
        </button>
      </div>
    </form>
  );
}
