import { parseMarkdown, type Block } from './markdown';

/**
 * A published document and its translations (NAME.md in English, NAME.<language>.md beside it), as
 * `import.meta.glob` bundles them: the document in a language, English when it has no translation.
 */
export function documentByLanguage(files: Record<string, string>): (language: string) => Block[] {
  const byLanguage: Record<string, string> = {};
  for (const [file, text] of Object.entries(files)) {
    const lang = /\/[A-Z]+(?:\.([A-Za-z-]+))?\.md$/.exec(file)?.[1] ?? 'en-US';
    byLanguage[lang] = text;
  }
  return (language) => parseMarkdown(byLanguage[language] ?? byLanguage['en-US'] ?? '');
}
