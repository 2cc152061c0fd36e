import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './connect.js';

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

class FolderProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{4}_\d{2}_\d{2}_\d{6}_[a-z0-9_]+\.ts$/.test(f));
    const entries = await Promise.all(
      files.map(async (f) => [f.replace(/\.ts$/, ''), (await import(pathToFileURL(path.join(MIGRATIONS_DIR, f)).href)) as Migration] as const),
    );
    return Object.fromEntries(entries);
  }
}

export async function migrateToLatest(db: Database): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new FolderProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  const failed = results?.find((r) => r.status === 'Error');
  if (failed) throw new Error(`Migration ${failed.migrationName} failed`);
  return (results ?? []).map((r) => r.migrationName);
}
