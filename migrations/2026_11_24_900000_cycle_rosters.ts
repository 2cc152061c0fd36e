import { sql, type Kysely } from 'kysely';
import { protect } from './rls.js';

// Who could answer each cycle, as counted when it began: everyone able to answer, the people
// nobody leads (not asked LNPS) and each demographic option's people, per scope (the company and
// every group with its subgroups). A past month's figures are gated by the rosters of its own
// cycles as well as today's (ANONYMITY.md, rule 7): someone who has moved since must not make an
// old month's "withheld" and "nobody answered" read apart. Counts only, no person.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table cycle_rosters (
      company_id uuid not null,
      cycle_id uuid not null,
      rosters jsonb not null,
      unled jsonb not null,
      cells jsonb not null,
      primary key (company_id, cycle_id),
      foreign key (company_id, cycle_id) references survey_cycles (company_id, id) on delete cascade
    )`.execute(db);
  await protect(db, 'cycle_rosters');
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
