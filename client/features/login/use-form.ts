import { useId, useState } from 'react';

export type FormErrors<K extends string> = Partial<Record<K, string>>;

/**
 * Values and errors of a small form. Fields are validated on submit; `report` shows the errors
 * and moves focus to the first invalid field, in the order the initial values list them.
 */
export function useForm<V extends Record<string, string>>(initial: V) {
  type K = keyof V & string;
  const prefix = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<K>>({});
  const order = Object.keys(initial) as K[];
  const idOf = (name: K) => `${prefix}-${name}`;

  const set = (name: K, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  };

  /** Shows the errors; true when there are none. */
  const report = (next: FormErrors<K>) => {
    setErrors(next);
    const first = order.find((k) => next[k]);
    if (first) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
    return !first;
  };

  /** Props for a TextField or SelectField bound to one value. */
  const field = (name: K, format?: (value: string) => string) => ({
    id: idOf(name),
    name,
    value: values[name],
    error: errors[name] ?? null,
    onChange: (e: { target: { value: string } }) => set(name, format ? format(e.target.value) : e.target.value),
  });

  return { values, errors, set, field, report, idOf };
}
