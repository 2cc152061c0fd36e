import type { TFunction } from 'i18next';
import { fieldErrorsOf } from '../../lib/trpc';

// The six rules of measurement §5 for an action plan, checked here before sending and by the
// server after: either way the reader sees them in their language, next to the field they are about.

export type PlanField = 'title' | 'metric' | 'tasks' | 'groupId' | 'expiresAt' | 'goal';
export type PlanErrors = Partial<Record<PlanField, string>>;

export interface PlanDraft {
  title: string;
  description: string;
  metric: string;
  /** 'company', a group id, or '' while none is chosen. */
  groupId: string;
  /** YYYY-MM-DD as the date input gives it ('' when empty or unreadable). */
  expiresAt: string;
  /** As typed; '' for no goal. */
  goal: string;
  tasks: { text: string; done: boolean }[];
  templateId: string | null;
}

type Rule = 'titleEmpty' | 'metricMissing' | 'tasksEmpty' | 'groupMissing' | 'dateInvalid' | 'goalBelowScore' | 'goalRange';

// The server's messages (the spec's English texts, exactly), by the field and rule they stand for.
const SERVER_RULES: Record<string, [PlanField, Rule]> = {
  'The title field is empty.': ['title', 'titleEmpty'],
  'You have to select a metric.': ['metric', 'metricMissing'],
  'At least one task must be filled.': ['tasks', 'tasksEmpty'],
  'You have to select a group.': ['groupId', 'groupMissing'],
  "The date field is invalid or it's less than today": ['expiresAt', 'dateInvalid'],
  "The goal can't be smaller than selected pillar score": ['goal', 'goalBelowScore'],
};
const FIELDS: readonly PlanField[] = ['title', 'metric', 'tasks', 'groupId', 'expiresAt', 'goal'];

const ruleText = (t: TFunction, rule: Rule) => t(`actionPlans:errors.${rule}`);

/** Blank tasks are dropped before sending (measurement §5). */
export const filledTasks = (tasks: PlanDraft['tasks']) => tasks.map((task) => ({ ...task, text: task.text.trim() })).filter((task) => task.text !== '');

/** Today in the reader's own calendar, as the date input writes days. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00`);
  date.setDate(date.getDate() + days);
  return today(date);
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The goal as a number, null when none was typed, NaN when what was typed is no number. */
export const goalOf = (goal: string): number | null => (goal.trim() === '' ? null : Number(goal.replace(',', '.')));

/**
 * The form's own checks. `editing` checks only what an edit can change (title and tasks);
 * `groupRequired` is a manager's (administrators may leave the whole company); `currentScore` is the
 * chosen pillar's score in the chosen group, when known.
 */
export function checkPlan(
  t: TFunction,
  draft: PlanDraft,
  { editing, groupRequired, currentScore }: { editing: boolean; groupRequired: boolean; currentScore: number | null },
): PlanErrors {
  const errors: PlanErrors = {};
  if (!draft.title.trim()) errors.title = ruleText(t, 'titleEmpty');
  if (filledTasks(draft.tasks).length === 0) errors.tasks = ruleText(t, 'tasksEmpty');
  if (editing) return errors;
  if (!draft.metric) errors.metric = ruleText(t, 'metricMissing');
  if (!draft.groupId || (groupRequired && draft.groupId === 'company')) errors.groupId = ruleText(t, 'groupMissing');
  if (!isDay(draft.expiresAt) || draft.expiresAt < today()) errors.expiresAt = ruleText(t, 'dateInvalid');
  const goal = goalOf(draft.goal);
  if (goal !== null && (Number.isNaN(goal) || goal < 0 || goal > 10)) errors.goal = ruleText(t, 'goalRange');
  else if (goal !== null && currentScore !== null && goal < currentScore) errors.goal = ruleText(t, 'goalBelowScore');
  return errors;
}

/** A refused save's field errors in the reader's language, each at the field its rule is about. */
export function serverPlanErrors(t: TFunction, error: unknown): PlanErrors {
  const errors: PlanErrors = {};
  for (const [path, messages] of Object.entries(fieldErrorsOf(error))) {
    const known = SERVER_RULES[messages[0] ?? ''];
    if (known) errors[known[0]] = ruleText(t, known[1]);
    else {
      const field = FIELDS.find((f) => path === f || path.startsWith(`${f}.`));
      if (field) errors[field] ??= t('errors:invalidField');
    }
  }
  return errors;
}
