import { useContext, useId, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurveyLanguage, SurveyTexts } from '../../../domain/custom-survey';
import { TextField } from '../../components/form';
import { BuilderContext, useBuilder } from './builder-context';
import { fieldId } from './builder-errors';

interface AreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | null;
}

/** A labelled text area, its error announced and tied to it (as TextField does for inputs). */
export function TextArea({ label, error, id, ...area }: AreaProps) {
  const auto = useId();
  const areaId = id ?? auto;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={areaId}>{label}</label>
      <textarea id={areaId} rows={3} aria-invalid={error ? true : undefined} aria-describedby={error ? `${areaId}-error` : undefined} {...area} />
      {error && (
        <div id={`${areaId}-error`} className="field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

interface TextsProps {
  /** The draft path of the texts ('title', 'questions.2.text'): each language's field is `${path}.${language}`. */
  path: string;
  /** What the texts are ("Title", "Question 2"): each field reads "Title in English". */
  label: string;
  value: SurveyTexts;
  onChange: (language: SurveyLanguage, text: string) => void;
  maxLength: number;
  multiline?: boolean;
}

/** One field per language of the survey, side by side (stacked on a phone). */
export function LanguageTexts({ path, label, value, onChange, maxLength, multiline = false }: TextsProps) {
  const { t } = useTranslation();
  const { draft, readOnly, errorFor } = useBuilder();
  return (
    <div className={`cs-langs cs-langs--${draft.availableLanguages.length}`}>
      {draft.availableLanguages.map((language) => {
        const props = {
          id: fieldId(`${path}.${language}`),
          label: t('customSurveys:field.in', { field: label, language: t(`customSurveys:languageIn.${language}`) }),
          lang: language,
          value: value[language] ?? '',
          maxLength,
          readOnly,
          error: errorFor(`${path}.${language}`),
        };
        return multiline ? (
          <TextArea key={language} {...props} onChange={(e) => onChange(language, e.target.value)} />
        ) : (
          <TextField key={language} {...props} onChange={(e) => onChange(language, e.target.value)} />
        );
      })}
    </div>
  );
}

/** Up, down and remove for an item of a list; the labels name the item ("Move question 2 up"). */
export function ItemTools({
  idBase,
  index,
  count,
  name,
  onMove,
  onRemove,
}: {
  idBase: string;
  index: number;
  count: number;
  name: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  // Also used outside the builder (the poll wizard, always editable).
  const readOnly = useContext(BuilderContext)?.readOnly ?? false;
  if (readOnly) return null;
  // The pressed button keeps the focus as its item moves; at an end, the other one takes it.
  const move = (to: number) => {
    onMove(to);
    const dir = to === 0 ? 'down' : to === count - 1 ? 'up' : to < index ? 'up' : 'down';
    requestAnimationFrame(() => document.getElementById(`${idBase}-${dir}`)?.focus());
  };
  return (
    <div className="cs-tools">
      <button
        type="button"
        id={`${idBase}-up`}
        className="icon-button"
        onClick={() => move(index - 1)}
        disabled={index === 0}
        aria-label={t('customSurveys:tools.up', { name })}
      >
        ↑
      </button>
      <button
        type="button"
        id={`${idBase}-down`}
        className="icon-button"
        onClick={() => move(index + 1)}
        disabled={index === count - 1}
        aria-label={t('customSurveys:tools.down', { name })}
      >
        ↓
      </button>
      <button type="button" className="icon-button" onClick={onRemove} aria-label={t('customSurveys:tools.remove', { name })}>
        ×
      </button>
    </div>
  );
}

/** A checkbox with its label beside it, and a hint below. */
export function CheckField({
  id,
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="cs-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
