import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import type { Language } from '../db/types.js';

export const LANGUAGES: Language[] = ['en-US', 'pt-BR', 'es-AR'];
const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');

function loadResources() {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const lng of LANGUAGES) {
    resources[lng] = {};
    for (const file of readdirSync(path.join(LOCALES_DIR, lng)).filter((f) => f.endsWith('.json'))) {
      resources[lng][file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(LOCALES_DIR, lng, file), 'utf8'));
    }
  }
  return resources;
}

const instance = i18next.createInstance();
void instance.init({
  resources: loadResources() as never,
  fallbackLng: 'en-US',
  supportedLngs: LANGUAGES,
  initAsync: false,
  interpolation: { escapeValue: false },
});

export function serverT(language: Language): TFunction {
  return instance.getFixedT(language);
}

/** The best of our languages for an Accept-Language header, defaulting to en-US. */
export function pickLanguage(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    const exact = LANGUAGES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const byPrefix = LANGUAGES.find((l) => l.slice(0, 2) === tag.slice(0, 2) && tag.length >= 2);
    if (byPrefix) return byPrefix;
  }
  return 'en-US';
}
