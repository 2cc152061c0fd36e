import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled input whose error is announced and tied to it for screen readers. */
export function TextField({ label, error, hint, id, ...input }: FieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const describedBy = [error ? `${fieldId}-error` : null, hint ? `${fieldId}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={fieldId}>{label}</label>
      <input id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <div id={`${fieldId}-hint`} className="field__hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${fieldId}-error`} className="field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

export function PasswordField(props: Omit<FieldProps, 'type'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className="password-field">
      <TextField {...props} type={shown ? 'text' : 'password'} />
      <button type="button" className="password-field__toggle link-button" onClick={() => setShown((s) => !s)} aria-pressed={shown}>
        {shown ? t('common:hidePassword') : t('common:showPassword')}
      </button>
    </div>
  );
}

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | null;
  options: { value: string; label: string }[];
  placeholder?: string;
}

export function SelectField({ label, error, options, placeholder, id, ...select }: SelectProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={fieldId}>{label}</label>
      <select id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={error ? `${fieldId}-error` : undefined} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <div id={`${fieldId}-error`} className="field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

export function SubmitButton({ loading, children, disabled }: { loading?: boolean; children: ReactNode; disabled?: boolean }) {
  return (
    <button type="submit" className="button button--primary button--block" disabled={loading || disabled} aria-busy={loading || undefined}>
      {loading ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export function FormAlert({ children, tone = 'danger' }: { children: ReactNode; tone?: 'danger' | 'success' | 'info' }) {
  if (!children) return null;
  return (
    <div className={`alert alert--${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
