import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../../server/db/connect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { syncSurveyLibrary } from '../../server/modules/survey/survey.library.js';

// One fresh database per run, migrated once, dropped at the end: tests never share state with
// another run or with the developer's data. Always a real PostgreSQL server.
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const base = new URL(process.env.DATABASE_URL || DEFAULT_URL);
  const name = `clima_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  const { db } = await connect({ databaseUrl: url.toString(), dataDir: '' });
  await migrateToLatest(db);
  await syncSurveyLibrary(db);
  await db.destroy();
  project.provide('databaseUrl', url.toString());

  return async () => {
    const client = new pg.Client({ connectionString: base.toString() });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}
