import type pg from 'pg';
import type { Database } from '../../server/db/connect.js';
import type { BulkWriter, TableName } from './writer.js';
import { KyselyWriter } from './writer-kysely.js';
import { PostgresWriter } from './writer-postgres.js';

// Where generated rows go. A PostgreSQL connection string or pool gets COPY (benchmark scale); a Kysely
// database (the embedded PGlite of the demo, or any server) gets batched INSERTs; a writer of
// one's own (a recorder in tests) gets the rows as they are.

export type Target =
  /** checkKeys false: no foreign-key checks during the load (superuser only; about 2× faster). */
  | { kind: 'postgres'; url: string; checkKeys?: boolean }
  /** The pool under a Kysely database on a server (connect()'s raw connection). */
  | { kind: 'postgres'; pool: pg.Pool; checkKeys?: boolean }
  | { kind: 'kysely'; db: Database }
  | { kind: 'writer'; writer: BulkWriter };

/** Every table the generator fills, for statistics after the load. */
export const GENERATED_TABLES: readonly TableName[] = [
  'companies',
  'subscriptions',
  'users',
  'groups',
  'group_members',
  'group_managers',
  'user_attributes',
  'user_attribute_options',
  'user_attribute_values',
  'survey_cycles',
  'survey_responses',
  'survey_answers',
  'survey_culture_votes',
  'survey_participation',
  'participation_days',
];

/** Opens the target's writer; `owned` says whether the caller must close it. */
export async function openTarget(target: Target): Promise<{ writer: BulkWriter; owned: boolean }> {
  switch (target.kind) {
    case 'postgres':
      return { writer: await PostgresWriter.open('pool' in target ? { pool: target.pool } : { url: target.url }, { checkKeys: target.checkKeys }), owned: true };
    case 'kysely':
      return { writer: new KyselyWriter(target.db), owned: true };
    case 'writer':
      return { writer: target.writer, owned: false };
  }
}

/** Runs work on the target's writer, refreshes statistics, and closes what it opened. */
export async function withTarget<T>(target: Target, work: (writer: BulkWriter) => Promise<T>): Promise<T> {
  const { writer, owned } = await openTarget(target);
  try {
    const result = await work(writer);
    await writer.finish(GENERATED_TABLES);
    return result;
  } finally {
    if (owned) await writer.close();
  }
}
