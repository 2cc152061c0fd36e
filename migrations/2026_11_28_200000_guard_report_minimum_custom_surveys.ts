import { sql, type Kysely } from 'kysely';

// Anonymity rule 5: a company's report minimum k can be raised but
// never lowered once any of its surveys launched, the engagement survey (it has a cycle) or a
// custom survey (it has a launch): people answered under that k.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function guard_report_minimum() returns trigger language plpgsql as $$
    begin
      if new.report_min_users < old.report_min_users
         and (exists (select 1 from survey_cycles where company_id = old.id)
              or exists (select 1 from custom_surveys where company_id = old.id and launch_at is not null)) then
        raise exception 'the report minimum cannot be lowered after the survey launched'
          using errcode = 'check_violation';
      end if;
      return new;
    end $$`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
