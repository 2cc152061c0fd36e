import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';

export interface AnalyticsOptions {
  /** Folder for the DuckDB file, or null for an in-memory engine (tests). */
  dataDir: string | null;
  memoryLimit: string;
}

// The analytics engine owns its DuckDB instance and never imports server code. Extensions come
// only from what the package ships: nothing may wait on a download our machines cannot make.
export class AnalyticsEngine {
  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
  ) {}

  static async open(options: AnalyticsOptions): Promise<AnalyticsEngine> {
    let file = ':memory:';
    if (options.dataDir) {
      mkdirSync(options.dataDir, { recursive: true });
      file = path.join(options.dataDir, 'analytics.duckdb');
    }
    const instance = await DuckDBInstance.create(file, {
      memory_limit: options.memoryLimit,
      threads: '2',
      autoinstall_known_extensions: 'false',
      autoload_known_extensions: 'false',
    });
    const connection = await instance.connect();
    return new AnalyticsEngine(instance, connection);
  }

  /** A round trip through the engine, for the health check. */
  async ping(): Promise<boolean> {
    const reader = await this.connection.runAndReadAll('select 1 as ok');
    return Number(reader.getRowObjects()[0]?.ok) === 1;
  }

  close(): void {
    this.connection.closeSync();
    this.instance.closeSync();
  }
}
