import { z } from 'zod';
import { zId, ZUuid } from '../../lib/schemas.js';

// Shapes of the culture catalogue and the company's desired values (measurement §3 Culture, §7).
// One shape serves tRPC and v1: the legacy payload names a desired value `desiredValue` and its
// behaviours `cultureValues`; answers name it `name`.

export const DESIRED_NAME_MAX = 80;
export const BEHAVIOUR_MAX = 200;
export const BEHAVIOURS_MAX = 10;

export const NAME_MISSING = 'Give the value a name.';
export const BEHAVIOUR_TWICE = 'This behaviour is listed twice';
export const UNKNOWN_VALUE = 'Choose a value of the catalogue';

const ZDesiredName = z.string(NAME_MISSING).trim().min(1, NAME_MISSING).max(DESIRED_NAME_MAX, `At most ${DESIRED_NAME_MAX} characters`);

/** Behaviours trimmed, blank ones dropped (an empty line left in the form is no behaviour), each once. */
const ZBehaviours = z.preprocess(
  (v) => (Array.isArray(v) ? (v as unknown[]).map((b) => (typeof b === 'string' ? b.trim() : b)).filter((b) => b !== '') : v),
  z
    .array(z.string('Write the behaviour').max(BEHAVIOUR_MAX, `At most ${BEHAVIOUR_MAX} characters`), 'Must be a list of behaviours')
    .max(BEHAVIOURS_MAX, `At most ${BEHAVIOURS_MAX} behaviours`)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((b, i) => {
        const key = b.toLocaleLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: BEHAVIOUR_TWICE });
        seen.add(key);
      });
    }),
);

/**
 * A catalogue value's id (kebab-case), or null for none (an empty choice of a form's select means
 * none too); whether it exists is the service's to say.
 */
const ZValueId = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string(UNKNOWN_VALUE)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, UNKNOWN_VALUE)
    .max(80, UNKNOWN_VALUE)
    .nullish(),
);

export const ZDesiredValueIdInput = z.object({ id: zId('Unknown desired value') });

export const ZCreateDesiredValueInput = z.object({
  desiredValue: ZDesiredName,
  cultureValues: ZBehaviours.default([]),
  valueId: ZValueId,
});
export type TCreateDesiredValueInput = z.infer<typeof ZCreateDesiredValueInput>;

export const ZUpdateDesiredValueInput = ZDesiredValueIdInput.extend({
  desiredValue: ZDesiredName.optional(),
  cultureValues: ZBehaviours.optional(),
  /** null unlinks the catalogue value. */
  valueId: ZValueId,
}).refine((v) => v.desiredValue !== undefined || v.cultureValues !== undefined || v.valueId !== undefined, {
  message: 'Send desiredValue, cultureValues or valueId',
  path: ['desiredValue'],
});
export type TUpdateDesiredValueInput = z.infer<typeof ZUpdateDesiredValueInput>;

export const ZCultureValueKind = z.enum(['positive', 'limiting']);

export const ZCultureValue = z.strictObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** positive, or potentially limiting (the votes on these make up the cultural entropy). */
  kind: ZCultureValueKind,
});

export const ZCultureValuesOutput = z.strictObject({ values: z.array(ZCultureValue) });

export const ZDesiredValue = z.strictObject({
  id: ZUuid,
  name: z.string(),
  /** The behaviours that show the value, in the order written. */
  cultureValues: z.array(z.string()),
  /** The catalogue value it stands for, if any. */
  valueId: z.string().nullable(),
});
export type TDesiredValue = z.infer<typeof ZDesiredValue>;

export const ZDesiredValuesOutput = z.strictObject({ desiredValues: z.array(ZDesiredValue) });

export const ZDeleteDesiredValueOutput = z.strictObject({ id: ZUuid, deleted: z.literal(true) });
