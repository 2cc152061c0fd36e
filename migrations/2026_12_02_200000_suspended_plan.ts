import { sql, type Kysely } from 'kysely';

// A company whose payment is more than the terms' days late keeps its plan, but its people are
// served as on the free plan until it pays (companies.suspended_at, migration 2026_12_02_100000):
// the session check hands the procedure ladder's plan rung the plan in force, so every paid feature
// is refused in one place. Otherwise the function is the one of migration 2026_11_25_200000.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function clima_session_check(session_id text, renew_before timestamptz, renew_until timestamptz)
    returns table (
      company_id uuid, user_id uuid, claims_at timestamptz, replaced boolean, role text, is_super boolean, read_only boolean,
      language text, user_claims timestamptz, plan text, company_claims timestamptz, company_name text, report_min_users int,
      roster_version bigint, renewed_until timestamptz
    )
    language plpgsql volatile as $$
    declare
      r record;
      caller text := current_setting('role');
    begin
      perform set_config('role', 'clima_system', true);
      select s.company_id, s.user_id, s.expires_at, s.claims_at, s.replaced_at, u.role, u.is_super, u.read_only, u.status, u.inactive,
        u.language, u.claims_changed_at as user_claims, case when c.suspended_at is not null and c.plan = 'enterprise' then 'basic' else c.plan end as plan, c.claims_changed_at as company_claims, c.name as company_name,
        c.report_min_users, c.roster_version
      into r
      from sessions s join users u on u.company_id = s.company_id and u.id = s.user_id join companies c on c.id = s.company_id
      where s.id = session_id;
      if not found then
        perform set_config('role', caller, true);
        return;
      end if;
      if r.expires_at <= now() or r.status <> 'confirmed' or r.inactive then
        delete from sessions where id = session_id;
        perform set_config('role', caller, true);
        return;
      end if;
      -- A replaced session is on its way out: it is never renewed.
      if r.replaced_at is null and r.expires_at < renew_before then
        update sessions set expires_at = renew_until where id = session_id;
      else
        renew_until := null;
      end if;
      perform set_config('role', caller, true);
      return query select r.company_id, r.user_id, r.claims_at, r.replaced_at is not null, r.role, r.is_super, r.read_only, r.language,
        r.user_claims, r.plan, r.company_claims, r.company_name, r.report_min_users, r.roster_version, renew_until;
    end $$`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
