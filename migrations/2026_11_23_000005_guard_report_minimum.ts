import { sql, type Kysely } from 'kysely';

// Anonymity rule 6: once a company's survey has launched (it has a cycle), its report minimum k can
// be raised but never lowered: figures people answered under would otherwise loosen after the
// fact. Held by the database, whatever code or console changes the row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function guard_report_minimum() returns trigger language plpgsql as $$
    begin
      if new.report_min_users < old.report_min_users
         and exists (select 1 from survey_cycles where company_id = old.id) then
        raise exception 'the report minimum cannot be lowered after the survey launched'
          using errcode = 'check_violation';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger companies_report_minimum before update of report_min_users on companies for each row execute function guard_report_minimum()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
