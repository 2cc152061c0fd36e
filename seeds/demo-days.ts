import type { Kysely } from 'kysely';
import type { DB } from '../server/db/types.js';
import type { Window } from '../server/modules/survey/survey.cycles.js';
import { respondentPseudonym } from '../server/modules/survey/survey.pseudonym.js';

// Touch-ups of generated answers for the demo's shape: a person moved to another group, or one
// whose answer of the current cycle is taken back. Responses are found by the respondent's
// pseudonym, as the server would find them; daily participation has to follow.

/** Respondents leaving some scopes for others within one cycle. */
export interface DayShift extends Window {
  from: readonly string[];
  to: readonly string[];
}

const key = (scope: string, day: string) => `${scope}|${day}`;

/**
 * Moves daily participation counts between scopes. participation_days counts people per day and
 * scope without naming them, so the day a person answered is not known: each shift takes the day
 * of its cycle with the most respondents in every scope it leaves. Totals per cycle stay exact and
 * no count goes below zero; only the day within the cycle is a guess.
 */
export async function shiftDays(db: Kysely<DB>, companyId: string, shifts: readonly DayShift[]): Promise<void> {
  if (shifts.length === 0) return;
  const scopes = [...new Set(shifts.flatMap((s) => [...s.from, ...s.to]))];
  const rows = await db
    .selectFrom('participation_days')
    .select(['day', 'scope', 'respondents'])
    .where('company_id', '=', companyId)
    .where('scope', 'in', scopes)
    .execute();
  const counts = new Map(rows.map((r) => [key(r.scope, String(r.day)), r.respondents]));
  const days = [...new Set(rows.map((r) => String(r.day)))].sort();
  for (const shift of shifts) {
    let best: string | null = null;
    let most = 0;
    for (const day of days) {
      if (day < shift.startsOn || day >= shift.endsOn) continue;
      const least = Math.min(...shift.from.map((s) => counts.get(key(s, day)) ?? 0));
      if (least > most) [best, most] = [day, least];
    }
    if (best === null) throw new Error(`No day of the cycle from ${shift.startsOn} counts a respondent in ${shift.from.join(', ')}`);
    for (const s of shift.from) counts.set(key(s, best), counts.get(key(s, best))! - 1);
    for (const s of shift.to) counts.set(key(s, best), (counts.get(key(s, best)) ?? 0) + 1);
  }
  await db.deleteFrom('participation_days').where('company_id', '=', companyId).where('scope', 'in', scopes).execute();
  const kept = [...counts]
    .filter(([, n]) => n > 0)
    .map(([k, respondents]) => {
      const [scope, day] = k.split('|') as [string, string];
      return { company_id: companyId, day, scope, respondents };
    });
  for (let i = 0; i < kept.length; i += 1000)
    await db
      .insertInto('participation_days')
      .values(kept.slice(i, i + 1000))
      .execute();
}

export interface Move {
  userId: string;
  from: string;
  to: string;
  /** The person's groups with their ancestors, sorted as respondentSnapshot records them: before and after. */
  before: readonly string[];
  after: readonly string[];
}

/** Makes people members of another group as if they always had been, their past answers included. */
export async function movePeople(db: Kysely<DB>, companyId: string, pseudonymKey: string, moves: readonly Move[]): Promise<void> {
  const cycles = new Map(
    (await db.selectFrom('survey_cycles').select(['id', 'starts_on', 'ends_on']).where('company_id', '=', companyId).execute()).map((c) => [
      c.id,
      { startsOn: String(c.starts_on), endsOn: String(c.ends_on) },
    ]),
  );
  const shifts: DayShift[] = [];
  for (const move of moves) {
    await db
      .updateTable('group_members')
      .set({ group_id: move.to })
      .where('company_id', '=', companyId)
      .where('group_id', '=', move.from)
      .where('user_id', '=', move.userId)
      .execute();
    const answered = await db
      .updateTable('survey_responses')
      .set({ group_ids: [...move.after] })
      .where('company_id', '=', companyId)
      .where('respondent', '=', respondentPseudonym(pseudonymKey, companyId, move.userId))
      .returning('cycle_id')
      .execute();
    const from = move.before.filter((g) => !move.after.includes(g));
    const to = move.after.filter((g) => !move.before.includes(g));
    for (const { cycle_id } of answered) shifts.push({ ...cycles.get(cycle_id)!, from, to });
  }
  await shiftDays(db, companyId, shifts);
}

/** Takes back a person's answer to a cycle, so that the survey waits for them again. */
export async function forgetAnswer(db: Kysely<DB>, companyId: string, pseudonymKey: string, userId: string, cycle: Window & { id: string }): Promise<void> {
  const respondent = respondentPseudonym(pseudonymKey, companyId, userId);
  const gone = await db
    .deleteFrom('survey_responses')
    .where('company_id', '=', companyId)
    .where('cycle_id', '=', cycle.id)
    .where('respondent', '=', respondent)
    .returning('group_ids')
    .executeTakeFirst();
  await db.deleteFrom('survey_participation').where('company_id', '=', companyId).where('cycle_id', '=', cycle.id).where('user_id', '=', userId).execute();
  if (gone) await shiftDays(db, companyId, [{ ...cycle, from: ['company', ...gone.group_ids], to: [] }]);
}
