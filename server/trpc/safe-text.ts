import type { FieldErrors } from '../lib/errors.js';

// Postgres stores neither a NUL character nor a lone UTF-16 surrogate: text columns refuse the
// first, jsonb refuses both, and the driver turns a lone surrogate into U+FFFD behind our back. Any
// such text is refused before a procedure runs, whatever the field (names, e-mails, searches,
// answers, object keys), as bad input naming the field, instead of failing in the database.

export const UNSAFE_TEXT_MESSAGE = 'Contains a character that is not allowed (a NUL character or a broken Unicode sequence)';

// eslint-disable-next-line no-control-regex -- the NUL character is what this looks for
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Field errors for every string (or object key) of an input that Postgres could not store; null when there are none. */
export function unsafeTextErrors(input: unknown): FieldErrors | null {
  const out: FieldErrors = {};
  // Inputs are parsed JSON: no cycles, and the body limit bounds the size; the depth cap only keeps
  // a pathological nesting from costing a deep recursion (zod refuses such shapes anyway).
  const walk = (value: unknown, path: string[], depth: number) => {
    if (typeof value === 'string') {
      if (UNSAFE.test(value)) out[path.join('.') || '_'] = [UNSAFE_TEXT_MESSAGE];
    } else if (value && typeof value === 'object' && depth < 64) {
      for (const [key, child] of Object.entries(value)) {
        if (UNSAFE.test(key)) out[[...path, '_'].join('.')] = [UNSAFE_TEXT_MESSAGE];
        else walk(child, [...path, key], depth + 1);
      }
    }
  };
  walk(input, [], 0);
  return Object.keys(out).length ? out : null;
}
