import { writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, type Database } from '../../server/db/connect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { syncSurveyLibrary } from '../../server/modules/survey/survey.library.js';
import { syncCultureValues } from '../../server/modules/culture/culture.catalogue.js';
import { EMBEDDED } from './embedded.js';

// One fresh database per run, migrated once, dropped at the end: tests never share state with
// another run or with the developer's data. On a real PostgreSQL server by default; with
// CLIMA_TEST_DB=embedded on the embedded database the product starts with, one migrated image
// that each test file opens a copy of.
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL database; empty on the embedded database. */
    databaseUrl: string;
    /** The migrated embedded database's files (a tar), on the embedded database only. */
    embeddedImage: string;
  }
}

async function prepare(db: Database) {
  await migrateToLatest(db);
  await syncSurveyLibrary(db);
  await syncCultureValues(db);
}

export default async function setup(project: TestProject) {
  const name = `clima_test_${process.pid}_${Date.now().toString(36)}`;
  if (EMBEDDED) {
    const { db, raw } = await connect({ dataDir: null });
    await prepare(db);
    if (raw.kind !== 'pglite') throw new Error('expected the embedded database');
    const image = path.join(os.tmpdir(), `${name}.tar`);
    await writeFile(image, Buffer.from(await (await raw.client.dumpDataDir('none')).arrayBuffer()));
    await db.destroy();
    project.provide('databaseUrl', '');
    project.provide('embeddedImage', image);
    return () => rm(image, { force: true });
  }

  const base = new URL(process.env.DATABASE_URL || DEFAULT_URL);
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  const { db } = await connect({ databaseUrl: url.toString(), dataDir: '' });
  await prepare(db);
  await db.destroy();
  project.provide('databaseUrl', url.toString());
  project.provide('embeddedImage', '');

  return async () => {
    const client = new pg.Client({ connectionString: base.toString() });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}
