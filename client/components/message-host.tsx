import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_DELAY_MS, messages } from '../lib/messages';
import { useQueueHead } from '../lib/queue';

/** Shows the head of the message queue 100 ms after it arrives and dismisses it after its seconds. */
export function MessageHost() {
  const { t } = useTranslation();
  const current = useQueueHead(messages);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    setVisible(false);
    if (!current) return;
    const show = setTimeout(() => setVisible(true), MESSAGE_DELAY_MS);
    const hide = setTimeout(() => messages.dismiss(current.key), MESSAGE_DELAY_MS + current.seconds * 1000);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [current]);

  return (
    <div className="toast-region" role="status" aria-live="polite">
      {current && visible && (
        <div className={`toast toast--${current.status}`}>
          {current.icon && (
            <span className="toast__icon" aria-hidden="true">
              {current.icon}
            </span>
          )}
          <span className="toast__text">{current.text}</span>
          {current.button && (
            <button
              type="button"
              className="toast__button"
              onClick={() => {
                messages.dismiss(current.key);
                current.button!.onClick();
              }}
            >
              {current.button.label}
            </button>
          )}
          <button type="button" className="icon-button" onClick={() => messages.dismiss(current.key)} aria-label={t('common:close')}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
