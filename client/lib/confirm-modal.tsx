import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal } from './modals';

export interface ConfirmSpec {
  key: string;
  title: ReactNode;
  /** A text is set in a paragraph; an element stands as it is. */
  body: ReactNode;
  confirmLabel: ReactNode;
  /** Runs after the modal has closed. */
  onConfirm: () => void;
  /** 'Cancel' (common:cancel) unless told. */
  cancelLabel?: ReactNode;
  /** The confirm button's look: danger unless told. */
  tone?: 'danger' | 'primary';
}

/**
 * A confirmation: cancel, and a button that closes the modal and runs `onConfirm`. Its own module
 * (not modals.ts) so that it travels with the lazy screens that ask, not in the entry chunk.
 */
export function confirmModal({ key, title, body, ...buttons }: ConfirmSpec) {
  openModal({
    key,
    title,
    body: typeof body === 'string' ? <p>{body}</p> : body,
    actions: (close) => <ConfirmActions close={close} {...buttons} />,
  });
}

function ConfirmActions({ close, confirmLabel, onConfirm, cancelLabel, tone = 'danger' }: Omit<ConfirmSpec, 'key' | 'title' | 'body'> & { close: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="button" onClick={close}>
        {cancelLabel ?? t('common:cancel')}
      </button>
      <button
        type="button"
        className={`button button--${tone}`}
        onClick={() => {
          close();
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>
    </>
  );
}
