import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import { POLL_INCOMPLETE, type PollFields, type PollQuestion, type PollQuestionType } from '../../../domain/poll';
import { fieldErrorsOf } from '../../lib/trpc';
import { serverErrorTexts } from '../custom-surveys/builder-errors';
import type { PollView, WizardStep } from './poll-queries';

// The wizard's poll as it is being written, where each of its fields is (step and input id, by the
// paths missingPollFields and the server's field errors name them) and what to say about them.

export const emptyPoll = (): PollFields => ({
  title: '',
  description: '',
  sender: 'owner',
  access_level: 'open',
  company: false,
  groups: [],
  viewers: [],
  questions: [],
});

export const fromView = (view: PollView): PollFields => ({
  title: view.title,
  description: view.description,
  sender: view.sender,
  access_level: view.access_level,
  company: view.company,
  groups: view.groups,
  viewers: view.viewers,
  questions: view.questions.map(({ isValid: _valid, ...q }) => q),
});

let made = 0;
/** A new question of a type: radio-string starts with the two options it needs at least. */
export function newQuestion(type: PollQuestionType): PollQuestion {
  made += 1;
  return {
    question_id: `q${Date.now().toString(36)}${made}`,
    question_type: type,
    question_text: '',
    options: type === 'radio-string' ? ['', ''] : [],
    lower_label: '',
    upper_label: '',
    comment: null,
  };
}

/** A type change keeps the text and the comment, and gives the new type what it needs. */
export function retype(q: PollQuestion, type: PollQuestionType): PollQuestion {
  const options = type === 'radio-string' ? (q.options.length >= 2 ? q.options : ['', '']) : [];
  return { ...q, question_type: type, options, lower_label: type === 'slide-number' ? q.lower_label : '', upper_label: type === 'slide-number' ? q.upper_label : '' };
}

/** The id of the input for a path. */
export const fieldId = (path: string) => `pl-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** The step a path's field is on. */
export function stepOf(path: string): WizardStep {
  if (path.startsWith('questions')) return 3;
  if (['groups', 'groups_input', 'company', 'viewers', 'access_level'].some((p) => path === p || path.startsWith(`${p}.`))) return 2;
  return 1;
}

/** What a missing field lacks, in the reader's language. */
export function missingText(t: TFunction, path: string): string {
  const question = /^questions\.(\d+)/.exec(path);
  if (question) return t('polls:missing.question', { n: Number(question[1]) + 1 });
  if (path === 'title' || path === 'groups' || path === 'questions') return t(`polls:missing.${path}`);
  return t('polls:missing.field');
}

/** A refused save's field errors by path: the spec's "complete every field" per field, the rest as custom surveys say them. */
export function refusalTexts(t: TFunction, error: unknown): Record<string, string> {
  const out = serverErrorTexts(t, error);
  for (const [path, messages] of Object.entries(fieldErrorsOf(error))) if (messages[0] === POLL_INCOMPLETE) out[path] = missingText(t, path);
  return out;
}

/** What every step of the wizard reads and changes. */
export interface WizardApi {
  poll: PollFields;
  /** Changes the poll; `paths` are the fields changed, whose errors then go. */
  update: (change: (poll: PollFields) => PollFields, ...paths: string[]) => void;
  names: Record<string, string>;
  addName: (id: string, name: string) => void;
  isAdmin: boolean;
  /** The error to show beside a field, if any. */
  errorFor: (path: string) => string | null;
}

export const WizardContext = createContext<WizardApi | null>(null);

export function useWizard(): WizardApi {
  const api = useContext(WizardContext);
  if (!api) throw new Error('useWizard outside the poll wizard');
  return api;
}
