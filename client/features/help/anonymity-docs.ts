import { parseMarkdown, type Block } from './markdown';

// The published rules: the English source and its translations, side by side in analytics/ so that
// a change to one is seen next to the others; bundled as text at build time.
const files = import.meta.glob<string>('../../../analytics/ANONYMITY*.md', { eager: true, query: '?raw', import: 'default' });

const byLanguage: Record<string, string> = {};
for (const [file, text] of Object.entries(files)) {
  const lang = /ANONYMITY(?:\.([A-Za-z-]+))?\.md$/.exec(file)?.[1] ?? 'en-US';
  byLanguage[lang] = text;
}

/** The rules in the interface language, English when there is no translation. */
export function anonymityRules(language: string): Block[] {
  return parseMarkdown(byLanguage[language] ?? byLanguage['en-US'] ?? '');
}
