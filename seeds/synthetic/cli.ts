import { parseArgs } from 'node:util';
import pg from 'pg';
import { connect } from '../../server/db/connect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { syncSurveyLibrary } from '../../server/modules/survey/survey.library.js';
import { BENCHMARK_PSEUDONYM_KEY, BENCHMARK_SEED, generateBenchmarkData, libraryFromSeeds, MemoryWriter, progressBar, type Target } from './index.js';

// The benchmark data set from the command line, with a progress bar:
//   npx tsx seeds/synthetic/cli.ts --url postgres://…/clima        write into a migrated database
//   npx tsx seeds/synthetic/cli.ts --scratch [--keep]              a scratch database made, filled, measured, dropped
//   npx tsx seeds/synthetic/cli.ts --dry-run                       count the rows without a database
// --no-key-checks loads without foreign-key checks (superuser; about twice as fast).

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    scratch: { type: 'boolean', default: false },
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    keep: { type: 'boolean', default: false },
    'no-key-checks': { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    seed: { type: 'string', default: BENCHMARK_SEED },
    key: { type: 'string', default: BENCHMARK_PSEUDONYM_KEY },
    today: { type: 'string' },
  },
});

async function admin(sqlText: string) {
  const client = new pg.Client({ connectionString: args.server });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

async function main() {
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 200);
  const options = { seed: args.seed, pseudonymKey: args.key, today: args.today };
  let target: Target;
  let scratchUrl: string | null = null;
  const memory = new MemoryWriter(0);
  if (args['dry-run']) target = { kind: 'writer', writer: memory };
  else if (args.scratch) {
    const url = new URL(args.server);
    url.pathname = '/clima_gen_scratch';
    scratchUrl = url.toString();
    await admin('drop database if exists clima_gen_scratch with (force)');
    await admin('create database clima_gen_scratch');
    const { db } = await connect({ databaseUrl: scratchUrl, dataDir: '' });
    await migrateToLatest(db);
    await syncSurveyLibrary(db);
    await db.destroy();
    target = { kind: 'postgres', url: scratchUrl, checkKeys: !args['no-key-checks'] };
  } else if (args.url) target = { kind: 'postgres', url: args.url, checkKeys: !args['no-key-checks'] };
  else throw new Error('Give --url, --scratch or --dry-run');

  try {
    const result = await generateBenchmarkData(target, { ...options, library: args['dry-run'] ? libraryFromSeeds() : undefined }, progressBar());
    process.stderr.write('\n');
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    console.log(`Generated ${result.companies.length} companies in ${result.seconds.toFixed(1)} s; peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MiB`);
    console.log(JSON.stringify(result.totals));
    if (scratchUrl) {
      const client = new pg.Client({ connectionString: scratchUrl });
      await client.connect();
      const tables = [
        'companies',
        'users',
        'groups',
        'group_members',
        'group_managers',
        'user_attribute_values',
        'survey_cycles',
        'survey_responses',
        'survey_answers',
        'survey_culture_votes',
        'survey_participation',
        'participation_days',
      ];
      for (const t of tables) console.log(`${t.padEnd(24)} ${(await client.query<{ n: string }>(`select count(*)::bigint as n from ${t}`)).rows[0]!.n}`);
      const size = await client.query<{ size: string }>(`select pg_size_pretty(pg_database_size('clima_gen_scratch')) as size`);
      console.log(`database size ${size.rows[0]!.size}`);
      await client.end();
    }
    if (args['dry-run']) console.log(JSON.stringify(Object.fromEntries(memory.counts)));
  } finally {
    clearInterval(sampler);
    if (scratchUrl && !args.keep) await admin('drop database if exists clima_gen_scratch with (force)');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
