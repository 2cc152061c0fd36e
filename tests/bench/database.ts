import pg from 'pg';
import { connect } from '../../server/db/connect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { syncSurveyLibrary } from '../../server/modules/survey/survey.library.js';
import { BENCHMARK_PSEUDONYM_KEY, BENCHMARK_SEED, benchmarkCompanies, generateBenchmarkData, progressBar } from '../../seeds/synthetic/index.js';

// The benchmark's Postgres database: generated once (about a minute) and reused by later runs, so
// that runs compare the same rows. A set that is missing, partial or made for another day is
// generated again from scratch.

export const LARGE_COMPANY = 'Meridian Group';

const EXPECTED_COMPANIES = benchmarkCompanies({ seed: BENCHMARK_SEED, pseudonymKey: BENCHMARK_PSEUDONYM_KEY }).length;

async function onServer(url: string, work: (client: pg.Client) => Promise<void>) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** Why the database cannot be reused as it is, or null when it can. */
async function unusable(url: string, today: string): Promise<string | null> {
  let exists = false;
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  await onServer(url, async (c) => {
    exists = (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  });
  if (!exists) return 'it does not exist';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query(`select 1 from information_schema.tables where table_name = 'companies'`);
    if (tables.rowCount === 0) return 'it has no schema';
    const { rows } = await client.query<{ n: string }>('select count(*) as n from companies');
    const companies = Number(rows[0]?.n ?? 0);
    if (companies === 0) return 'it has no companies';
    if (companies !== EXPECTED_COMPANIES) return `it holds ${companies} companies, not ${EXPECTED_COMPANIES} (a partial run?)`;
    // Figures are computed for a fixed day: the data must have been made for it.
    const current = await client.query(
      `select 1 from survey_cycles c join companies co on co.id = c.company_id
       where co.name = $1 and c.starts_on <= $2::date and c.ends_on > $2::date`,
      [LARGE_COMPANY, today],
    );
    if (current.rowCount === 0) return `it was generated for another day than ${today}`;
    return null;
  } finally {
    await client.end();
  }
}

/** Makes sure the benchmark data set is there; generates it (with a progress bar) when not. */
export async function ensureDatabase(url: string, today: string, regenerate: boolean): Promise<void> {
  const reason = regenerate ? '--regenerate was given' : await unusable(url, today);
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!reason) {
    console.log(`Database: reusing ${name} (${EXPECTED_COMPANIES} companies, generated for ${today}; --regenerate makes it anew)`);
    // A data set kept from an earlier version of the schema is brought up to date, as a server would.
    const { db } = await connect({ databaseUrl: url, dataDir: '' });
    try {
      const applied = await migrateToLatest(db);
      if (applied.length) console.log(`  applied ${applied.length} migration(s) to it`);
    } finally {
      await db.destroy();
    }
    return;
  }
  console.log(`Database: generating ${name} because ${reason}`);
  await onServer(url, async (c) => {
    await c.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
    await c.query(`create database "${name.replace(/"/g, '""')}"`);
  });
  const { db } = await connect({ databaseUrl: url, dataDir: '' });
  try {
    await migrateToLatest(db);
    await syncSurveyLibrary(db);
  } finally {
    await db.destroy();
  }
  const result = await generateBenchmarkData(
    { kind: 'postgres', url, checkKeys: false },
    { seed: BENCHMARK_SEED, pseudonymKey: BENCHMARK_PSEUDONYM_KEY, today },
    progressBar(process.stdout, '  '),
  );
  process.stdout.write('\n');
  const t = result.totals;
  console.log(
    `  generated ${result.companies.length} companies in ${result.seconds.toFixed(1)} s: ${t.users} people, ${t.groups} groups, ${t.cycles} cycles, ${t.responses} responses, ${t.answers} answers`,
  );
}
