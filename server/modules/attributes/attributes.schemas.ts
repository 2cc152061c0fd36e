import { z } from 'zod';
import { blankToUndefined, ZCount, zId, ZInstant, ZLabelTexts, ZLanguage, zQueryFlag, ZUuid } from '../../lib/schemas.js';
import type { Labels, Language } from '../../db/types.js';

export const LANGUAGES: Language[] = ['en-US', 'pt-BR', 'es-AR'];

// The spec's texts (people §5): the client shows them per field, translated.
export const LABEL_MISSING = 'Attribute name translation missing!';
export const OPTION_MISSING = 'Missing translation of selection option!';
export const OPTION_DUPLICATE = 'Duplicate selection option!';
export const OPTION_NONE = 'Add at least one selection option';
export const OPTION_ID_TWICE = 'This option is listed twice';

/** Query values arrive as strings over v1; an empty one means "not given". */
export const ZOffset = z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1_000_000).default(0));
export const zLimit = (fallback: number, max: number) => z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(max).default(fallback));

const ZText = z.string().max(120, 'At most 120 characters').nullish();
const ZLabels = z.object({ 'en-US': ZText, 'pt-BR': ZText, 'es-AR': ZText });

/** Trimmed texts, and no entry for a language whose text is empty (people §5). */
export function cleanLabels(labels: Partial<Record<Language, string | null | undefined>>): Labels {
  const out: Labels = {};
  for (const lang of LANGUAGES) {
    const text = labels[lang]?.trim();
    if (text) out[lang] = text;
  }
  return out;
}

// The label needs a text in at least one language; every option needs a text in every language
// the label has, and no two options may read the same in one language. Options keep only the
// languages of the label: a text in a language the attribute does not speak would never show.
const ZAttributeBody = z
  .object({
    label: ZLabels,
    values: z
      .array(z.object({ id: zId().optional(), label: ZLabels }))
      .min(1, OPTION_NONE)
      .max(100, 'At most 100 options'),
  })
  .superRefine((body, ctx) => {
    const label = cleanLabels(body.label);
    const langs = LANGUAGES.filter((l) => label[l]);
    if (langs.length === 0) ctx.addIssue({ code: 'custom', path: ['label'], message: LABEL_MISSING });
    const seen = new Map<string, number>();
    const ids = new Set<string>();
    body.values.forEach((option, i) => {
      const texts = cleanLabels(option.label);
      if (option.id) {
        if (ids.has(option.id)) ctx.addIssue({ code: 'custom', path: ['values', i, 'id'], message: OPTION_ID_TWICE });
        ids.add(option.id);
      }
      if (langs.length === 0 && Object.keys(texts).length === 0) ctx.addIssue({ code: 'custom', path: ['values', i, 'label'], message: OPTION_MISSING });
      for (const lang of langs) {
        const text = texts[lang];
        if (!text) {
          ctx.addIssue({ code: 'custom', path: ['values', i, 'label', lang], message: OPTION_MISSING });
          continue;
        }
        const key = `${lang}\u0000${text.toLocaleLowerCase(lang)}`;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['values', i, 'label', lang], message: OPTION_DUPLICATE });
        else seen.set(key, i);
      }
    });
  })
  .transform((body) => {
    const label = cleanLabels(body.label);
    const keep = (texts: Labels): Labels => Object.fromEntries(Object.entries(texts).filter(([lang]) => lang in label));
    return { label, values: body.values.map((v) => ({ id: v.id, label: keep(cleanLabels(v.label)) })) };
  });

export const ZListAttributesInput = z.object({ offset: ZOffset, limit: zLimit(10, 100) }).default({ offset: 0, limit: 10 });
export const ZAttributeTranslationsInput = z
  .object({ offset: ZOffset, limit: zLimit(100, 500), hidden: zQueryFlag() })
  .default({ offset: 0, limit: 100, hidden: undefined });
export const ZAttributeIdInput = z.object({ id: zId('Unknown attribute') });
export const ZCreateAttributeInput = z.object({ userAttribute: ZAttributeBody });
export const ZUpdateAttributeInput = z.object({ id: zId('Unknown attribute'), userAttribute: ZAttributeBody });

export type TListAttributesInput = z.infer<typeof ZListAttributesInput>;
export type TAttributeTranslationsInput = z.infer<typeof ZAttributeTranslationsInput>;
export type TAttributeBody = z.infer<typeof ZAttributeBody>;

// Answers of the demographic attribute calls (people §3: a label per language, ordered options each with their labels).

export const ZAttributeView = z.strictObject({
  id: ZUuid,
  label: ZLabelTexts,
  position: ZCount,
  values: z.array(z.strictObject({ id: ZUuid, label: ZLabelTexts, position: ZCount, usersCount: ZCount })),
  /** People who chose an option of this attribute (what a delete would clear). */
  usersCount: ZCount,
  createdAt: ZInstant,
  updatedAt: ZInstant,
});
export const ZListAttributesOutput = z.strictObject({ userAttributes: z.array(ZAttributeView), metadata: z.strictObject({ total: ZCount }) });
/** Labels in the caller's language (else English, else any). */
export const ZAttributeTranslationsOutput = z.strictObject({
  userAttributes: z.array(z.strictObject({ id: ZUuid, label: z.string(), values: z.array(z.strictObject({ id: ZUuid, label: z.string() })) })),
  metadata: z.strictObject({ total: ZCount, language: ZLanguage }),
});
export const ZDeleteAttributeOutput = z.strictObject({ id: ZUuid, deleted: z.literal(true), clearedValues: ZCount });
