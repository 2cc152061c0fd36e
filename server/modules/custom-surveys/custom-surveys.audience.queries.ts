import { sql } from 'kysely';
import { COMPANY } from '../../../analytics/index.js';
import type { SurveyAudience } from '../../../domain/custom-survey.js';
import type { Tx } from '../../db/tenant.js';
import type { Language } from '../../db/types.js';

// SQL of a custom survey's audience: counted per scope for its results, listed for its delivery. Placed by reporting groups
// (view user_reporting_groups), as the answers are: the gate's arithmetic holds only if rosters
// and answers agree on where a person counts.

const ABLE = sql`u.status = 'confirmed' and not u.inactive and u.anonymized_at is null`;

const audienceSql = (a: SurveyAudience, groups: readonly string[]) => {
  const listed = a.users.length ? sql`u.id in (${sql.join(a.users)})` : sql`false`;
  const member = groups.length ? sql`exists (select from group_members m where m.user_id = u.id and m.group_id in (${sql.join([...groups])}))` : sql`false`;
  return a.sendToCompany ? sql`true` : sql`(${listed} or ${member})`;
};

export interface AudienceCounts {
  /** Everyone it was sent to (any status), confirmed people, and those who can answer. */
  invited: number;
  confirmed: number;
  active: number;
  /** Who can answer, per scope (the company and each group with its subgroups): the rosters the gate weighs. */
  rosters: Map<string, number>;
}

/** The audience counted: `groups` are its groups with their subgroups as sent (Tree.audienceGroups). */
export async function audienceCounts(tx: Tx, a: SurveyAudience, groups: readonly string[]): Promise<AudienceCounts> {
  const who = audienceSql(a, groups);
  const [{ rows: totals }, { rows: scopes }] = await Promise.all([
    sql<{ invited: number; confirmed: number; active: number }>`
      select count(*)::int as invited, count(*) filter (where u.status = 'confirmed')::int as confirmed, count(*) filter (where ${ABLE})::int as active
      from users u where u.status <> 'deactivated' and ${who}`.execute(tx),
    sql<{ scope: string; n: number }>`
      select r.group_id::text as scope, count(*)::int as n
      from user_reporting_groups r join users u on u.company_id = r.company_id and u.id = r.user_id
      where ${ABLE} and ${who} group by r.group_id`.execute(tx),
  ]);
  const t = totals[0]!;
  return { invited: t.invited, confirmed: t.confirmed, active: t.active, rosters: new Map([[COMPANY, t.active], ...scopes.map((r) => [r.scope, Number(r.n)] as const)]) };
}

/** The people of the audience who can answer and have an e-mail address: whom each cycle is mailed to. */
export async function audienceMailList(tx: Tx, a: SurveyAudience, groups: readonly string[]) {
  const { rows } = await sql<{ email: string; first_name: string; language: Language }>`
    select u.email, u.first_name, u.language from users u where ${ABLE} and u.email is not null and ${audienceSql(a, groups)}`.execute(tx);
  return rows;
}

/** Each person and the groups they count in (reporting groups, ancestors included). */
export type People = Map<string, string[]>;

const placedSql = sql`coalesce(array(select r.group_id::text from user_reporting_groups r where r.company_id = u.company_id and r.user_id = u.id), '{}')`;

/** The audience's people who can answer now, where each counts. */
export async function audiencePeople(tx: Tx, a: SurveyAudience, groups: readonly string[]): Promise<People> {
  const { rows } = await sql<{ id: string; group_ids: string[] }>`
    select u.id, ${placedSql} as group_ids from users u where ${ABLE} and ${audienceSql(a, groups)}`.execute(tx);
  return new Map(rows.map((r) => [r.id, r.group_ids]));
}

/**
 * Records whom a cycle goes to, once: the audience's people who can answer as it begins (the first
 * of the cycle's delivery, a send or a reading of its results records it), where each counts.
 */
export async function recordReach(tx: Tx, survey: { id: string; audience: SurveyAudience }, cycle: number, groups: () => Promise<readonly string[]>) {
  const known = await tx.selectFrom('custom_survey_reach').select('cycle').where('survey_id', '=', survey.id).where('cycle', '=', cycle).limit(1).executeTakeFirst();
  if (known) return;
  await sql`
    insert into custom_survey_reach (company_id, survey_id, cycle, user_id, group_ids)
    select u.company_id, ${survey.id}, ${cycle}, u.id, ${placedSql}::uuid[] from users u
    where u.company_id = (select company_id from custom_surveys where id = ${survey.id}) and ${ABLE} and ${audienceSql(survey.audience, await groups())}
    on conflict do nothing`.execute(tx);
}

/** Whom each cycle of these surveys went to: per survey, per cycle, the people recorded. */
export async function reachOf(tx: Tx, surveyIds: readonly string[]): Promise<Map<string, Map<number, People>>> {
  const out = new Map<string, Map<number, People>>();
  if (surveyIds.length === 0) return out;
  const rows = await tx
    .selectFrom('custom_survey_reach')
    .select(['survey_id', 'cycle', 'user_id', 'group_ids'])
    .where('survey_id', 'in', [...surveyIds])
    .execute();
  for (const r of rows) {
    const cycles = out.get(r.survey_id) ?? new Map<number, People>();
    const people = cycles.get(r.cycle) ?? new Map<string, string[]>();
    people.set(r.user_id, r.group_ids);
    cycles.set(r.cycle, people);
    out.set(r.survey_id, cycles);
  }
  return out;
}

/** A cycle's rosters as the gate weighs them: the company and each group, counted. */
export function rostersOf(people: People): Map<string, number> {
  const rosters = new Map<string, number>([[COMPANY, people.size]]);
  for (const groups of people.values()) for (const g of groups) rosters.set(g, (rosters.get(g) ?? 0) + 1);
  return rosters;
}
