import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions.js';
import { withSystem, withTenant } from '../../server/db/tenant.js';
import { recordAudit } from '../../server/modules/audit/audit.writer.js';
import { insertCharge } from '../../server/modules/billing/billing.charging.js';
import { insertNotice } from '../../server/modules/billing/billing.lifecycle.queries.js';
import { deliverCustomSurveys } from '../../server/modules/custom-surveys/custom-surveys.delivery.js';
import { releaseCustomHeld } from '../../server/modules/custom-surveys/custom-surveys.release.js';
import { releaseCycle } from '../../server/modules/survey/survey.release.js';
import { makeCompany, makeToken, makeUser, unique } from '../../seeds/factories.js';
import { choose } from '../integration/attributes/helpers.js';
import { makeGroup } from '../integration/groups/helpers.js';
import { makeAttribute } from '../integration/invites/helpers.js';
import { threeQuestions } from '../integration/polls/helpers.js';
import { doneInput, surveyCaller } from '../integration/survey/helpers.js';
import { testDeps } from '../setup/test-context.js';

// row-level-security.test.ts shows isolation on a few tables by hand; this file holds every tenant
// table to it, found in the catalogue rather than listed, so a table whose migration forgets
// protect() (migrations/rls.ts) fails here the day it is added.

interface TenantTable {
  name: string;
  /** The column the policy must compare with app_company_id(). */
  key: string;
  enabled: boolean;
  forced: boolean;
}

interface Policy {
  table: string;
  name: string;
  permissive: string;
  roles: string[];
  cmd: string;
  qual: string | null;
  with_check: string | null;
}

/** Tables of schema public keyed by company: every one with a company_id column, and companies by id. */
async function tenantTables(db: Kysely<any>): Promise<TenantTable[]> {
  const { rows } = await sql<TenantTable>`
    select c.relname as name,
           case when c.relname = 'companies' then 'id' else 'company_id' end as key,
           c.relrowsecurity as enabled,
           c.relforcerowsecurity as forced
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
      and (c.relname = 'companies' or exists (
        select 1 from information_schema.columns col
        where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'company_id'))
    order by c.relname`.execute(db);
  return rows;
}

/** What is wrong with each tenant table's protection; empty when every table is as protect() leaves it. */
async function unprotected(db: Kysely<any>): Promise<string[]> {
  const tables = await tenantTables(db);
  const { rows: policies } = await sql<Policy>`
    select tablename as table, policyname as name, permissive, roles::text[] as roles, cmd, qual, with_check
    from pg_policies where schemaname = 'public'`.execute(db);
  const problems: string[] = [];
  for (const t of tables) {
    if (!t.enabled) problems.push(`${t.name}: row level security not enabled`);
    if (!t.forced) problems.push(`${t.name}: row level security not forced`);
    const own = policies.filter((p) => p.table === t.name);
    const rule = `(${t.key} = app_company_id())`;
    const tenant = own.find((p) => p.name === 'tenant_isolation');
    if (!tenant) problems.push(`${t.name}: no tenant_isolation policy`);
    else if (tenant.permissive !== 'PERMISSIVE' || tenant.cmd !== 'ALL' || tenant.roles.join() !== 'clima_app' || tenant.qual !== rule || tenant.with_check !== rule) {
      problems.push(`${t.name}: tenant_isolation is not "${rule}" for clima_app on every command`);
    }
    // Permissive policies add up: any other one the app role falls under would widen what it sees.
    const widening = own.filter((p) => p.name !== 'tenant_isolation' && p.roles.some((r) => r === 'clima_app' || r === 'public'));
    for (const p of widening) problems.push(`${t.name}: policy ${p.name} also applies to clima_app`);
  }
  return problems;
}

/**
 * Views of schema public with a company_id column, and whether each reads its tables as its caller
 * (security_invoker). Without it a view reads them with its owner's rights, the migration's role,
 * which row-level security does not restrain: every company's rows.
 */
async function tenantViews(db: Kysely<any>): Promise<{ name: string; invoker: boolean }[]> {
  const { rows } = await sql<{ name: string; invoker: boolean }>`
    select c.relname as name,
           coalesce(exists (select 1 from unnest(c.reloptions) o where o in ('security_invoker=true', 'security_invoker=on', 'security_invoker=1')), false) as invoker
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'v'
      and exists (
        select 1 from information_schema.columns col
        where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'company_id')
    order by c.relname`.execute(db);
  return rows;
}

const keyOf = (tables: TenantTable[], name: string) => tables.find((t) => t.name === name)!.key;

/** Rows per tenant table as the application role sees them inside `companyId`'s transaction. */
async function visibleCounts(tables: TenantTable[], companyId: string) {
  const { db } = await testDeps();
  return withTenant(db, companyId, async (tx) => {
    const out: Record<string, number> = {};
    for (const t of tables) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(t.name)}`.execute(tx);
      out[t.name] = rows[0]!.n;
    }
    return out;
  });
}

/** Rows per tenant table that belong to `companyId`, counted by the system role (which sees all). */
async function ownCounts(tables: TenantTable[], companyId: string) {
  const { db } = await testDeps();
  return withSystem(db, async (tx) => {
    const out: Record<string, number> = {};
    for (const t of tables) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(t.name)} where ${sql.ref(keyOf(tables, t.name))} = ${companyId}`.execute(tx);
      out[t.name] = rows[0]!.n;
    }
    return out;
  });
}

/** A company with a row in every tenant table: people, sessions, tokens, mail, groups, attributes, audit, survey. */
async function populatedCompany() {
  const { db, deps } = await testDeps();
  const company = await makeCompany(db);
  const admin = await makeUser(db, company.id, { role: 'admin' });
  const person = await makeUser(db, company.id);
  await withTenant(db, company.id, (tx) => createSession(tx, { companyId: company.id, userId: admin.id, kind: 'web' }));
  await makeToken(db, company.id, person.id, 'reset-password');
  await withTenant(db, company.id, (tx) =>
    deps.mailer.enqueue(tx, {
      companyId: company.id,
      to: `${unique('rls')}@acme.test`,
      template: 'resetPassword',
      language: 'en-US',
      vars: { name: 'X', link: 'http://clima.test/x' },
    }),
  );
  const group = await makeGroup(company.id, { managers: [admin.id], members: [person.id] });
  const area = await makeAttribute(company.id, { 'en-US': 'Area' }, [{ 'en-US': 'Sales' }]);
  await choose(company.id, person.id, area.id, area.optionIds[0]!);
  await withTenant(db, company.id, (tx) =>
    recordAudit(tx, { companyId: company.id, userId: admin.id }, { entity: 'groups', action: 'create', summary: 'Created a group' }),
  );
  // The survey: three people's answers released (cycle, response, answers, submission,
  // participation, daily counts: kept from k people), a fourth's still held, and another's page in
  // progress.
  const asPerson = await surveyCaller(person);
  const { survey } = await asPerson.survey.current();
  await asPerson.survey.send(doneInput(survey!));
  const answer = async () => {
    const caller = await surveyCaller(await makeUser(db, company.id));
    await caller.survey.send(doneInput((await caller.survey.current()).survey!));
  };
  await answer();
  await answer();
  await releaseCycle(db, deps.sealingKey, company.id, survey!.cycleId, true);
  await answer();
  const asAdmin = await surveyCaller(admin);
  await asAdmin.survey.send({ status: 'preview', cycleId: survey!.cycleId, currentQuestion: 1 });
  // A leader's report choices.
  await asAdmin.reports.saveFilters({ groupsFilters: [{ name: 'All', groups: [group.id] }] });
  await asAdmin.reports.saveUserAttributes({ id: group.id, userAttributes: [area.id] });
  // A custom survey to the whole company, started: six people placed alike (no group, no option)
  // answer, 2k with k = 3, so all but k of theirs are released while it runs; those k, the person's
  // and the administrator's (places of their own) and a latecomer's stay held.
  // Everyone is in the company before it is launched: a survey goes to the people it finds then.
  const crowd = await Promise.all(Array.from({ length: 7 }, () => makeUser(db, company.id)));
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const pulse = await asAdmin.customSurveys.create({
    customSurvey: {
      title: { 'en-US': 'Pulse' },
      availableLanguages: ['en-US'],
      questions: [{ question_id: 'q', type: 'stars', text: { 'en-US': 'Rate' } }],
      surveyPublic: { sendToCompany: true },
      status: 'scheduled',
      launchConfiguration: { date: tomorrow, time: '09:00', timezone: 'UTC', endDate: null },
    },
  });
  await withTenant(db, company.id, (tx) => sql`update custom_surveys set launch_at = now() - interval '1 hour' where id = ${pulse.id}`.execute(tx));
  const answerPulse = async (user: { company_id: string; id: string }) =>
    (await surveyCaller(user)).customSurveys.send({ id: pulse.id, submissionId: randomUUID(), cycle: 1, answers: [{ question_id: 'q', value: 4 }] });
  for (const user of [person, admin]) await answerPulse(user);
  for (const user of crowd.slice(0, 6)) await answerPulse(user);
  await releaseCustomHeld(db, deps.sealingKey, new Date());
  await answerPulse(crowd[6]!);
  await deliverCustomSurveys(deps);
  // Opinions: one named, stored with its message, and one anonymous, still held.
  const opinions = (await surveyCaller(person)).tickets;
  await opinions.create({ message: 'A named opinion to the administrators', isAnonymous: false, isPositive: true });
  await opinions.create({ message: 'An anonymous one, still held', isAnonymous: true, isPositive: false });
  // Culture: a desired value.
  await asAdmin.culture.createDesiredValue({ desiredValue: 'Ownership', cultureValues: ['We finish what we start'] });
  // Action plans: one of the whole company's.
  await asAdmin.actionPlans.create({ title: 'Weekly one-to-ones', metric: 'managerRelationship', expiresAt: tomorrow, tasks: [{ text: 'Book the meetings' }] });
  // Polls: one to the whole company, answered once (its sealed row of named answers), its results shared with the group.
  const poll = await asAdmin.polls.send(threeQuestions({ company: true }));
  await (
    await surveyCaller(person)
  ).polls.answer({ id: poll._id, submissionId: randomUUID(), poll_survey: [{ question_id: 'q1', question_type: 'radio-string', answer: 'o1' }] });
  await asAdmin.polls.share({ id: poll._id, groupId: group.id, shared: true });
  // Billing: a charge (a month bought) and a notice (its renewal coming).
  await withTenant(db, company.id, async (tx) => {
    const month = { kind: 'purchase', period: 'monthly', licenses: 11, amountCents: 11 * 890, instalments: 1, method: 'credit_card' } as const;
    await insertCharge(tx, company.id, { ...month, coversFrom: tomorrow, coversTo: tomorrow, dueOn: tomorrow });
    await insertNotice(tx, company.id, 'renewal', tomorrow, { date: tomorrow });
  });
  return company;
}

describe('row-level security on every tenant table', () => {
  let tables: TenantTable[];
  let other: { id: string };

  beforeAll(async () => {
    const { db } = await testDeps();
    tables = await tenantTables(db);
    other = await populatedCompany();
  });

  it('finds the tenant tables in the catalogue', () => {
    // A broken catalogue query would find nothing and pass everything; these tables exist today.
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['companies', 'users', 'sessions', 'auth_tokens', 'mail_outbox', 'groups', 'audit_logs']));
  });

  it('every table with company_id (and companies) has row level security enabled, forced, and only tenant_isolation for clima_app', async () => {
    const { db } = await testDeps();
    expect(await unprotected(db)).toEqual([]);
  });

  it('the catalogue check notices a tenant table created without protect()', async () => {
    const { db } = await testDeps();
    const probe = `rls_probe_${randomUUID().slice(0, 8)}`;
    const rollback = new Error('rollback');
    const seen = await db
      .transaction()
      .execute(async (tx) => {
        await sql`create table ${sql.table(probe)} (company_id uuid not null, note text)`.execute(tx);
        const half = await unprotected(tx);
        await sql`alter table ${sql.table(probe)} enable row level security`.execute(tx);
        const enabledOnly = await unprotected(tx);
        throw Object.assign(rollback, { half, enabledOnly });
      })
      .catch((e: unknown) => {
        if (e !== rollback) throw e;
        return rollback as Error & { half: string[]; enabledOnly: string[] };
      });
    expect(seen.half).toEqual([`${probe}: row level security not enabled`, `${probe}: row level security not forced`, `${probe}: no tenant_isolation policy`]);
    expect(seen.enabledOnly).toEqual([`${probe}: row level security not forced`, `${probe}: no tenant_isolation policy`]);
  });

  it('every view with company_id reads as its caller, so the tables’ policies apply through it', async () => {
    const { db } = await testDeps();
    const views = await tenantViews(db);
    expect(views.map((v) => v.name)).toContain('user_reporting_groups');
    expect(views.filter((v) => !v.invoker).map((v) => v.name)).toEqual([]);
  });

  it('as clima_app, a view with company_id shows only the company’s own rows', async () => {
    const { db } = await testDeps();
    const views = (await tenantViews(db)).map((v) => ({ name: v.name, key: 'company_id', enabled: true, forced: true }));
    const own = await ownCounts(views, other.id);
    expect(
      Object.entries(own)
        .filter(([, n]) => n === 0)
        .map(([view]) => view),
      'views the other company has no rows in',
    ).toEqual([]);
    expect(await visibleCounts(views, other.id)).toEqual(own);
    expect(Object.entries(await visibleCounts(views, randomUUID())).filter(([, n]) => n !== 0)).toEqual([]);
  });

  it('another company has rows in every tenant table (so the counts below mean something)', async () => {
    const rows = await ownCounts(tables, other.id);
    const empty = Object.entries(rows)
      .filter(([, n]) => n === 0)
      .map(([table]) => table);
    expect(empty, 'tables the other company has no rows in').toEqual([]);
  });

  it('as clima_app in a company without rows, select count(*) is 0 on every tenant table', async () => {
    const counts = await visibleCounts(tables, randomUUID());
    expect(Object.entries(counts).filter(([, n]) => n !== 0)).toEqual([]);
  });

  it('as clima_app in a fresh company, select count(*) counts only that company’s own rows', async () => {
    const { db } = await testDeps();
    const fresh = await makeCompany(db);
    const visible = await visibleCounts(tables, fresh.id);
    // A fresh company owns its companies and subscriptions rows and nothing else.
    expect(visible).toEqual(await ownCounts(tables, fresh.id));
    expect(
      Object.entries(visible)
        .filter(([, n]) => n > 0)
        .map(([t]) => t)
        .sort(),
    ).toEqual(['companies', 'subscriptions']);
  });
});
