import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = [
  { code: 'en-US', label: 'English', short: 'EN' },
  { code: 'pt-BR', label: 'Português', short: 'PT' },
  { code: 'es-AR', label: 'Español', short: 'ES' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
const STORAGE_KEY = 'clima.language';

/**
 * The namespaces every screen may need (the shell, its menus and modals, error texts), loaded
 * before the first render. A screen's own namespaces load with its route (routes/lazy-screens.ts).
 */
export const BASE_NAMESPACES = ['common', 'errors', 'shell'] as const;

// One small chunk per language and namespace (locales/<lang>/<namespace>.json, the server's mail
// texts aside): a page loads the texts of the language it shows and of the screens it opens.
const files = import.meta.glob<Record<string, unknown>>(['../../locales/*/*.json', '!../../locales/*/mail.json'], { import: 'default' });
const loads = new Map<string, Promise<void>>();
/** Every namespace asked for so far: a language switch loads them all in the new language first. */
const wanted = new Set<string>(BASE_NAMESPACES);

function loadTexts(lng: string, ns: string): Promise<void> {
  const key = `${lng}/${ns}`;
  let load = loads.get(key);
  if (!load) {
    const file = files[`../../locales/${key}.json`];
    if (!file) return Promise.reject(new Error(`no texts for ${key}`));
    load = file().then((texts) => {
      i18next.addResourceBundle(lng, ns, texts);
    });
    // A failed load (the network) is tried again the next time it is asked for.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
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

/** The language being switched to, or the one shown. */
let chosen: string = initialLanguage();

/**
 * Loads namespaces in the language shown; screens' routes await it before rendering, so a screen
 * never shows a key. A switch under way loads them in its language too before it applies.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  for (const ns of namespaces) wanted.add(ns);
  const shown = i18next.language;
  if (chosen !== shown) for (const ns of namespaces) loadTexts(chosen, ns).catch(() => undefined);
  await Promise.all(namespaces.map((ns) => loadTexts(shown, ns)));
}

/**
 * Switches the interface language and remembers it; the user's preference wins once known. The
 * screen keeps the current language until every namespace asked for so far has loaded in the new
 * one (never a key on screen); of quick successive choices the last one wins. Never rejects: a
 * language that cannot load leaves the current one in place.
 */
export async function setLanguage(code: LanguageCode): Promise<void> {
  localStorage.setItem(STORAGE_KEY, code);
  chosen = code;
  try {
    // Until nothing is missing: a screen opened meanwhile may have asked for more.
    for (let missing = [...wanted]; missing.length; missing = [...wanted].filter((ns) => !i18next.hasResourceBundle(code, ns))) {
      await Promise.all(missing.map((ns) => loadTexts(code, ns)));
      if (chosen !== code) return;
    }
  } catch (error) {
    console.warn(`language ${code} not loaded`, error);
    if (chosen === code) chosen = i18next.language;
    return;
  }
  document.documentElement.lang = code;
  await i18next.changeLanguage(code);
}

void i18next.use(initReactI18next).init({
  // Texts arrive by namespace (above); every locale has every key (tests/unit/locales.test.ts),
  // so no other language is loaded to fall back on.
  resources: {},
  partialBundledLanguages: true,
  lng: chosen,
  fallbackLng: false,
  supportedLngs: LANGUAGES.map((l) => l.code),
  defaultNS: 'common',
  ns: [...BASE_NAMESPACES],
  interpolation: { escapeValue: false },
  initAsync: false,
});
document.documentElement.lang = i18next.language;

/**
 * The base namespaces in the initial language: awaited before the first render. Should they fail
 * to load, the app still starts (showing keys) rather than staying blank.
 */
export function startI18n(): Promise<void> {
  return loadNamespaces(BASE_NAMESPACES).catch((error: unknown) => console.warn('texts not loaded', error));
}

export default i18next;
