import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { hashToken, newToken } from '../../server/auth/tokens.js';
import { connect } from '../../server/db/connect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { withTenant } from '../../server/db/tenant.js';
import { toDay } from '../../server/modules/survey/survey.cycles.js';
import { syncSurveyLibrary } from '../../server/modules/survey/survey.library.js';
import { ensureCycle } from '../../server/modules/survey/survey.service.js';

// The submit benchmark's database: made anew on every run (a run spends its respondents: each
// answers the open cycle once). One company with a two-level tree (departments, teams under them),
// a manager per group, respondents spread over the teams with two demographic options each, an
// open cycle already delivered (so the server's delivery job mails nobody), and a session per
// person made ahead of time (sign-in is not what is measured).

export interface BenchSetting {
  companyId: string;
  cycleId: string;
  /** Session tokens of the respondents, in the order they are spent. */
  respondents: string[];
  /** Department managers: token and the department they read. */
  managers: { token: string; groupId: string }[];
  groups: number;
}

const DEPARTMENTS = 10;
const TEAMS_PER_DEPARTMENT = 10;

/** Drops and creates `url`'s database through the server's maintenance database. */
export async function recreateDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  if (!/^clima_[a-z0-9_]+$/.test(name)) throw new Error(`Refusing to drop "${name}": the benchmark's database name must start with clima_`);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** Schema, library and the bench company with `people` respondents, as the migrating superuser. */
export async function prepareDatabase(url: string, people: number): Promise<BenchSetting> {
  await recreateDatabase(url);
  const { db } = await connect({ databaseUrl: url, dataDir: '' });
  try {
    await migrateToLatest(db);
    await syncSurveyLibrary(db);
    const companyId = randomUUID();
    const today = toDay(new Date());
    await sql`insert into companies (id, name, size_band, plan, survey_interval_days, survey_delivery_date)
      values (${companyId}, 'Submit Bench', '1000+', 'enterprise', 7, ${today}::date)`.execute(db);
    await sql`insert into subscriptions (company_id, licenses) values (${companyId}, ${people + 1000})`.execute(db);

    // Departments, then teams under them.
    const departments = Array.from({ length: DEPARTMENTS }, (_, d) => ({ id: randomUUID(), name: `Department ${d + 1}`, parent: null as string | null }));
    const teams = departments.flatMap((dep, d) =>
      Array.from({ length: TEAMS_PER_DEPARTMENT }, (_, t) => ({ id: randomUUID(), name: `Team ${d + 1}.${t + 1}`, parent: dep.id })),
    );
    const groups = [...departments, ...teams];
    await sql`insert into groups (company_id, id, name, parent_id)
      select ${companyId}, g.id, g.name, g.parent from unnest(${groups.map((g) => g.id)}::uuid[], ${groups.map((g) => g.name)}::text[], ${groups.map((g) => g.parent)}::uuid[]) as g(id, name, parent)`.execute(
      db,
    );

    // Managers (one per group) and respondents (members of a team each).
    const managerIds = groups.map(() => randomUUID());
    const respondentIds = Array.from({ length: people }, () => randomUUID());
    const users = [
      ...managerIds.map((id, i) => ({ id, role: 'manager', email: `manager.${i}@submit-bench.test` })),
      ...respondentIds.map((id, i) => ({ id, role: 'user', email: `person.${i}@submit-bench.test` })),
    ];
    await sql`insert into users (company_id, id, email, first_name, last_name, role, status, password_changed_at, terms_accepted_at)
      select ${companyId}, u.id, u.email, 'Bench', 'Person', u.role, 'confirmed', now(), now()
      from unnest(${users.map((u) => u.id)}::uuid[], ${users.map((u) => u.email)}::text[], ${users.map((u) => u.role)}::text[]) as u(id, email, role)`.execute(db);
    await sql`insert into group_managers (company_id, group_id, user_id)
      select ${companyId}, g, u from unnest(${groups.map((g) => g.id)}::uuid[], ${managerIds}::uuid[]) as m(g, u)`.execute(db);
    await sql`insert into group_members (company_id, group_id, user_id)
      select ${companyId}, g, u from unnest(${respondentIds.map((_, i) => teams[i % teams.length]!.id)}::uuid[], ${respondentIds}::uuid[]) as m(g, u)`.execute(db);

    // Two demographic attributes of three options; each respondent has one option of each.
    const attributes = [0, 1].map((a) => ({ id: randomUUID(), options: [0, 1, 2].map((o) => ({ id: randomUUID(), label: `Option ${a + 1}.${o + 1}`, position: o })) }));
    for (const [a, attr] of attributes.entries()) {
      await sql`insert into user_attributes (company_id, id, labels, position) values (${companyId}, ${attr.id}, ${JSON.stringify({ 'en-US': `Attribute ${a + 1}` })}::jsonb, ${a})`.execute(
        db,
      );
      for (const o of attr.options) {
        await sql`insert into user_attribute_options (company_id, id, attribute_id, labels, position)
          values (${companyId}, ${o.id}, ${attr.id}, ${JSON.stringify({ 'en-US': o.label })}::jsonb, ${o.position})`.execute(db);
      }
      await sql`insert into user_attribute_values (company_id, user_id, attribute_id, option_id)
        select ${companyId}, u, ${attr.id}, o from unnest(${respondentIds}::uuid[], ${respondentIds.map((_, i) => attr.options[(i + a) % 3]!.id)}::uuid[]) as v(u, o)`.execute(
        db,
      );
    }

    // Sessions made ahead of time, as a sign-in would have (only the token's hash is stored).
    const sessionOf = new Map(users.map((u) => [u.id, newToken()]));
    const expires = new Date(Date.now() + 29 * 24 * 3600 * 1000);
    await sql`insert into sessions (id, company_id, user_id, kind, expires_at)
      select s.id, ${companyId}, s.u, 'web', ${expires} from unnest(${users.map((u) => hashToken(sessionOf.get(u.id)!))}::text[], ${users.map((u) => u.id)}::uuid[]) as s(id, u)`.execute(
      db,
    );

    // The open cycle, made as the server makes it, and marked delivered (the delivery job would
    // otherwise mail everyone at the server's start, in the middle of the measurement).
    const found = await withTenant(db, companyId, (tx) => ensureCycle(tx, companyId, today));
    if (!('cycle' in found)) throw new Error(`No cycle opens today (${today}) for the bench company`);
    await sql`update survey_cycles set delivered_at = now() where company_id = ${companyId}`.execute(db);
    await sql`analyze`.execute(db);
    return {
      companyId,
      cycleId: found.cycle.id,
      respondents: respondentIds.map((id) => sessionOf.get(id)!),
      managers: departments.map((d, i) => ({ token: sessionOf.get(managerIds[i]!)!, groupId: d.id })),
      groups: groups.length,
    };
  } finally {
    await db.destroy();
  }
}
