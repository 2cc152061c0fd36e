import { useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Props<K extends string> {
  tabs: readonly K[];
  selected: K;
  onSelect: (tab: K) => void;
  label: string;
  /** Each tab's id is `${idPrefix}-tab-${tab}`, for its panel's aria-labelledby. */
  idPrefix: string;
  /** The id of the panel a tab controls. */
  panelOf: (tab: K) => string;
  className: string;
  tabClassName: string;
  activeClassName: string;
  children: (tab: K) => ReactNode;
}

/**
 * A row of tabs (WAI-ARIA tabs pattern): the selected one in the tab order, the arrow keys move the
 * selection and the focus together. Each screen keeps its look through its class names.
 */
export function TabList<K extends string>({ tabs, selected, onSelect, label, idPrefix, panelOf, className, tabClassName, activeClassName, children }: Props<K>) {
  const buttons = useRef<Partial<Record<K, HTMLButtonElement | null>>>({});
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(selected) + step + tabs.length) % tabs.length]!;
    onSelect(next);
    buttons.current[next]?.focus();
  };
  return (
    <div className={className} role="tablist" aria-label={label} onKeyDown={onKey}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(el) => {
            buttons.current[tab] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab}`}
          aria-selected={selected === tab}
          aria-controls={panelOf(tab)}
          tabIndex={selected === tab ? 0 : -1}
          className={`${tabClassName}${selected === tab ? ` ${activeClassName}` : ''}`}
          onClick={() => onSelect(tab)}
        >
          {children(tab)}
        </button>
      ))}
    </div>
  );
}
