import { sql, type Kysely } from 'kysely';
import type { DB, Language, Role } from '../server/db/types.js';
import { forgetAnswer } from './demo-days.js';
import { isActiveUser, subtreeOf, type Org } from './demo-organisation.js';

// The three people of the demo's sign-ins, picked among the generated ones and renamed: the
// admin, the manager of the largest department (subgroups, plenty of respondents below), and an
// employee of that department whose survey of the current cycle is still waiting.

export interface SignInPeople {
  adminId: string;
  managerId: string;
  employeeId: string;
}

export interface SignInOptions {
  adminId: string;
  department: string;
  /** As DEMO_SIGN_INS lists them: one per role. */
  signIns: readonly { role: Role; email: string }[];
  emailDomain: string;
  pseudonymKey: string;
  today: string;
  /** People who must not become the employee (the small team's two). */
  avoid: ReadonlySet<string>;
}

const PROFILES: Record<Role, { first_name: string; last_name: string; language: Language }> = {
  admin: { first_name: 'Marina', last_name: 'Lopes', language: 'en-US' },
  manager: { first_name: 'Rafael', last_name: 'Santos', language: 'en-US' },
  user: { first_name: 'Julia', last_name: 'Oliveira', language: 'pt-BR' },
};

export async function placeSignIns(db: Kysely<DB>, org: Org, o: SignInOptions): Promise<SignInPeople> {
  const companyId = org.companyId;
  const managerId = org.groups.get(o.department)!.manager;
  if (!managerId) throw new Error('The demo department has no manager');

  const cycle = await db
    .selectFrom('survey_cycles')
    .select(['id', 'starts_on', 'ends_on'])
    .where('company_id', '=', companyId)
    .where('starts_on', '<=', o.today)
    .where('ends_on', '>', o.today)
    .executeTakeFirstOrThrow();
  const participation = await db.selectFrom('survey_participation').select(['user_id', 'cycle_id']).where('company_id', '=', companyId).execute();
  const answeredNow = new Set(participation.filter((p) => p.cycle_id === cycle.id).map((p) => p.user_id));
  const answers = new Map<string, number>();
  for (const p of participation) answers.set(p.user_id, (answers.get(p.user_id) ?? 0) + 1);
  // Someone who has answered most cycles and not yet this one; failing that, the survey is reopened.
  const candidates = subtreeOf(org, o.department)
    .flatMap((g) => org.groups.get(g)!.members)
    .filter((id) => isActiveUser(org.people.get(id)) && !o.avoid.has(id))
    .sort((a, b) => Number(answeredNow.has(a)) - Number(answeredNow.has(b)) || (answers.get(b) ?? 0) - (answers.get(a) ?? 0) || (a < b ? -1 : 1));
  const employeeId = candidates[0];
  if (!employeeId) throw new Error('The demo department has nobody to be the employee');
  if (answeredNow.has(employeeId)) {
    await forgetAnswer(db, companyId, o.pseudonymKey, employeeId, { id: cycle.id, startsOn: String(cycle.starts_on), endsOn: String(cycle.ends_on) });
  }

  // Everyone of the demo under its own domain; the generator's hosts carry the company's id.
  await sql`update users set email = split_part(email, '@', 1) || '@' || ${o.emailDomain} where company_id = ${companyId} and email is not null`.execute(db);
  const people: Record<Role, string> = { admin: o.adminId, manager: managerId, user: employeeId };
  for (const { role, email } of o.signIns) {
    await db
      .updateTable('users')
      .set({ email, ...PROFILES[role] })
      .where('company_id', '=', companyId)
      .where('id', '=', people[role])
      .execute();
  }
  return { adminId: o.adminId, managerId, employeeId };
}
