import { z } from 'zod';
import {
  CLASSIFICATIONS,
  DISTRIBUTIONS,
  PERIODS,
  QUESTION_TYPES,
  SURVEY_IMAGES,
  SURVEY_LANGUAGES,
  SURVEY_LIMITS as L,
  SURVEY_STATUSES,
} from '../../../domain/custom-survey.js';
import { blankToUndefined, ZCount, ZDateInstant, ZDay, zId, ZUuid } from '../../lib/schemas.js';
import { ZOffset, zLimit } from '../attributes/attributes.schemas.js';

// The edge of custom surveys (measurement §3, §5, §7): the builder's draft as the web client and
// the legacy client send it, and the survey as both read it. A draft may be incomplete; what a
// launch needs is domain/custom-survey.ts missingFields, checked by the service.

const ZLang = z.enum(SURVEY_LANGUAGES);
const texts = (max: number) => z.partialRecord(ZLang, z.string().max(max, `At most ${max} characters`)).default({});
/** Ids the builder gives its pillars, questions and answers (kept by the server as they come). */
const ZLocalId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Letters, digits, _ and - only (at most 40)');
const ZImage = z.enum(SURVEY_IMAGES).nullable().default(null);

const ZAnswer = z.object({
  answer_id: ZLocalId,
  text: texts(L.answerText),
  classification: z.enum(CLASSIFICATIONS).nullable().default(null),
  score: z.number().min(0, 'From 0 to 10').max(10, 'From 0 to 10').nullable().default(null),
  image: ZImage,
});

const ZQuestion = z.object({
  question_id: ZLocalId,
  type: z.enum(QUESTION_TYPES).default('feedback'),
  category: ZLocalId.nullable().default(null),
  enableScore: z.boolean().default(false),
  text: texts(L.questionText),
  answers: z.array(ZAnswer).max(L.answers, `At most ${L.answers} answers`).default([]),
  maxChoices: z.number().int().min(1).max(L.answers).nullable().default(null),
});

const ZPillar = z.object({
  category_id: ZLocalId,
  label: texts(L.pillarLabel),
  description: texts(L.pillarDescription),
  image: ZImage,
});

const ZTimeZone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz.length <= 64;
  } catch {
    return false;
  }
}, 'Unknown time zone');

const ZLaunch = z.object({
  date: ZDay,
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time as HH:mm'),
  timezone: ZTimeZone,
  endDate: ZDay.nullable().default(null),
});

const unique = (ids: string[]) => new Set(ids).size === ids.length;
const ZIds = z.array(zId('Unknown id')).max(2000).default([]);

/** The draft as the builder sends it; `status` asks for a launch (scheduled or active) or keeps a draft. */
export const ZSurveyBody = z
  .object({
    availableLanguages: z.array(ZLang).max(3).default(['pt-BR', 'en-US', 'es-AR']),
    title: texts(L.title),
    description: texts(L.description),
    period: z.enum(PERIODS).default('single'),
    questionsDistribution: z.enum(DISTRIBUTIONS).default('sequential'),
    questionsQuantity: z.union([z.literal('all'), z.number().int().min(0).max(L.questions)]).default('all'),
    enableFeedbacks: z.boolean().default(true),
    mandatoryQuestions: z.boolean().default(false),
    pillars: z.array(ZPillar).max(L.pillars, `At most ${L.pillars} pillars`).default([]),
    questions: z.array(ZQuestion).max(L.questions, `At most ${L.questions} questions`).default([]),
    surveyPublic: z
      .object({ sendToCompany: z.boolean().default(false), groupsWithHierarchy: ZIds, groupsOnly: ZIds, users: ZIds })
      .default({ sendToCompany: false, groupsWithHierarchy: [], groupsOnly: [], users: [] }),
    surveyAccess: z.object({ managersPermission: z.boolean().default(false), users: ZIds }).default({ managersPermission: false, users: [] }),
    launchConfiguration: ZLaunch.nullable().default(null),
    status: z.enum(['draft', 'scheduled', 'active']).default('draft'),
  })
  .superRefine((body, ctx) => {
    const twice = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (!unique(body.availableLanguages)) twice(['availableLanguages'], 'A language is listed twice');
    if (!unique(body.pillars.map((p) => p.category_id))) twice(['pillars'], 'Two pillars share an id');
    if (!unique(body.questions.map((q) => q.question_id))) twice(['questions'], 'Two questions share an id');
    body.questions.forEach((q, i) => {
      if (!unique(q.answers.map((a) => a.answer_id))) twice(['questions', i, 'answers'], 'Two answers share an id');
    });
  });
export type TSurveyBody = z.output<typeof ZSurveyBody>;

export const ZSurveyIdInput = z.object({ id: zId('Unknown survey') });
export const ZCreateSurveyInput = z.object({ customSurvey: ZSurveyBody });
export const ZUpdateSurveyInput = z.object({ id: zId('Unknown survey'), customSurvey: ZSurveyBody });

export const ZListSurveysInput = z
  .object({
    offset: ZOffset,
    limit: zLimit(10, 100),
    status: z.preprocess(blankToUndefined, z.enum(SURVEY_STATUSES).optional()),
    title: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  })
  .default({ offset: 0, limit: 10, status: undefined, title: undefined });
export type TListSurveysInput = z.output<typeof ZListSurveysInput>;

// Answers. Strict: every field the server sends is named here.
const outTexts = z.partialRecord(ZLang, z.string());
const ZAnswerView = z.strictObject({
  answer_id: z.string(),
  text: outTexts,
  classification: z.enum(CLASSIFICATIONS).nullable(),
  score: z.number().nullable(),
  image: z.enum(SURVEY_IMAGES).nullable(),
});
const ZQuestionView = z.strictObject({
  question_id: z.string(),
  type: z.enum(QUESTION_TYPES),
  category: z.string().nullable(),
  enableScore: z.boolean(),
  text: outTexts,
  answers: z.array(ZAnswerView),
  maxChoices: z.number().int().nullable(),
});
const ZPillarView = z.strictObject({
  category_id: z.string(),
  label: outTexts,
  description: outTexts,
  image: z.enum(SURVEY_IMAGES).nullable(),
  /** Its questions' ids, in the survey's order. */
  questions: z.array(z.string()),
});
const ZPerson = z.strictObject({ id: ZUuid, name: z.string() });

const ZSurveyState = {
  id: ZUuid,
  status: z.enum(SURVEY_STATUSES),
  isTemplate: z.boolean(),
  title: outTexts,
  availableLanguages: z.array(ZLang),
  period: z.enum(PERIODS),
  /** The creator; null for a ready template. */
  creator: ZPerson.nullable(),
  createdAt: ZDateInstant,
  /** When the status last changed (launch, start, close). */
  statusUpdate: ZDateInstant,
  /** When the first cycle starts (or started); null for a draft. */
  launchAt: ZDateInstant.nullable(),
  /** When the next cycle starts; null when none will (a single shot that started, a closed survey). */
  nextSurveyDate: ZDateInstant.nullable(),
  /** When it closes or closed: the automatic end, or the day someone closed it. */
  closesAt: ZDateInstant.nullable(),
  questionCount: ZCount,
  /** What the caller may do with it (the list's row actions). */
  canEdit: z.boolean(),
  canReadResults: z.boolean(),
};

export const ZSurveyRow = z.strictObject(ZSurveyState);
export const ZListSurveysOutput = z.strictObject({ customSurveys: z.array(ZSurveyRow), total: ZCount });

export const ZSurveyView = z.strictObject({
  ...ZSurveyState,
  description: outTexts,
  questionsDistribution: z.enum(DISTRIBUTIONS),
  questionsQuantity: z.union([z.literal('all'), ZCount]),
  enableFeedbacks: z.boolean(),
  mandatoryQuestions: z.boolean(),
  pillars: z.array(ZPillarView),
  questions: z.array(ZQuestionView),
  surveyPublic: z.strictObject({ sendToCompany: z.boolean(), groupsWithHierarchy: z.array(ZUuid), groupsOnly: z.array(ZUuid), users: z.array(ZUuid) }),
  surveyAccess: z.strictObject({ managersPermission: z.boolean(), users: z.array(ZUuid) }),
  launchConfiguration: z.strictObject({ date: ZDay, time: z.string(), timezone: z.string(), endDate: ZDay.nullable() }).nullable(),
  /** Names of the audience's groups and people and of the managers given access, for the builder's chips. */
  names: z.record(z.string(), z.string()),
});
export type TSurveyView = z.input<typeof ZSurveyView>;
export type TSurveyRow = z.input<typeof ZSurveyRow>;

export const ZDeleteSurveyOutput = z.strictObject({ id: ZUuid, deleted: z.literal(true) });
