import pg from 'pg';
import { connect } from '../../server/db/connect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { syncSurveyLibrary } from '../../server/modules/survey/survey.library.js';
import { writeCompany } from '../../seeds/synthetic/company.js';
import { loadLibrary, progressBar, type CompanyOptions, type GeneratedCompany } from '../../seeds/synthetic/index.js';
import { withTarget } from '../../seeds/synthetic/target.js';
import { scaledPlans } from './scale.js';

// The benchmark's Postgres database: generated once (about a minute at scale 1) and reused by later
// runs, so that runs compare the same rows. A set that is missing, partial, of another scale or
// made for another day is generated again from scratch.

export const LARGE_COMPANY = 'Meridian Group';

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
async function unusable(url: string, today: string, plans: readonly CompanyOptions[]): Promise<string | null> {
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
    if (companies !== plans.length) return `it holds ${companies} companies, not ${plans.length} (a partial run, or another scale?)`;
    const people = await client.query<{ n: string }>('select count(*) as n from users u join companies c on c.id = u.company_id where c.name = $1', [LARGE_COMPANY]);
    const expected = plans.find((p) => p.name === LARGE_COMPANY)!.employees;
    if (Number(people.rows[0]?.n ?? 0) !== expected) return `${LARGE_COMPANY} has ${people.rows[0]?.n ?? 0} people, not ${expected} (another scale?)`;
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

/** Writes the companies as generateBenchmarkData does, but of the plans given (a scale of its set). */
async function generate(url: string, plans: readonly CompanyOptions[]): Promise<GeneratedCompany[]> {
  const bar = progressBar(process.stdout, '  ');
  const total = plans.reduce((sum, p) => sum + p.employees * p.cycles, 0);
  let before = 0;
  const made = await withTarget({ kind: 'postgres', url, checkKeys: false }, async (writer) => {
    const library = await loadLibrary(writer);
    const companies: GeneratedCompany[] = [];
    for (const plan of plans) {
      const offset = before;
      companies.push(
        await writer.atomically((w) =>
          writeCompany(w, library, { ...plan, library }, (phase, done) => {
            if (phase === 'surveys') bar(phase, offset + done, total);
          }),
        ),
      );
      before += plan.employees * plan.cycles;
    }
    bar('statistics', 0, 1);
    return companies;
  });
  bar('statistics', 1, 1);
  process.stdout.write('\n');
  return made;
}

/** Makes sure the benchmark data set at `scale` is there; generates it (with a progress bar) when not. */
export async function ensureDatabase(url: string, today: string, regenerate: boolean, scale: number): Promise<void> {
  const plans = scaledPlans(scale, today);
  const reason = regenerate ? '--regenerate was given' : await unusable(url, today, plans);
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!reason) {
    console.log(`Database: reusing ${name} (scale ${scale}, ${plans.length} companies, generated for ${today}; --regenerate makes it anew)`);
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
  console.log(`Database: generating ${name} (scale ${scale}) because ${reason}`);
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
  const started = performance.now();
  const companies = await generate(url, plans);
  const t = { users: 0, groups: 0, cycles: 0, responses: 0, answers: 0 };
  for (const c of companies) for (const key of Object.keys(t) as (keyof typeof t)[]) t[key] += c.counts[key];
  console.log(
    `  generated ${companies.length} companies in ${((performance.now() - started) / 1000).toFixed(1)} s: ${t.users} people, ${t.groups} groups, ${t.cycles} cycles, ${t.responses} responses, ${t.answers} answers`,
  );
}
