// The attribute rules of people §5 as the form checks them before sending; the server checks the
// same and answers with the spec's English texts, which `errorKeyOf` turns back into keys.

export const LANGS = ['en-US', 'pt-BR', 'es-AR'] as const;
export type Lang = (typeof LANGS)[number];
export type Texts = Record<Lang, string>;

export interface DraftOption {
  key: string;
  id?: string;
  label: Texts;
  usersCount: number;
}

/** Field key → translation key under attributes:errors. Keys as the server names them. */
export type DraftErrors = Record<string, string>;

export const emptyTexts = (): Texts => ({ 'en-US': '', 'pt-BR': '', 'es-AR': '' });

export function validateDraft(label: Texts, options: DraftOption[]): DraftErrors {
  const errors: DraftErrors = {};
  const langs = LANGS.filter((l) => label[l].trim());
  if (langs.length === 0) errors['userAttribute.label'] = 'labelMissing';
  if (options.length === 0) errors['userAttribute.values'] = 'optionNone';
  const seen = new Set<string>();
  options.forEach((o, i) => {
    if (langs.length === 0 && LANGS.every((l) => !o.label[l].trim())) errors[`userAttribute.values.${i}.label`] = 'optionMissing';
    for (const lang of langs) {
      const text = o.label[lang].trim();
      if (!text) {
        errors[`userAttribute.values.${i}.label.${lang}`] = 'optionMissing';
        continue;
      }
      const key = `${lang}\u0000${text.toLocaleLowerCase(lang)}`;
      if (seen.has(key)) errors[`userAttribute.values.${i}.label.${lang}`] = 'optionDuplicate';
      seen.add(key);
    }
  });
  return errors;
}

const SERVER_TEXTS: Record<string, string> = {
  'Attribute name translation missing!': 'labelMissing',
  'Missing translation of selection option!': 'optionMissing',
  'Duplicate selection option!': 'optionDuplicate',
  'Add at least one selection option': 'optionNone',
  'This option does not belong to the attribute': 'optionUnknown',
  'This option is listed twice': 'optionUnknown',
  'At most 120 characters': 'tooLong',
  'At most 100 options': 'tooMany',
};

export function errorKeysOf(fieldErrors: Record<string, string[]>): DraftErrors {
  const out: DraftErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) out[field] = SERVER_TEXTS[messages[0] ?? ''] ?? 'invalid';
  return out;
}

/** The text in the viewer's language, else en-US, else any. */
export function textIn(labels: Partial<Record<string, string>>, lang: string): string {
  return labels[lang] ?? labels['en-US'] ?? Object.values(labels).find(Boolean) ?? '';
}
