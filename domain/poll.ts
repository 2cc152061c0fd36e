import { SURVEY_LANGUAGES, type SurveyAccess, type SurveyAudience, type SurveyDefinition, type SurveyQuestionDraft, type SurveyTexts } from './custom-survey.js';

// Custom polls (measurement §3 "Custom poll", §4, §5, §9): a leader's short questionnaire to a group,
// its subgroups or the company. A poll is stored and measured as a one-cycle custom survey (an
// instance of the custom-survey instrument: the same sealed sends, release in blocks of k and
// engine gate); what the poll's author wrote is kept as written beside it (`poll` of the row) and
// its survey definition is derived from it on every write (toDefinition).

export const POLL_QUESTION_TYPES = ['radio-string', 'slide-number', 'paragraph'] as const;
export type PollQuestionType = (typeof POLL_QUESTION_TYPES)[number];
export const POLL_SENDERS = ['owner', 'company'] as const;
export type PollSender = (typeof POLL_SENDERS)[number];
export const POLL_ACCESS_LEVELS = ['open', 'restricted'] as const;
export type PollAccessLevel = (typeof POLL_ACCESS_LEVELS)[number];
/** Owner side: draft, active (ongoing), closed (archived). */
export const POLL_STATUSES = ['draft', 'active', 'closed'] as const;
export type PollStatus = (typeof POLL_STATUSES)[number];
/**
 * The lists (GET /polls/:owner/:status): the owner's and others' by status; onGoing and done for
 * people who answer; shared, the polls whose results were shared with a group the reader belongs to.
 */
export const POLL_OWNERS = ['my', 'others'] as const;
export const POLL_LIST_STATUSES = ['active', 'drafts', 'closed', 'onGoing', 'done', 'shared'] as const;

export const POLL_LIMITS = { title: 120, description: 1000, questionText: 500, option: 200, label: 60, questions: 20, options: 10, viewers: 100, groups: 200 } as const;
/** 0 to 10 (measurement §9). */
export const POLL_SCALE = { min: 0, max: 10 } as const;
/** How long the answer screen keeps what was sent before it clears it (measurement §9). */
export const POLL_CLEANUP_MS = 3_000;
/** The one text of a refused draft or send (measurement §5). */
export const POLL_INCOMPLETE = 'Check that all fields are completed';

export interface PollQuestion {
  /** The author's id for the question (letters, digits, _ and -). */
  question_id: string;
  question_type: PollQuestionType;
  question_text: string;
  /** The choices of radio-string (two or more); empty for the other types. */
  options: string[];
  /** The ends of the slide-number scale (0 and 10); empty for the other types. */
  lower_label: string;
  upper_label: string;
  /** The prompt of the optional paragraph comment that follows the question; null when it has none. */
  comment: string | null;
}

export interface PollFields {
  title: string;
  description: string;
  sender: PollSender;
  access_level: PollAccessLevel;
  /** The whole company answers (groups then ignored). */
  company: boolean;
  /** The groups that answer, each with its subgroups. */
  groups: string[];
  /** People who read every result besides administrators and the owner. */
  viewers: string[];
  questions: PollQuestion[];
}

const blank = (s: string | null | undefined) => !s || s.trim() === '';

/** Whether a question is complete: its text, and per type its options or labels, and a comment's prompt when it has a comment. */
export function questionValid(q: PollQuestion): boolean {
  if (blank(q.question_text)) return false;
  if (q.comment !== null && blank(q.comment)) return false;
  if (q.question_type === 'radio-string') return q.options.length >= 2 && q.options.every((o) => !blank(o));
  if (q.question_type === 'slide-number') return !blank(q.lower_label) && !blank(q.upper_label);
  return true;
}

/** The fields a poll lacks to be saved or sent (measurement §5: drafts and sends alike), as paths the field errors name. */
export function missingPollFields(p: PollFields): string[] {
  const out: string[] = [];
  if (blank(p.title)) out.push('title');
  if (!p.company && p.groups.length === 0) out.push('groups');
  if (p.questions.length === 0) out.push('questions');
  p.questions.forEach((q, i) => {
    if (!questionValid(q)) out.push(`questions.${i}`);
  });
  return out;
}

/** The id of the comment question that follows a question (a feedback question of the survey). */
export const commentId = (questionId: string) => `${questionId}-comment`;

const everyLanguage = (text: string): SurveyTexts => Object.fromEntries(SURVEY_LANGUAGES.map((l) => [l, text]));
/** The answer id of a radio-string option: its position from 1. */
export const optionId = (index: number) => `o${index + 1}`;

function surveyQuestion(q: PollQuestion): SurveyQuestionDraft {
  const base = { question_id: q.question_id, category: null, text: everyLanguage(q.question_text), maxChoices: null };
  switch (q.question_type) {
    case 'radio-string':
      return {
        ...base,
        type: 'select',
        enableScore: false,
        answers: q.options.map((o, i) => ({ answer_id: optionId(i), text: everyLanguage(o), classification: null, score: null, image: null })),
      };
    case 'slide-number':
      return { ...base, type: 'slide-number', enableScore: true, answers: [] };
    case 'paragraph':
      return { ...base, type: 'feedback', enableScore: false, answers: [] };
  }
}

/** The poll as the custom survey it is measured as: one cycle, every question at once, a comment a feedback question after its question. */
export function toDefinition(p: PollFields): SurveyDefinition {
  return {
    availableLanguages: [...SURVEY_LANGUAGES],
    title: everyLanguage(p.title),
    description: everyLanguage(p.description),
    period: 'single',
    questionsDistribution: 'sequential',
    questionsQuantity: 'all',
    enableFeedbacks: false,
    mandatoryQuestions: false,
    pillars: [],
    questions: p.questions.flatMap((q) => [
      surveyQuestion(q),
      ...(q.comment === null
        ? []
        : [
            {
              question_id: commentId(q.question_id),
              type: 'feedback' as const,
              category: null,
              enableScore: false,
              text: everyLanguage(q.comment),
              answers: [],
              maxChoices: null,
            },
          ]),
    ]),
  };
}

export const toAudience = (p: PollFields): SurveyAudience => ({ sendToCompany: p.company, groupsWithHierarchy: p.company ? [] : p.groups, groupsOnly: [], users: [] });
/** Open: the audience's managers read their teams' results; restricted: only administrators, the owner and the viewers. */
export const toAccess = (p: PollFields): SurveyAccess => ({ managersPermission: p.access_level === 'open', users: p.viewers });
