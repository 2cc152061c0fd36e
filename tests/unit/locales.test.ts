import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_RULES } from '../../server/auth/passwords.js';
import { APP_ERROR_CODES } from '../../server/lib/errors.js';
import { LANGUAGES } from '../../server/lib/i18n.js';

// Three languages everywhere: a key missing from one locale, or left empty, fails here.
const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');

type Flat = Map<string, string>;

function flatten(value: unknown, prefix: string, out: Flat, file: string) {
  // Arrays (lists of paragraphs) count item by item, like objects.
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out, file);
  } else if (typeof value === 'string') {
    out.set(prefix, value);
  } else {
    throw new Error(`${file}: ${prefix} is not a string`);
  }
}

/** locale → namespace → flattened key → text */
function load(): Record<string, Record<string, Flat>> {
  const out: Record<string, Record<string, Flat>> = {};
  for (const lng of LANGUAGES) {
    out[lng] = {};
    const dir = path.join(LOCALES_DIR, lng);
    for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
      const flat: Flat = new Map();
      flatten(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), '', flat, `${lng}/${file}`);
      out[lng][file.replace(/\.json$/, '')] = flat;
    }
  }
  return out;
}

const locales = load();
const namespaces = [...new Set(Object.values(locales).flatMap((ns) => Object.keys(ns)))].sort();
const placeholders = (text: string) => [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('every language has a folder of namespaces', () => {
    for (const lng of LANGUAGES) expect(Object.keys(locales[lng]!).length, lng).toBeGreaterThan(0);
  });

  for (const ns of namespaces) {
    it(`${ns}: every language has every key that any language has`, () => {
      const union = new Set(LANGUAGES.flatMap((lng) => [...(locales[lng]![ns]?.keys() ?? [])]));
      const missing = LANGUAGES.flatMap((lng) => [...union].filter((k) => !locales[lng]![ns]?.has(k)).map((k) => `${lng}/${ns}.json: ${k}`));
      expect(missing).toEqual([]);
    });

    it(`${ns}: no text is empty`, () => {
      const empty = LANGUAGES.flatMap((lng) =>
        [...(locales[lng]![ns] ?? new Map()).entries()].filter(([, v]) => v.trim() === '').map(([k]) => `${lng}/${ns}.json: ${k}`),
      );
      expect(empty).toEqual([]);
    });

    it(`${ns}: every translation uses the same {{placeholders}} as en-US`, () => {
      const source = locales['en-US']![ns] ?? new Map();
      const wrong: string[] = [];
      for (const lng of LANGUAGES) {
        for (const [key, text] of locales[lng]![ns] ?? new Map()) {
          const en = source.get(key);
          if (en !== undefined && JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(en))) wrong.push(`${lng}/${ns}.json: ${key}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('every AppError code, and every password rule the server names, has a text in errors.json', () => {
    const needed = [...APP_ERROR_CODES, ...Object.keys(DEFAULT_PASSWORD_RULES).map((r) => `passwordRule.${r}`)];
    const missing = LANGUAGES.flatMap((lng) => {
      const errors = locales[lng]!.errors;
      if (!errors) return [`${lng}/errors.json does not exist`];
      return needed.filter((k) => !errors.has(k)).map((k) => `${lng}: errors:${k}`);
    });
    expect(missing).toEqual([]);
  });
});
