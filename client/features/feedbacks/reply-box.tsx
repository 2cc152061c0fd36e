import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { actionFailure } from './action-failure';
import { fieldErrorsOf } from '../../lib/trpc';
import { usePlanGate } from '../reports/plan-gate';
import { MESSAGE_MAX, MESSAGE_MIN } from './opinion-draft';
import { useSendMessage } from './ticket-cache';
import type { Ticket } from './ticket-queries';
import { PendingNote } from './ticket-parts';

/**
 * A reply: the button or Ctrl/Cmd+Enter sends it. Its id is made here, so a send repeated after a
 * lost answer is stored once; the text stays until the server has it.
 */
export function ReplyBox({ ticket }: { ticket: Ticket }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [messageId, setMessageId] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const send = useSendMessage(ticket._id);
  usePlanGate(send.error);
  const length = text.trim().length;
  const number = new Intl.NumberFormat(i18n.language);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    if (length < MESSAGE_MIN || length > MESSAGE_MAX) {
      setError(t('feedbacks:form.errors.message', { min: MESSAGE_MIN, max: MESSAGE_MAX }));
      return;
    }
    setError(null);
    setSent(false);
    send.mutate(
      { id: ticket._id, messageId, message: text.trim() },
      {
        onSuccess: () => {
          setText('');
          setMessageId(crypto.randomUUID());
          setSent(true);
        },
        onError: (failure) => {
          const fields = fieldErrorsOf(failure);
          setError(
            fields.message
              ? t('feedbacks:form.errors.message', { min: MESSAGE_MIN, max: MESSAGE_MAX })
              : actionFailure(t, failure, t('feedbacks:conversation.sendFailed')),
          );
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  const anonymousAuthor = ticket.side === 'author' && ticket.isAnonymous;
  return (
    <form className="card fb-reply" onSubmit={submit} noValidate>
      <div className={`field${error ? ' field--error' : ''}`}>
        <label htmlFor={`${id}-text`}>{t('feedbacks:conversation.reply')}</label>
        <textarea
          id={`${id}-text`}
          rows={3}
          value={text}
          maxLength={MESSAGE_MAX + 200}
          onChange={(e) => {
            setText(e.target.value);
            setMessageId(crypto.randomUUID());
            setSent(false);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <div className="fb-reply__hint field__hint" id={`${id}-hint`}>
          <span>{t('feedbacks:conversation.shortcut')}</span>
          <span className={length > MESSAGE_MAX ? 'is-over' : undefined}>
            {t('feedbacks:form.counter', { used: number.format(length), max: number.format(MESSAGE_MAX) })}
          </span>
        </div>
        {error && (
          <div className="field__error" id={`${id}-error`} role="alert">
            {error}
          </div>
        )}
      </div>
      {anonymousAuthor && <PendingNote />}
      <div className="fb-reply__actions">
        <span className="sr-only" role="status">
          {sent ? t('feedbacks:conversation.sent') : ''}
        </span>
        <button type="submit" className="button button--primary" disabled={send.isPending} aria-busy={send.isPending || undefined}>
          {send.isPending && <span className="spinner" aria-hidden="true" />}
          {t('feedbacks:conversation.send')}
        </button>
      </div>
    </form>
  );
}
