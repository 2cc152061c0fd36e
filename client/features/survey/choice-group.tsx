import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ChoiceOption<V extends string | number> {
  value: V;
  label: ReactNode;
  /** The name a screen reader says, when the label is a symbol (a star). */
  ariaLabel?: string;
  className?: string;
}

const NEXT_KEYS = ['ArrowRight', 'ArrowDown'];
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp'];

/**
 * A single-choice radio group of buttons (WAI-ARIA radio pattern): one tab stop, arrow keys move
 * and choose, Space or a click chooses — and choosing the chosen one again takes it back, which
 * native radio inputs cannot do (measurement §4: a single choice toggles off).
 */
export function ChoiceGroup<V extends string | number>({
  options,
  value,
  onChoose,
  labelledBy,
  describedBy,
  variant,
}: {
  options: ChoiceOption<V>[];
  value: V | null;
  onChoose: (value: V) => void;
  labelledBy: string;
  describedBy?: string;
  variant: 'scale' | 'stars' | 'list';
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = options.findIndex((o) => o.value === value);
  const tabStop = chosen >= 0 ? chosen : 0;

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const n = options.length;
    let next: number | null = null;
    if (NEXT_KEYS.includes(e.key)) next = (index + 1) % n;
    else if (PREVIOUS_KEYS.includes(e.key)) next = (index - 1 + n) % n;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = n - 1;
    if (next === null) return;
    e.preventDefault();
    buttons.current[next]?.focus();
    // Moving with the arrows chooses, but never takes an answer back.
    if (options[next]!.value !== value) onChoose(options[next]!.value);
  };

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} className={`choice-group choice-group--${variant}`}>
      {options.map((o, i) => (
        <button
          key={String(o.value)}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          role="radio"
          aria-checked={o.value === value}
          aria-label={o.ariaLabel}
          tabIndex={i === tabStop ? 0 : -1}
          className={`choice-group__option${o.value === value ? ' is-chosen' : ''}${o.className ? ` ${o.className}` : ''}`}
          onClick={() => onChoose(o.value)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
