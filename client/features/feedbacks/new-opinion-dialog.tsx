import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { trapFocus } from '../../lib/focus-trap';
import { anonymousAllowed, MESSAGE_MAX, MESSAGE_MIN, OPINIONS_MINIMUM, type Draft } from './opinion-draft';
import { PendingNote } from './ticket-parts';
import { RecipientPicker } from './recipient-picker';

export type DraftErrors = Partial<Record<'recipient' | 'isPositive' | 'isAnonymous' | 'message', string>>;

interface Props {
  draft: Draft;
  onChange: (change: Partial<Omit<Draft, 'id'>>) => void;
  /** The server's refusal of the last send, by field, and anything else it said. */
  errors: DraftErrors;
  failure: string | null;
  onSubmit: () => void;
  onClose: () => void;
}

/** The form's own checks, before the server's: the same rules, said at each field. */
export function checkDraft(t: (key: string, options?: Record<string, unknown>) => string, draft: Draft): DraftErrors {
  const errors: DraftErrors = {};
  const length = draft.message.trim().length;
  if (!draft.recipient) errors.recipient = t('feedbacks:form.errors.recipient');
  if (draft.isPositive === null) errors.isPositive = t('feedbacks:form.errors.tone');
  if (length < MESSAGE_MIN) errors.message = t('feedbacks:form.errors.messageShort', { min: MESSAGE_MIN });
  else if (length > MESSAGE_MAX) errors.message = t('feedbacks:form.errors.messageLong', { max: MESSAGE_MAX });
  return errors;
}

/** New opinion, as a modal dialog: focus inside it while open, Escape or Cancel close it (the draft is kept). */
export function NewOpinionDialog({ draft, onChange, errors: serverErrors, failure, onSubmit, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [checked, setChecked] = useState<DraftErrors>({});
  const errors = { ...serverErrors, ...checked };
  const allowed = anonymousAllowed(draft.recipient);
  const length = draft.message.trim().length;

  useEffect(() => {
    // Back from a failed send: to what needs attention; otherwise to the first field.
    const target =
      ref.current?.querySelector<HTMLElement>('[aria-invalid="true"], .has-error input, .fb-dialog .alert') ?? ref.current?.querySelector<HTMLElement>('input');
    target?.focus();
  }, []);

  const change = (next: Partial<Omit<Draft, 'id'>>) => {
    setChecked({});
    onChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkDraft(t, draft);
    setChecked(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('.has-error input, [aria-invalid="true"]')?.focus());
      return;
    }
    onSubmit();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
    trapFocus(e, ref.current);
  };

  const number = new Intl.NumberFormat(i18n.language);
  const counter = t('feedbacks:form.counter', { used: number.format(length), max: number.format(MESSAGE_MAX) });

  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="modal fb-dialog" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} ref={ref} onKeyDown={onKeyDown}>
        <div className="modal__header">
          <h2 id={`${id}-title`}>{t('feedbacks:form.title')}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('common:close')}>
            ×
          </button>
        </div>
        <form className="form-stack modal__body" onSubmit={submit} noValidate>
          {failure && (
            <div className="alert alert--danger" role="alert" tabIndex={-1}>
              {failure}
            </div>
          )}
          <RecipientPicker value={draft.recipient} onChange={(recipient) => change({ recipient })} error={errors.recipient} />

          <fieldset className={`radio-group fb-choices${errors.isPositive ? ' has-error' : ''}`} aria-describedby={errors.isPositive ? `${id}-tone-error` : undefined}>
            <legend>{t('feedbacks:form.tone')}</legend>
            {([true, false] as const).map((positive) => (
              <label key={String(positive)}>
                <input type="radio" name={`${id}-tone`} checked={draft.isPositive === positive} onChange={() => change({ isPositive: positive })} />
                {t(positive ? 'feedbacks:badge.positive' : 'feedbacks:badge.constructive')}
              </label>
            ))}
            {errors.isPositive && (
              <div id={`${id}-tone-error`} className="field__error" role="alert">
                {errors.isPositive}
              </div>
            )}
          </fieldset>

          <fieldset className={`radio-group fb-choices${errors.isAnonymous ? ' has-error' : ''}`} aria-describedby={`${id}-anon-help`}>
            <legend>{t('feedbacks:form.identity')}</legend>
            <label className={allowed ? undefined : 'is-unavailable'}>
              <input
                type="radio"
                name={`${id}-anonymous`}
                checked={draft.isAnonymous}
                disabled={!allowed}
                onChange={() => change({ isAnonymous: true, anonymityChosen: true })}
              />
              {t('feedbacks:form.anonymous')}
            </label>
            <label>
              <input type="radio" name={`${id}-anonymous`} checked={!draft.isAnonymous} onChange={() => change({ isAnonymous: false, anonymityChosen: true })} />
              {t('feedbacks:form.named')}
            </label>
            <div id={`${id}-anon-help`}>
              {errors.isAnonymous ? (
                <div className="field__error" role="alert">
                  {errors.isAnonymous}
                </div>
              ) : !allowed ? (
                <p className="field__hint fb-hint">{t('feedbacks:form.anonymousNeedsPeople', { minimum: OPINIONS_MINIMUM })}</p>
              ) : draft.isAnonymous ? (
                <PendingNote />
              ) : (
                <p className="field__hint fb-hint">{t('feedbacks:form.namedHint')}</p>
              )}
            </div>
          </fieldset>

          <div className={`field fb-message${errors.message ? ' field--error' : ''}`}>
            <label htmlFor={`${id}-message`}>{t('feedbacks:form.message')}</label>
            <textarea
              id={`${id}-message`}
              rows={6}
              value={draft.message}
              maxLength={MESSAGE_MAX + 200}
              onChange={(e) => change({ message: e.target.value })}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={`${id}-count${errors.message ? ` ${id}-message-error` : ''}`}
            />
            <div className={`field__hint fb-counter${length > MESSAGE_MAX ? ' is-over' : ''}`} id={`${id}-count`}>
              {counter}
            </div>
            {errors.message && (
              <div id={`${id}-message-error`} className="field__error" role="alert">
                {errors.message}
              </div>
            )}
          </div>

          <div className="modal__actions">
            <button type="button" className="button" onClick={onClose}>
              {t('common:cancel')}
            </button>
            <button type="submit" className="button button--primary">
              {t('feedbacks:form.send')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
