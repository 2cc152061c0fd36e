import type { SurveyDefinition } from '../../../domain/custom-survey.js';
import { canEdit, canReadResults, type SurveysCtx, type Tree } from './custom-surveys.access.js';
import type { PersonRow, SurveyRow } from './custom-surveys.queries.js';
import { cycleAt, statusAt } from './custom-surveys.rules.js';
import type { TSurveyRow, TSurveyView } from './custom-surveys.schemas.js';
import type { SurveyTemplate } from './custom-surveys.templates.js';

// What the list and the builder read of a survey (or of a ready template): its state at the
// request's instant and what the caller may do with it.

/** A template reads as a survey nobody made, never launched, that anyone building surveys may use. */
const TEMPLATE_MADE = new Date('2026-11-01T00:00:00Z');

export function listRow(s: SurveyRow, ctx: SurveysCtx, tree: Tree, now: Date): TSurveyRow {
  const d = s.definition;
  const closesAt = s.closed_at ?? s.ends_at;
  return {
    id: s.id,
    status: statusAt(s, now),
    isTemplate: false,
    title: d.title,
    availableLanguages: d.availableLanguages,
    period: d.period,
    creator: s.creator_id ? { id: s.creator_id, name: s.creator_name ?? '' } : null,
    createdAt: s.created_at,
    statusUpdate: s.status_updated_at,
    launchAt: s.launch_at,
    nextSurveyDate: cycleAt(s, d.period, now).next,
    closesAt,
    questionCount: d.questions.length,
    canEdit: canEdit(ctx, s),
    canReadResults: canReadResults(ctx, s, tree),
  };
}

export function templateRow(t: SurveyTemplate): TSurveyRow {
  const d = t.definition;
  return {
    id: t.id,
    status: 'template',
    isTemplate: true,
    title: d.title,
    availableLanguages: d.availableLanguages,
    period: d.period,
    creator: null,
    createdAt: TEMPLATE_MADE,
    statusUpdate: TEMPLATE_MADE,
    launchAt: null,
    nextSurveyDate: null,
    closesAt: null,
    questionCount: d.questions.length,
    canEdit: false,
    canReadResults: false,
  };
}

function definitionView(d: SurveyDefinition) {
  return {
    description: d.description,
    questionsDistribution: d.questionsDistribution,
    questionsQuantity: d.questionsQuantity,
    enableFeedbacks: d.enableFeedbacks,
    mandatoryQuestions: d.mandatoryQuestions,
    pillars: d.pillars.map((p) => ({ ...p, questions: d.questions.filter((q) => q.category === p.category_id).map((q) => q.question_id) })),
    questions: d.questions.map((q) => ({ ...q, answers: q.answers.map((a) => ({ ...a })) })),
  };
}

export function surveyView(s: SurveyRow, ctx: SurveysCtx, tree: Tree, people: Map<string, PersonRow>, now: Date): TSurveyView {
  const names: Record<string, string> = {};
  for (const id of [...s.audience.groupsWithHierarchy, ...s.audience.groupsOnly]) {
    const name = tree.names.get(id);
    if (name !== undefined) names[id] = name;
  }
  for (const id of [...s.audience.users, ...s.access.users]) {
    const person = people.get(id);
    if (person) names[id] = person.name;
  }
  return {
    ...listRow(s, ctx, tree, now),
    ...definitionView(s.definition),
    surveyPublic: s.audience,
    surveyAccess: s.access,
    launchConfiguration: s.launch,
    names,
  };
}

export function templateView(t: SurveyTemplate): TSurveyView {
  return {
    ...templateRow(t),
    ...definitionView(t.definition),
    surveyPublic: { sendToCompany: false, groupsWithHierarchy: [], groupsOnly: [], users: [] },
    surveyAccess: { managersPermission: false, users: [] },
    launchConfiguration: null,
    names: {},
  };
}
