import { documentByLanguage } from './docs';

// How culture is measured: beside domain/culture.ts, whose formulas it explains, so that a change
// to one is seen next to the other; bundled as text at build time.
const files = import.meta.glob<string>('../../../domain/CULTURE*.md', { eager: true, query: '?raw', import: 'default' });

/** The explanation in the interface language, English when there is no translation. */
export const cultureMethod = documentByLanguage(files);
