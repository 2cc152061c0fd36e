import type { TFunction } from 'i18next';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../lib/trpc';
import { fieldErrorsOf } from '../../lib/trpc';

// A desired value as the screen holds it (measurement §3: id, name, cultureValues, plus the local
// flags new, visible and loading) and the form's own checks, the server's rules said at each field.

export type DesiredValue = inferRouterOutputs<AppRouter>['culture']['desiredValues']['desiredValues'][number];
export type CultureValue = inferRouterOutputs<AppRouter>['culture']['values']['values'][number];

/** The same limits the server holds (culture.values.schemas.ts). */
export const NAME_MAX = 80;
export const BEHAVIOUR_MAX = 200;
export const BEHAVIOURS_MAX = 10;

/** What is being typed into one entry; kept per entry until saved, so switching entries loses nothing. */
export interface Draft {
  name: string;
  behaviours: string[];
  /** '' for none. */
  valueId: string;
}

/** Field errors of a draft: `name`, `value`, and each behaviour by its index in the draft. */
export interface DraftErrors {
  name?: string;
  value?: string;
  behaviours?: Record<number, string>;
  /** Too many behaviours. */
  list?: string;
}

export const emptyDraft = (): Draft => ({ name: '', behaviours: [''], valueId: '' });

export const draftOf = (value: DesiredValue): Draft => ({
  name: value.name,
  behaviours: value.cultureValues.length ? [...value.cultureValues] : [''],
  valueId: value.valueId ?? '',
});

/** Nothing typed: such a new entry goes without asking. */
export const isBlank = (draft: Draft) => draft.name.trim() === '' && draft.behaviours.every((b) => b.trim() === '') && draft.valueId === '';

/** The draft's behaviours as they are sent: trimmed, blank lines dropped, with each one's index in the draft. */
function kept(draft: Draft) {
  return draft.behaviours.flatMap((text, index) => (text.trim() ? [{ text: text.trim(), index }] : []));
}

export function checkDraft(t: TFunction, draft: Draft): DraftErrors {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = t('culture:desired.errors.nameRequired');
  else if (name.length > NAME_MAX) errors.name = t('culture:desired.errors.tooLong', { max: NAME_MAX });
  const behaviours: Record<number, string> = {};
  const seen = new Set<string>();
  for (const { text, index } of kept(draft)) {
    if (text.length > BEHAVIOUR_MAX) behaviours[index] = t('culture:desired.errors.tooLong', { max: BEHAVIOUR_MAX });
    else if (seen.has(text.toLocaleLowerCase())) behaviours[index] = t('culture:desired.errors.behaviourTwice');
    seen.add(text.toLocaleLowerCase());
  }
  if (Object.keys(behaviours).length) errors.behaviours = behaviours;
  if (kept(draft).length > BEHAVIOURS_MAX) errors.list = t('culture:desired.errors.tooMany', { max: BEHAVIOURS_MAX });
  return errors;
}

export const hasErrors = (errors: DraftErrors) => Boolean(errors.name || errors.value || errors.list || (errors.behaviours && Object.keys(errors.behaviours).length));

export function inputOf(draft: Draft) {
  return { desiredValue: draft.name.trim(), cultureValues: kept(draft).map((b) => b.text), valueId: draft.valueId || null };
}

/**
 * The server's refusal said at each field. The form checks length and repeats itself, so what is
 * left for the server to refuse is a name another value has or a catalogue value gone meanwhile.
 */
export function serverErrors(t: TFunction, draft: Draft, error: unknown): DraftErrors {
  const fields = fieldErrorsOf(error);
  const errors: DraftErrors = {};
  if (fields.desiredValue) errors.name = t('culture:desired.errors.nameTaken');
  if (fields.valueId) errors.value = t('culture:desired.errors.value');
  if (fields.cultureValues) errors.list = t('culture:desired.errors.tooMany', { max: BEHAVIOURS_MAX });
  const indexes = kept(draft).map((b) => b.index);
  const behaviours: Record<number, string> = {};
  for (const key of Object.keys(fields)) {
    const match = /^cultureValues\.(\d+)$/.exec(key);
    const index = match ? indexes[Number(match[1])] : undefined;
    if (index !== undefined) behaviours[index] = t('errors:invalidField');
  }
  if (Object.keys(behaviours).length) errors.behaviours = behaviours;
  return errors;
}
