import { sql } from 'kysely';
import { COMPANY } from '../../../analytics/index.js';
import type { SurveyAudience } from '../../../domain/custom-survey.js';
import type { Tx } from '../../db/tenant.js';
import type { Language } from '../../db/types.js';

// SQL of a custom survey's audience: whom it goes to, counted per scope for its results, listed
// for its delivery and its answering. Whom a survey goes to is fixed when it is launched
// (custom_survey_reach: the people its audience named then who could answer, with where each
// counted); surveys launched before that was kept read their audience as it is today. Placed by
// reporting groups (view user_reporting_groups), as answers are: the gate's arithmetic holds only
// if rosters and answers agree on where a person counts.

const ABLE = sql`u.status = 'confirmed' and not u.inactive and u.anonymized_at is null`;

const audienceSql = (a: SurveyAudience, groups: readonly string[]) => {
  const listed = a.users.length ? sql`u.id in (${sql.join(a.users)})` : sql`false`;
  const member = groups.length ? sql`exists (select from group_members m where m.user_id = u.id and m.group_id in (${sql.join([...groups])}))` : sql`false`;
  return a.sendToCompany ? sql`true` : sql`(${listed} or ${member})`;
};

/** A survey as its audience is read: `groups` are its groups with their subgroups as sent (Tree.audienceGroups). */
export interface Audience {
  id: string;
  audience: SurveyAudience;
  fixed: boolean;
  groups: readonly string[];
}

const reachedSql = (s: Audience) => sql`exists (select from custom_survey_reach x where x.survey_id = ${s.id} and x.user_id = u.id)`;
const whoSql = (s: Audience) => (s.fixed ? reachedSql(s) : audienceSql(s.audience, s.groups));
const placedToday = sql`coalesce(array(select r.group_id::text from user_reporting_groups r where r.company_id = u.company_id and r.user_id = u.id), '{}')`;
/** Where a person of the survey counts, as stored for their answers: where the launch found them. */
const placedSql = (s: Audience) =>
  s.fixed ? sql`(select x.group_ids::text[] from custom_survey_reach x where x.survey_id = ${s.id} and x.user_id = u.id)` : placedToday;

/** Each person and the groups stored for them (reporting groups, ancestors included, as the tree was then). */
export type People = Map<string, string[]>;

/** The survey's people who can answer now, with where their answers are placed. */
export async function audiencePeople(tx: Tx, s: Audience): Promise<People> {
  const { rows } = await sql<{ id: string; group_ids: string[] }>`
    select u.id, ${placedSql(s)} as group_ids from users u where ${ABLE} and ${whoSql(s)}`.execute(tx);
  return new Map(rows.map((r) => [r.id, r.group_ids]));
}

/** Everyone the survey went to as it was launched, placed as then. */
async function launchPeople(tx: Tx, id: string): Promise<People> {
  const rows = await tx.selectFrom('custom_survey_reach').select(['user_id', 'group_ids']).where('survey_id', '=', id).execute();
  return new Map(rows.map((r) => [r.user_id, r.group_ids]));
}

/** Whom the survey goes to, as other surveys are checked against it (rule 11): fixed at its launch, or today's audience. */
export async function reachedPeople(tx: Tx, s: Audience): Promise<People> {
  return s.fixed ? launchPeople(tx, s.id) : audiencePeople(tx, s);
}

const sameGroups = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Fixes whom a survey goes to, as it is launched (or launched again after an edit): the people
 * checked, where each counts. A scheduled survey is saved as it is edited (autosave): the rows are
 * written again only when they change.
 */
export async function recordReach(tx: Tx, id: string, people: People) {
  const stored = await launchPeople(tx, id);
  if (stored.size === people.size && [...people].every(([person, groups]) => stored.has(person) && sameGroups(stored.get(person)!, groups))) return;
  await clearReach(tx, id);
  const rows = [...people].map(([user_id, group_ids]) => ({ user_id, group_ids }));
  for (let i = 0; i < rows.length; i += 1000)
    await sql`
      insert into custom_survey_reach (company_id, survey_id, user_id, group_ids)
      select s.company_id, s.id, r.user_id, r.group_ids
      from custom_surveys s, jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + 1000))}::jsonb) as r(user_id uuid, group_ids uuid[])
      where s.id = ${id}`.execute(tx);
}

export async function clearReach(tx: Tx, id: string) {
  await tx.deleteFrom('custom_survey_reach').where('survey_id', '=', id).execute();
}

/** The surveys among these that `userId` may answer, with where their answers are placed. */
export async function answerableBy(tx: Tx, userId: string, surveys: readonly Audience[]): Promise<Map<string, string[]>> {
  if (surveys.length === 0) return new Map();
  const each = surveys.map((s) => sql`select ${s.id}::text as id, ${placedSql(s)} as group_ids from users u where u.id = ${userId} and ${ABLE} and ${whoSql(s)}`);
  const { rows } = await sql<{ id: string; group_ids: string[] }>`${sql.join(each, sql` union all `)}`.execute(tx);
  return new Map(rows.map((r) => [r.id, r.group_ids]));
}

export interface AudienceCounts {
  /** Everyone it was sent to (any status), confirmed people, and those who can answer. */
  invited: number;
  confirmed: number;
  active: number;
  /** Who can answer now, per scope (the company and the groups of today's tree): the rosters the gate weighs. */
  rosters: Map<string, number>;
  /** Whom it went to at its launch, per scope: every cycle is gated by those people too (rule 7). */
  launched: Map<string, number> | null;
}

/** Counted per scope, each person where `place` says they count today (analytics placer). */
function rostersOf(people: Iterable<string[]>, place: (stored: readonly string[]) => string[]): Map<string, number> {
  const rosters = new Map<string, number>([[COMPANY, 0]]);
  for (const stored of people) for (const scope of place(stored)) rosters.set(scope, (rosters.get(scope) ?? 0) + 1);
  return rosters;
}

/** The survey's audience counted. */
export async function audienceCounts(tx: Tx, s: Audience, place: (stored: readonly string[]) => string[]): Promise<AudienceCounts> {
  const who = whoSql(s);
  const [{ rows: totals }, able, launched] = await Promise.all([
    sql<{ invited: number; confirmed: number; active: number }>`
      select count(*)::int as invited, count(*) filter (where u.status = 'confirmed')::int as confirmed, count(*) filter (where ${ABLE})::int as active
      from users u where u.status <> 'deactivated' and ${who}`.execute(tx),
    audiencePeople(tx, s),
    s.fixed ? launchPeople(tx, s.id) : null,
  ]);
  const t = totals[0]!;
  return { ...t, rosters: rostersOf(able.values(), place), launched: launched && rostersOf(launched.values(), place) };
}

/** The people of the survey who can answer and have an e-mail address: whom each cycle is mailed to. */
export async function audienceMailList(tx: Tx, s: Audience) {
  const { rows } = await sql<{ email: string; first_name: string; language: Language }>`
    select u.email, u.first_name, u.language from users u where ${ABLE} and u.email is not null and ${whoSql(s)}`.execute(tx);
  return rows;
}
