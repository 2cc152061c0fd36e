import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = [
  { code: 'en-US', label: 'English', short: 'EN' },
  { code: 'pt-BR', label: 'Português', short: 'PT' },
  { code: 'es-AR', label: 'Español', short: 'ES' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
const STORAGE_KEY = 'clima.language';

// Every namespace of every language, bundled at build time (locales/<lang>/<namespace>.json).
const files = import.meta.glob(['../../locales/*/*.json', '!../../locales/*/mail.json'], { eager: true, import: 'default' }) as Record<string, Record<string, unknown>>;
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, content] of Object.entries(files)) {
  const [, lang, ns] = file.match(/locales\/([^/]+)\/([^/]+)\.json$/)!;
  (resources[lang!] ??= {})[ns!] = content;
}

export function isLanguage(value: string | null | undefined): value is LanguageCode {
  return LANGUAGES.some((l) => l.code === value);
}

/** Local storage first, then the browser's languages (by exact tag, then by prefix), then en-US. */
export function initialLanguage(): LanguageCode {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const exact = LANGUAGES.find((l) => l.code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact.code;
    const prefix = LANGUAGES.find((l) => l.code.slice(0, 2) === tag.slice(0, 2).toLowerCase());
    if (prefix) return prefix.code;
  }
  return 'en-US';
}

/** Switches the interface language and remembers it; the user's preference wins once known. */
export function setLanguage(code: LanguageCode) {
  localStorage.setItem(STORAGE_KEY, code);
  document.documentElement.lang = code;
  void i18next.changeLanguage(code);
}

void i18next.use(initReactI18next).init({
  resources: resources as never,
  lng: initialLanguage(),
  fallbackLng: 'en-US',
  supportedLngs: LANGUAGES.map((l) => l.code),
  defaultNS: 'common',
  ns: Object.keys(resources['en-US'] ?? {}),
  interpolation: { escapeValue: false },
  initAsync: false,
});
document.documentElement.lang = i18next.language;

export default i18next;
