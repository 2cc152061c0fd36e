import { sql, type Kysely } from 'kysely';

// A person's value names an attribute and an option; the option must be one of that attribute's,
// whichever screen or import writes the value. Deleting an option still clears the values.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table user_attribute_options add constraint user_attribute_options_attribute_option_key unique (company_id, attribute_id, id)`.execute(db);
  await sql`
    alter table user_attribute_values add constraint user_attribute_values_option_of_attribute_fkey
      foreign key (company_id, attribute_id, option_id) references user_attribute_options (company_id, attribute_id, id) on delete cascade`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
