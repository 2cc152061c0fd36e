import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of a page of one question, focused when the page changes (not on the first render,
 * which keeps the page's own focus). Both the engagement survey and a custom survey page this way.
 */
export function usePageFocus(index: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [index]);
  return heading;
}

/** The survey's title over "question n of total" and its progress bar. */
export function StepsHeader({
  id,
  title,
  lang,
  count,
  progressLabel,
  page,
  total,
}: {
  id: string;
  title: ReactNode;
  lang?: string;
  count: ReactNode;
  progressLabel: string;
  page: number;
  total: number;
}) {
  return (
    <header className="survey-steps__header">
      <h1 id={id} className="survey-steps__title" lang={lang}>
        {title}
      </h1>
      <p className="survey-steps__count">{count}</p>
      <progress className="survey-progress" max={total} value={page} aria-label={progressLabel} />
    </header>
  );
}

/** Back (not on the first page) and the submit button: next, or the last page's send. */
export function StepsNav({
  backLabel,
  submitLabel,
  onBack,
  backDisabled,
  submitDisabled,
  sending,
}: {
  backLabel: ReactNode;
  submitLabel: ReactNode;
  onBack: () => void;
  backDisabled: boolean;
  submitDisabled: boolean;
  sending: boolean;
}) {
  return (
    <div className="survey-steps__actions">
      <button type="button" className="button" disabled={backDisabled || sending} onClick={onBack}>
        {backLabel}
      </button>
      <button type="submit" className="button button--primary" disabled={submitDisabled || sending} aria-busy={sending || undefined}>
        {sending && <span className="spinner" aria-hidden="true" />}
        {submitLabel}
      </button>
    </div>
  );
}

/** A send that did not reach the server, with its retry. */
export function SendRetry({ text, retryLabel, onRetry, sending }: { text: ReactNode; retryLabel: ReactNode; onRetry: () => void; sending: boolean }) {
  return (
    <div className="alert alert--danger survey-alert" role="alert">
      <span>{text}</span>
      <button type="button" className="button" onClick={onRetry} disabled={sending}>
        {retryLabel}
      </button>
    </div>
  );
}
