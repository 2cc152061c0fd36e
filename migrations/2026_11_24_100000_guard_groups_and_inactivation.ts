import { sql, type Kysely } from 'kysely';

// Two guards the database holds whatever code or console writes the rows (issue #10):
// - a group is never its own parent (the smallest cycle; the services refuse longer ones);
// - who inactivated a person: `inactive_by_manager` is true only while a person stays inactive
//   because a manager inactivated a group's people. A manager may undo only that; an inactivation
//   by an administrator (or by any other path, which leaves the flag false) stays until an
//   administrator undoes it. The trigger clears the flag whenever the person is active again, so a
//   later inactivation never inherits an old manager's mark.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table groups add constraint groups_not_own_parent check (parent_id is null or parent_id <> id)`.execute(db);
  await sql`alter table users add column inactive_by_manager boolean not null default false`.execute(db);
  await sql`
    create function clear_inactive_by_manager() returns trigger language plpgsql as $$
    begin
      if not new.inactive then
        new.inactive_by_manager := false;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger users_inactive_by_manager before insert or update on users for each row execute function clear_inactive_by_manager()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
