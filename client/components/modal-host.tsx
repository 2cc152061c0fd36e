import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FOCUSABLE, trapFocus } from '../lib/focus-trap';
import { modals } from '../lib/modals';
import { useQueueHead } from '../lib/queue';

/** One modal at a time from the queue; focus stays inside it, Escape closes unless it blocks. */
export function ModalHost() {
  const { t } = useTranslation();
  const current = useQueueHead(modals);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!current || !ref.current) return;
    const previous = document.activeElement as HTMLElement | null;
    const first = ref.current.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? ref.current).focus();
    return () => previous?.focus?.();
  }, [current]);

  if (!current) return null;
  const close = () => modals.dismiss(current.key);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape' && !current.blocking) close();
    trapFocus(e, ref.current);
  };

  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && !current.blocking && close()}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="modal-title" ref={ref} tabIndex={-1} onKeyDown={onKeyDown}>
        <div className="modal__header">
          <h2 id="modal-title">{current.title}</h2>
          {!current.blocking && (
            <button type="button" className="icon-button" onClick={close} aria-label={t('common:close')}>
              ×
            </button>
          )}
        </div>
        <div className="modal__body">{current.body}</div>
        <div className="modal__actions">
          {current.actions ? (
            current.actions(close)
          ) : (
            <button type="button" className="button button--primary" onClick={close}>
              {t('common:ok')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
