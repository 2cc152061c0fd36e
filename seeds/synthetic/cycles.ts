import { asksCulture } from '../../domain/culture.js';
import type { SurveyIntervalDays } from '../../server/db/types.js';
import { addDays, addMonths, nthWindow, questionSet, windowAt, type SurveySchedule } from '../../server/modules/survey/survey.cycles.js';
import type { Library } from './library.js';
import type { Rng } from './random.js';

// A company's past cycles as the server would have made them, one at a time, had people used it
// every cycle: the server's own window arithmetic and question rotation, each set chosen knowing
// the previous cycle's questions (ensureCycle passes them).

/** Whole days from one 'YYYY-MM-DD' to another (UTC). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export interface PlannedCycle {
  number: number;
  startsOn: string;
  endsOn: string;
  questionIds: string[];
  /** Whether it asks the culture questions (domain/culture.ts asksCulture). */
  culture: boolean;
}

/**
 * The delivery date that makes `count` cycles end with the one containing `today`. Today falls on a
 * random day of its cycle, so companies are not all on the first day of theirs.
 */
export function anchorFor(intervalDays: SurveyIntervalDays, count: number, today: string, rng: Rng): string {
  if (count < 1) throw new Error('A company needs at least one cycle');
  if (intervalDays !== 30) return addDays(today, -rng.int(0, intervalDays - 1) - (count - 1) * intervalDays);
  // Monthly cycles keep their day of the month; a day past the 28th would be clamped in short
  // months and shift the series, so the current cycle starts on the 28th or earlier.
  let start = addDays(today, -rng.int(0, 20));
  while (Number(start.slice(8)) > 28) start = addDays(start, -1);
  return addMonths(start, -(count - 1));
}

export function planCycles(library: Library, intervalDays: SurveyIntervalDays, count: number, today: string, rng: Rng): { anchor: string; cycles: PlannedCycle[] } {
  const anchor = anchorFor(intervalDays, count, today, rng);
  const schedule: SurveySchedule = { intervalDays, anchor };
  const cycles: PlannedCycle[] = [];
  let previous: string[] = [];
  for (let number = 0; number < count; number++) {
    const { startsOn, endsOn } = nthWindow(schedule, number);
    const questionIds = questionSet(library.questions, library.metrics, number, intervalDays, previous);
    cycles.push({ number, startsOn, endsOn, questionIds, culture: asksCulture(cycles.at(-1)?.startsOn ?? null, startsOn) });
    previous = questionIds;
  }
  const current = windowAt(schedule, today);
  const last = cycles[cycles.length - 1]!;
  if (!current || current.startsOn !== last.startsOn || current.endsOn !== last.endsOn) {
    throw new Error(`Cycle plan does not end with today's cycle (${today}, anchor ${anchor})`);
  }
  return { anchor, cycles };
}
