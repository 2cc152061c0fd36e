import { sql, type Kysely } from 'kysely';
import { protect } from './rls.js';

// Each cycle of a custom survey is e-mailed to its audience once: the row claims the cycle's
// delivery (several processes may run the delivery step), as survey_cycles.delivered_at does for
// the engagement survey.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table custom_survey_deliveries (
      company_id uuid not null,
      survey_id uuid not null,
      cycle integer not null,
      delivered_at timestamptz not null default now(),
      primary key (company_id, survey_id, cycle),
      foreign key (company_id, survey_id) references custom_surveys (company_id, id) on delete cascade
    )`.execute(db);
  await protect(db, 'custom_survey_deliveries');
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
