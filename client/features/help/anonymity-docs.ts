import { documentByLanguage } from './docs';

// The published rules: the English source and its translations, side by side in analytics/ so that
// a change to one is seen next to the others; bundled as text at build time.
const files = import.meta.glob<string>('../../../analytics/ANONYMITY*.md', { eager: true, query: '?raw', import: 'default' });

/** The rules in the interface language, English when there is no translation. */
export const anonymityRules = documentByLanguage(files);
