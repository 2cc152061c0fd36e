import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageList } from '../../components/language-list';
import { Icon } from './icons';

/**
 * The language list for the collapsed sidebar (people §2: the footer keeps its language list):
 * an icon button with a tooltip that opens the list in place, closing on a choice, Escape or a
 * click elsewhere.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  return (
    <div className="language-menu" ref={ref} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className="sidebar__link language-menu__toggle"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('common:language')}
        data-tooltip={open ? undefined : t('common:language')}
      >
        <Icon name="globe" />
        <span className="sidebar__label">{t('common:language')}</span>
      </button>
      {open && (
        <div id={listId} className="language-menu__list">
          <LanguageList signedIn onChosen={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
