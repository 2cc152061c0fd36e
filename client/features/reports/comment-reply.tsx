import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { usePlanGate } from './plan-gate';

const MESSAGE_MAX = 4000;

interface Props {
  /** The comment's handle, as its list gave it. */
  commentRef: string;
  /** Where the conversation opens once started. */
  conversation: (ticketId: string) => { to: string; params: Record<string, string> };
}

/**
 * A leader's reply to a survey comment: a conversation with its author, who is told a leader wrote
 * and may answer anonymously. Nothing about the author is shown, before or after.
 */
export function CommentReply({ commentRef, conversation }: Props) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);
  const start = useMutation(trpc.tickets.replyToComment.mutationOptions());
  const gated = usePlanGate(start.error);
  const trimmed = text.trim();

  if (start.data) {
    const link = conversation(start.data._id);
    return (
      <p className="comment-reply__sent" role="status">
        {t('feedbacks:commentReply.sent')}{' '}
        <Link to={link.to} params={link.params}>
          {t('feedbacks:commentReply.open')}
        </Link>
      </p>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        className="button comment-reply__open"
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => area.current?.focus());
        }}
      >
        {t('feedbacks:commentReply.reply')}
      </button>
    );
  }
  return (
    <form
      className="comment-reply"
      onSubmit={(e) => {
        e.preventDefault();
        if (trimmed.length >= 2) start.mutate({ ref: commentRef, message: trimmed });
      }}
    >
      <label htmlFor={`${id}-text`}>{t('feedbacks:commentReply.label')}</label>
      <p className="muted" id={`${id}-hint`}>
        {t('feedbacks:commentReply.hint')}
      </p>
      <textarea
        id={`${id}-text`}
        ref={area}
        rows={3}
        maxLength={MESSAGE_MAX}
        value={text}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      />
      {start.isError && !gated && (
        <div className="alert alert--danger" role="alert">
          {errorText(t, start.error)}
        </div>
      )}
      <div className="comment-reply__actions">
        <button type="button" className="button" onClick={() => setOpen(false)}>
          {t('feedbacks:commentReply.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={trimmed.length < 2 || start.isPending} aria-busy={start.isPending}>
          {t('feedbacks:commentReply.send')}
        </button>
      </div>
    </form>
  );
}
