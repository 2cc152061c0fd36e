import { TZDate } from '@date-fns/tz';
import {
  CHOICE_TYPES,
  scorable,
  SURVEY_LANGUAGES,
  type SurveyAudience,
  type SurveyDefinition,
  type SurveyLaunch,
  type SurveyPeriod,
  type SurveyStatus,
  type SurveyTexts,
} from '../../../domain/custom-survey.js';
import type { TSurveyBody } from './custom-surveys.schemas.js';

// The rules of a custom survey that need no database: what a saved draft keeps, its status at an
// instant, and the instants of its launch, end and cycles in its own time zone.

/** The texts of the available languages, trimmed; an empty text is removed for its language (measurement §5). */
function clean(texts: SurveyTexts, languages: readonly string[]): SurveyTexts {
  const out: SurveyTexts = {};
  for (const language of SURVEY_LANGUAGES) {
    const text = texts[language]?.trim();
    if (text && languages.includes(language)) out[language] = text;
  }
  return out;
}

/**
 * What a save keeps of the builder's draft: texts of the available languages only; a question's
 * category only when that pillar exists; answers only for choice questions; scoring only where
 * the type allows it (the builder's rules, applied again here for the legacy client and any other caller).
 */
export function definitionOf(body: TSurveyBody): SurveyDefinition {
  const langs = SURVEY_LANGUAGES.filter((l) => body.availableLanguages.includes(l));
  const pillars = body.pillars.map((p) => ({ category_id: p.category_id, label: clean(p.label, langs), description: clean(p.description, langs), image: p.image }));
  const pillarIds = new Set(pillars.map((p) => p.category_id));
  return {
    availableLanguages: langs,
    title: clean(body.title, langs),
    description: clean(body.description, langs),
    period: body.period,
    questionsDistribution: body.questionsDistribution,
    questionsQuantity: body.questionsQuantity,
    enableFeedbacks: body.enableFeedbacks,
    mandatoryQuestions: body.mandatoryQuestions,
    pillars,
    questions: body.questions.map((q) => {
      const choices = CHOICE_TYPES.includes(q.type);
      return {
        question_id: q.question_id,
        type: q.type,
        category: q.category !== null && pillarIds.has(q.category) ? q.category : null,
        enableScore: scorable(q.type) && q.enableScore,
        text: clean(q.text, langs),
        answers: choices ? q.answers.map((a) => ({ ...a, text: clean(a.text, langs) })) : [],
        maxChoices: q.type === 'multi-select' ? q.maxChoices : null,
      };
    }),
  };
}

/** The audience without an id twice (the order kept). */
export const audienceOf = (a: TSurveyBody['surveyPublic']): SurveyAudience => ({
  sendToCompany: a.sendToCompany,
  groupsWithHierarchy: [...new Set(a.groupsWithHierarchy)],
  groupsOnly: [...new Set(a.groupsOnly)].filter((id) => !a.groupsWithHierarchy.includes(id)),
  users: [...new Set(a.users)],
});

/** The instant a wall-clock day and time stand for in a time zone. */
function instantIn(day: string, time: string, timezone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, timezone).getTime());
}

/** When the first cycle starts. */
export const launchInstant = (launch: SurveyLaunch) => instantIn(launch.date, launch.time, launch.timezone);

/** When an automatic end closes the survey: the end of its last day (the next day's midnight) in the launch's time zone. */
export function endInstant(launch: SurveyLaunch): Date | null {
  if (!launch.endDate) return null;
  const [y, m, d] = launch.endDate.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d + 1, 0, 0, 0, launch.timezone).getTime());
}

export interface Timing {
  launch_at: Date | null;
  ends_at: Date | null;
  closed_at: Date | null;
}

/** The status at an instant: it follows from the stored instants, never from a job that might not have run. */
export function statusAt(t: Timing, now: Date): Exclude<SurveyStatus, 'template'> {
  if (t.closed_at && t.closed_at <= now) return 'closed';
  if (!t.launch_at) return 'draft';
  if (t.ends_at && t.ends_at <= now) return 'closed';
  return t.launch_at > now ? 'scheduled' : 'active';
}

const STEP: Record<Exclude<SurveyPeriod, 'single'>, { days?: number; months?: number }> = {
  weekly: { days: 7 },
  biweekly: { days: 14 },
  monthly: { months: 1 },
};

/** The start of cycle `n` (0 at the launch instant `first`), counted on the calendar of the launch's time zone. */
export function cycleStart(first: Date, timezone: string, period: SurveyPeriod, n: number): Date {
  if (period === 'single' || n === 0) return first;
  const step = STEP[period];
  const start = new TZDate(first.getTime(), timezone);
  const at = new TZDate(first.getTime(), timezone);
  if (step.days) at.setDate(start.getDate() + step.days * n);
  else {
    // The same day of the month, or the month's last day when it has fewer (a launch on the 31st).
    at.setDate(1);
    at.setMonth(start.getMonth() + n);
    const last = new TZDate(at.getFullYear(), at.getMonth() + 1, 0, 0, 0, 0, timezone).getDate();
    at.setDate(Math.min(start.getDate(), last));
  }
  return new Date(at.getTime());
}

/** The cycle running at `now` (0 before the launch), and when the next one starts (null when none will). */
export function cycleAt(t: Timing & { launch: SurveyLaunch | null }, period: SurveyPeriod, now: Date): { cycle: number; next: Date | null } {
  const status = statusAt(t, now);
  if (!t.launch || !t.launch_at || status === 'closed' || status === 'draft') return { cycle: 0, next: null };
  const first = t.launch_at;
  if (first > now) return { cycle: 0, next: first };
  if (period === 'single') return { cycle: 1, next: null };
  const start = (n: number) => cycleStart(first, t.launch!.timezone, period, n);
  // Months have no fixed length: start from an estimate that never overshoots (31 days a month), then step.
  const days = STEP[period].days ?? 31;
  let n = Math.max(0, Math.floor((now.getTime() - first.getTime()) / (days * 86_400_000)) - 1);
  while (start(n + 1) <= now) n++;
  const next = start(n + 1);
  return { cycle: n + 1, next: t.ends_at && next >= t.ends_at ? null : next };
}
