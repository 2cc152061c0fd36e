// A custom survey as its builder edits it (measurement §3 "Custom survey", §4 builder rules, §5
// validation), and the rules that say what a survey still lacks before it can be launched. The
// server refuses a launch with these rules and the builder lists the same ones in its
// missing-fields notice, so the two never disagree.

export const SURVEY_LANGUAGES = ['pt-BR', 'en-US', 'es-AR'] as const;
export type SurveyLanguage = (typeof SURVEY_LANGUAGES)[number];
/** A text per language; a language without a text has no entry. */
export type SurveyTexts = Partial<Record<SurveyLanguage, string>>;

export const QUESTION_TYPES = ['feedback', 'stars', 'nps', 'slide-number', 'select', 'multi-select'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** Types whose answers are the choices the builder writes (the others have a fixed scale or free text). */
export const CHOICE_TYPES: readonly QuestionType[] = ['select', 'multi-select'];

export const CLASSIFICATIONS = ['very-good', 'good', 'neutral', 'bad', 'very-bad'] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

export const PERIODS = ['weekly', 'biweekly', 'monthly', 'single'] as const;
export type SurveyPeriod = (typeof PERIODS)[number];

export const DISTRIBUTIONS = ['pillars', 'sequential'] as const;

/** What the list shows: draft, scheduled (launched, not yet started), active, closed; and the ready templates. */
export const SURVEY_STATUSES = ['draft', 'scheduled', 'active', 'closed', 'template'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

/** The pictures a pillar or an answer may show: drawn by the client, so a survey never links to an outside address. */
export const SURVEY_IMAGES = ['people', 'growth', 'communication', 'wellbeing', 'leadership', 'recognition', 'workplace', 'balance', 'learning', 'ideas'] as const;
export type SurveyImage = (typeof SURVEY_IMAGES)[number];

export const SURVEY_LIMITS = {
  title: 120,
  description: 1000,
  questionText: 500,
  answerText: 200,
  pillarLabel: 80,
  pillarDescription: 500,
  questions: 100,
  answers: 20,
  pillars: 20,
} as const;

export interface SurveyAnswerDraft {
  answer_id: string;
  text: SurveyTexts;
  classification: Classification | null;
  /** 0–10: what choosing it adds to the question's score when the question counts for score. */
  score: number | null;
  image: SurveyImage | null;
}

export interface SurveyQuestionDraft {
  question_id: string;
  type: QuestionType;
  /** The pillar's category_id, or null. */
  category: string | null;
  /** Counts for score (never for feedback or multi-select). */
  enableScore: boolean;
  text: SurveyTexts;
  /** The choices of select and multi-select; empty for the other types. */
  answers: SurveyAnswerDraft[];
  /** Multi-select: how many choices one person may pick at most; null for the other types. */
  maxChoices: number | null;
}

export interface SurveyPillarDraft {
  category_id: string;
  label: SurveyTexts;
  description: SurveyTexts;
  image: SurveyImage | null;
}

export interface SurveyDefinition {
  availableLanguages: SurveyLanguage[];
  title: SurveyTexts;
  description: SurveyTexts;
  period: SurveyPeriod;
  questionsDistribution: (typeof DISTRIBUTIONS)[number];
  /** Questions asked per cycle, or 'all' at once. */
  questionsQuantity: number | 'all';
  enableFeedbacks: boolean;
  mandatoryQuestions: boolean;
  pillars: SurveyPillarDraft[];
  questions: SurveyQuestionDraft[];
}

/** Who answers (surveyPublic). */
export interface SurveyAudience {
  sendToCompany: boolean;
  /** Groups with every subgroup. */
  groupsWithHierarchy: string[];
  /** Groups without their subgroups. */
  groupsOnly: string[];
  users: string[];
}

/** Who reads the results besides administrators and the creator (surveyAccess). */
export interface SurveyAccess {
  /** Team managers: each manager of the audience's groups reads their teams' results. */
  managersPermission: boolean;
  /** Individual managers who read every result of the survey. */
  users: string[];
}

/** When it starts: a wall-clock date and time in a time zone; an optional automatic end date (the last day it is open). */
export interface SurveyLaunch {
  date: string;
  time: string;
  timezone: string;
  endDate: string | null;
}

export interface SurveyDraft extends SurveyDefinition {
  surveyPublic: SurveyAudience;
  surveyAccess: SurveyAccess;
  launchConfiguration: SurveyLaunch | null;
}

/** One thing a survey lacks before launch: where (a path into the draft, as field errors name it) and a message key. */
export interface MissingField {
  path: string;
  key: MissingKey;
  /** The language a missing text is for. */
  language?: SurveyLanguage;
}

export type MissingKey =
  | 'languages'
  | 'title'
  | 'questions'
  | 'perCycle'
  | 'questionText'
  | 'answers'
  | 'answerText'
  | 'classification'
  | 'answerScore'
  | 'maxChoices'
  | 'pillarLabel'
  | 'audience'
  | 'launch'
  | 'endDate';

/** The English text of each missing field (the server's field errors; the builder translates by key). */
export const MISSING_MESSAGES: Record<MissingKey, string> = {
  languages: 'Choose at least one language',
  title: 'The title is missing',
  questions: 'Add at least one question',
  perCycle: 'Ask at least one question per cycle',
  questionText: 'The question text is missing',
  answers: 'A choice question needs at least two answers',
  answerText: 'The answer text is missing',
  classification: 'Every answer of a scored question needs a classification',
  answerScore: 'Every answer of a scored question needs a score from 0 to 10',
  maxChoices: 'Choose how many answers one person may pick (at most the number of answers)',
  pillarLabel: 'The pillar name is missing',
  audience: 'Choose who answers the survey',
  launch: 'Choose the launch date, time and time zone',
  endDate: 'The end date must come after the launch',
};

const blank = (text: string | undefined) => !text || text.trim() === '';

/** Everything the draft lacks before it can be launched, in the builder's order; none means it can be launched. */
export function missingFields(draft: SurveyDraft): MissingField[] {
  const out: MissingField[] = [];
  const langs = draft.availableLanguages;
  const texts = (path: string, value: SurveyTexts, key: MissingKey) => {
    for (const language of langs) if (blank(value[language])) out.push({ path: `${path}.${language}`, key, language });
  };
  if (langs.length === 0) out.push({ path: 'availableLanguages', key: 'languages' });
  texts('title', draft.title, 'title');
  draft.pillars.forEach((p, i) => texts(`pillars.${i}.label`, p.label, 'pillarLabel'));
  if (draft.questions.length === 0) out.push({ path: 'questions', key: 'questions' });
  if (draft.questionsQuantity !== 'all' && draft.questionsQuantity < 1) out.push({ path: 'questionsQuantity', key: 'perCycle' });
  draft.questions.forEach((q, i) => {
    texts(`questions.${i}.text`, q.text, 'questionText');
    if (!CHOICE_TYPES.includes(q.type)) return;
    if (q.answers.length < 2) out.push({ path: `questions.${i}.answers`, key: 'answers' });
    q.answers.forEach((a, j) => {
      texts(`questions.${i}.answers.${j}.text`, a.text, 'answerText');
      if (!q.enableScore) return;
      if (a.classification === null) out.push({ path: `questions.${i}.answers.${j}.classification`, key: 'classification' });
      if (a.score === null) out.push({ path: `questions.${i}.answers.${j}.score`, key: 'answerScore' });
    });
    if (q.type === 'multi-select' && (q.maxChoices === null || q.maxChoices < 1 || q.maxChoices > Math.max(1, q.answers.length)))
      out.push({ path: `questions.${i}.maxChoices`, key: 'maxChoices' });
  });
  const a = draft.surveyPublic;
  if (!a.sendToCompany && a.groupsWithHierarchy.length + a.groupsOnly.length + a.users.length === 0) out.push({ path: 'surveyPublic', key: 'audience' });
  const launch = draft.launchConfiguration;
  if (!launch) out.push({ path: 'launchConfiguration', key: 'launch' });
  else if (launch.endDate !== null && launch.endDate < launch.date) out.push({ path: 'launchConfiguration.endDate', key: 'endDate' });
  return out;
}

/** Whether a question of this type may count for score: feedback is free text, and several choices have no one score. */
export const scorable = (type: QuestionType) => type !== 'feedback' && type !== 'multi-select';

/** A new, empty draft in these languages. */
export function emptyDraft(languages: SurveyLanguage[]): SurveyDraft {
  const none = () => Object.fromEntries(languages.map((l) => [l, ''])) as SurveyTexts;
  return {
    availableLanguages: [...languages],
    title: none(),
    description: none(),
    period: 'single',
    questionsDistribution: 'sequential',
    questionsQuantity: 'all',
    enableFeedbacks: true,
    mandatoryQuestions: false,
    pillars: [],
    questions: [],
    surveyPublic: { sendToCompany: false, groupsWithHierarchy: [], groupsOnly: [], users: [] },
    surveyAccess: { managersPermission: false, users: [] },
    launchConfiguration: null,
  };
}

/** The builder's language rule: an added language gets empty texts, a removed one loses its texts everywhere. */
export function withLanguages(draft: SurveyDraft, languages: SurveyLanguage[]): SurveyDraft {
  const keep = SURVEY_LANGUAGES.filter((l) => languages.includes(l));
  const texts = (value: SurveyTexts): SurveyTexts => Object.fromEntries(keep.map((l) => [l, value[l] ?? '']));
  return {
    ...draft,
    availableLanguages: keep,
    title: texts(draft.title),
    description: texts(draft.description),
    pillars: draft.pillars.map((p) => ({ ...p, label: texts(p.label), description: texts(p.description) })),
    questions: draft.questions.map((q) => ({ ...q, text: texts(q.text), answers: q.answers.map((a) => ({ ...a, text: texts(a.text) })) })),
  };
}

/** The builder's type rule: a multi-select or feedback question stops counting for score; only choice types keep answers. */
export function withType(question: SurveyQuestionDraft, type: QuestionType): SurveyQuestionDraft {
  const choices = CHOICE_TYPES.includes(type);
  return {
    ...question,
    type,
    enableScore: scorable(type) && question.enableScore,
    answers: choices ? question.answers : [],
    maxChoices: type === 'multi-select' ? (question.maxChoices ?? Math.max(1, question.answers.length)) : null,
  };
}

/** The builder's pillar rule: removing a pillar clears it from its questions. */
export function withoutPillar(draft: SurveyDraft, categoryId: string): SurveyDraft {
  return {
    ...draft,
    pillars: draft.pillars.filter((p) => p.category_id !== categoryId),
    questions: draft.questions.map((q) => (q.category === categoryId ? { ...q, category: null } : q)),
  };
}

/** Moves the item at `from` to `to` (reordering pillars, questions and answers). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const out = [...items];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item!);
  return out;
}
