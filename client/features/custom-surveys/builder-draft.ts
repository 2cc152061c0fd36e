import {
  emptyDraft,
  SURVEY_LANGUAGES,
  withLanguages,
  type SurveyAnswerDraft,
  type SurveyDraft,
  type SurveyLanguage,
  type SurveyPillarDraft,
  type SurveyQuestionDraft,
  type SurveyTexts,
} from '../../../domain/custom-survey';
import type { SurveyView } from './survey-queries';

// The builder's draft: made from the survey the server sent, or new in the interface language,
// and the pieces the builder adds. The rules for changing it are domain/custom-survey.ts's.

/** What the builder edits and keeps: the draft and the names of the groups and people it names. */
export interface Snapshot {
  draft: SurveyDraft;
  names: Record<string, string>;
}

export const isSurveyLanguage = (value: string): value is SurveyLanguage => (SURVEY_LANGUAGES as readonly string[]).includes(value);

/** A new survey starts in the interface language alone; more are a checkbox away. */
export const newDraft = (language: string): SurveyDraft => emptyDraft([isSurveyLanguage(language) ? language : 'en-US']);

/** The server leaves out a language's empty texts: every available language gets its field back ('' where none). */
export function draftOfView(view: SurveyView): SurveyDraft {
  const draft: SurveyDraft = {
    availableLanguages: view.availableLanguages,
    title: view.title,
    description: view.description,
    period: view.period,
    questionsDistribution: view.questionsDistribution,
    questionsQuantity: view.questionsQuantity,
    enableFeedbacks: view.enableFeedbacks,
    mandatoryQuestions: view.mandatoryQuestions,
    pillars: view.pillars.map(({ questions: _questions, ...pillar }) => pillar),
    questions: view.questions,
    surveyPublic: view.surveyPublic,
    surveyAccess: view.surveyAccess,
    launchConfiguration: view.launchConfiguration,
  };
  return withLanguages(draft, draft.availableLanguages);
}

/** Whether the builder may change a survey: its maker or an administrator, before it starts. */
export const editable = (view: SurveyView) => view.canEdit && (view.status === 'draft' || view.status === 'scheduled');

/** Ids the builder gives what it adds (the server keeps them: letters, digits and - only). */
export const localId = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

const emptyTexts = (languages: readonly SurveyLanguage[]): SurveyTexts => Object.fromEntries(languages.map((l) => [l, '']));

export const newPillar = (languages: readonly SurveyLanguage[]): SurveyPillarDraft => ({
  category_id: localId('p'),
  label: emptyTexts(languages),
  description: emptyTexts(languages),
  image: null,
});

export const newAnswer = (languages: readonly SurveyLanguage[]): SurveyAnswerDraft => ({
  answer_id: localId('a'),
  text: emptyTexts(languages),
  classification: null,
  score: null,
  image: null,
});

/** A new question: feedback, the spec's default type. */
export const newQuestion = (languages: readonly SurveyLanguage[]): SurveyQuestionDraft => ({
  question_id: localId('q'),
  type: 'feedback',
  category: null,
  enableScore: false,
  text: emptyTexts(languages),
  answers: [],
  maxChoices: null,
});
