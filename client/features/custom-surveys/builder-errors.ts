import type { TFunction } from 'i18next';
import { MISSING_MESSAGES, SURVEY_LANGUAGES, type MissingField, type MissingKey } from '../../../domain/custom-survey';
import { fieldErrorsOf } from '../../lib/trpc';

// Where the builder's fields are, by the paths the launch rules and the server's field errors
// name them ('questions.2.answers.0.text.es-AR'), and what to say about each in the reader's language.

/** The id of the input for a path. */
export const fieldId = (path: string) => `cs-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;

export type Place = 1 | 2 | 3 | 'audience' | 'access' | 'launch';

/** The step (or modal) a path's field is in. */
export function placeOf(path: string): Place {
  if (path.startsWith('surveyPublic')) return 'audience';
  if (path.startsWith('surveyAccess')) return 'access';
  if (path.startsWith('launchConfiguration')) return 'launch';
  if (path.startsWith('pillars') || path.startsWith('questions.') || path === 'questions') return 2;
  return 1;
}

/** What a path's numbers and language say: question 3, answer 1, pillar 2, in Spanish. */
function detailsOf(t: TFunction, path: string) {
  const n = (name: string) => {
    const m = new RegExp(`${name}\\.(\\d+)`).exec(path);
    return m ? Number(m[1]) + 1 : 0;
  };
  const last = path.split('.').at(-1) ?? '';
  const language = (SURVEY_LANGUAGES as readonly string[]).includes(last) ? t(`customSurveys:languageIn.${last}`) : '';
  return { question: n('questions'), answer: n('answers'), pillar: n('pillars'), language };
}

/** A launch rule's message for its field, with the question, answer, pillar and language it is about. */
export const missingText = (t: TFunction, field: Pick<MissingField, 'path' | 'key'>) => t(`customSurveys:missing.${field.key}`, detailsOf(t, field.path));

// The server's other field messages (domain rules aside), by the key that translates them.
const SERVER_KEYS: Record<string, string> = {
  'The launch date and time have passed': 'launchPast',
  'Unknown group': 'unknownGroup',
  'Unknown person': 'unknownPerson',
  'This person is not active': 'inactivePerson',
  'Only active managers and administrators can be given access': 'accessRole',
  'Only administrators send a survey to the whole company': 'companyAdminsOnly',
  'Unknown time zone': 'timezone',
  'A time as HH:mm': 'time',
};
// Anonymity rule 11's refusals, with the report minimum and the other survey's title.
const TOO_SMALL = /^Fewer than (\d+) people of this audience can answer/;
const TOO_CLOSE = /^This audience differs from (?:the survey "(.*)"|another survey of your company) by fewer than (\d+) people/;
const MISSING_KEYS = new Map(Object.entries(MISSING_MESSAGES).map(([key, message]) => [message, key as MissingKey]));

/** A failed save's field errors, each in the reader's language, by path. */
export function serverErrorTexts(t: TFunction, error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, messages] of Object.entries(fieldErrorsOf(error))) {
    const message = messages[0] ?? '';
    const missing = MISSING_KEYS.get(message);
    if (missing) out[path] = missingText(t, { path, key: missing });
    else if (SERVER_KEYS[message]) out[path] = t(`customSurveys:errors.${SERVER_KEYS[message]}`, detailsOf(t, path));
    else if (/^At most \d+ characters$/.test(message)) out[path] = t('customSurveys:errors.tooLong', { max: Number(message.replace(/\D/g, '')) });
    else if (TOO_SMALL.test(message)) out[path] = t('customSurveys:errors.audienceTooSmall', { k: Number(TOO_SMALL.exec(message)![1]) });
    else if (TOO_CLOSE.test(message)) {
      const [, title, k] = TOO_CLOSE.exec(message)!;
      out[path] =
        title === undefined ? t('customSurveys:errors.audienceTooCloseHidden', { k: Number(k) }) : t('customSurveys:errors.audienceTooClose', { title, k: Number(k) });
    } else out[path] = t('errors:invalidField');
  }
  return out;
}
