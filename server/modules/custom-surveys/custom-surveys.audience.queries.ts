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

/** The ids of the audience's people who can answer now. */
export async function audienceIds(tx: Tx, a: SurveyAudience, groups: readonly string[]): Promise<Set<string>> {
  const { rows } = await sql<{ id: string }>`select u.id from users u where ${ABLE} and ${audienceSql(a, groups)}`.execute(tx);
  return new Set(rows.map((r) => r.id));
}
