import { sql, type Kysely } from 'kysely';

// A company's rosters (who can answer, per scope and option, now and as each cycle began) are
// counted from people, groups, memberships, managers, demographic values and recorded cycles, a
// pass over every membership of the company. Reports keep them per roster_version (server/modules/
// reports/reports.kept.ts), which every transaction that changes one of those tables moves, by
// trigger: every writer (requests, imports, seeds, tools, another process) is covered, and a
// report never counts with rosters older than its own read of the version.
//
// The version is the id of the last transaction that changed them: never reused and different at
// every change. The triggers are deferred to the commit, so the company row is locked only while
// the transaction commits (two transactions changing people never wait on each other before that,
// nor deadlock over it), and a transaction changing many rows writes the row once (the others find
// their own id already there). A company's deletion cascades to its people: the update then finds
// no row, and nothing fails. Runs as the writer, under its row-level security: a tenant writes
// only its own company's rows, hence touches only its own company.
const TABLES: [table: string, update: string][] = [
  ['users', 'update'],
  ['groups', 'update'],
  ['group_members', 'update'],
  ['group_managers', 'update'],
  ['user_attribute_options', 'update'],
  ['user_attribute_values', 'update'],
  ['cycle_rosters', 'update'],
  // A cycle's recorded rosters are placed by its month (its start).
  ['survey_cycles', 'update of starts_on'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies add column roster_version bigint not null default 0`.execute(db);
  await sql`
    create function touch_roster_version() returns trigger language plpgsql as $$
    declare
      company uuid := case when tg_op = 'DELETE' then old.company_id else new.company_id end;
      version bigint := pg_current_xact_id()::text::bigint;
    begin
      update companies set roster_version = version where id = company and roster_version <> version;
      return null;
    end $$`.execute(db);
  for (const [table, update] of TABLES) {
    await sql`
      create constraint trigger ${sql.raw(`${table}_roster_version`)} after insert or ${sql.raw(update)} or delete on ${sql.raw(table)}
      deferrable initially deferred for each row execute function touch_roster_version()`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
