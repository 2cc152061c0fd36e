import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { analyticsSource } from '../../server/db/analytics-source.js';
import { connect } from '../../server/db/connect.js';
import { ensureDatabase, LARGE_COMPANY } from './database.js';
import { checkLines, verdict } from './family-table.js';
import { families, FULL_REPORT } from './families.js';
import { attempt, mb, MemorySampler, ms, table, timeRuns, type Timing } from './measure.js';
import { DUCK_TARGET, MEMORY_LIMIT, REBUILD_RSS_TARGET, rebuildEngine, TODAY } from './rebuild.js';
import { databaseUrlFor } from './scale.js';
import { loadCompany } from './setting.js';

// The growth table (--growth, or --scale with several factors): the cold full company report at
// each scale of the data set in turn, from a rebuilt engine as in the full benchmark, and whether
// its time grows no faster than the data it reads. The baseline of each ratio is the smaller scale
// measured in the same run.

/** How much faster than the data the time may grow between two scales: run-to-run noise on a shared machine. */
const TOLERANCE = 1.1;
/**
 * Free memory a scale above 1 needs per unit of scale before it is tried. DuckDB is capped at its
 * memory limit, but the rest of the process (about a gigabyte at scales 1 and 3 in November 2026),
 * the generator's people and Postgres's working set grow with the data.
 */
const FREE_PER_SCALE = 2 ** 30;

interface Measured {
  scale: number;
  people: number;
  groups: number;
  /** The large company's responses and answers: what its full report reads. */
  responses: number;
  answers: number;
  /** Every company's responses, which the rebuild reads. */
  allResponses: number;
  rebuildS: number;
  rebuildRss: number;
  peakDuck: number;
  cold: Timing | null;
  figures: string;
  error?: string;
}

type Row = Measured | { scale: number; skipped: string };

export interface GrowthOptions {
  url: string;
  regenerate: boolean;
  runs: number;
  warmups: number;
  /** The folder the results file goes to. */
  results: string;
}

async function measure(scale: number, o: GrowthOptions): Promise<Measured> {
  const url = databaseUrlFor(o.url, scale);
  await ensureDatabase(url, TODAY, o.regenerate, scale);
  const { db, raw } = await connect({ databaseUrl: url, dataDir: '' });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const sampler = new MemorySampler();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clima-bench-'));
  let close = async () => {};
  try {
    const company = await loadCompany(db, pool);
    const { rows } = await pool.query<{ people: number; responses: number; answers: number; all_responses: number }>(
      `select (select count(*) from users where company_id = $1)::int as people,
              (select count(*) from survey_responses where company_id = $1)::int as responses,
              (select count(*) from survey_answers where company_id = $1)::int as answers,
              (select count(*) from survey_responses)::int as all_responses`,
      [company.companyId],
    );
    const counts = rows[0]!;
    console.log(
      `  ${LARGE_COMPANY}: ${counts.people.toLocaleString('en-US')} people, ${company.tree.length} groups, ${counts.responses.toLocaleString('en-US')} responses, ${counts.answers.toLocaleString('en-US')} answers (all companies: ${counts.all_responses.toLocaleString('en-US')} responses)`,
    );
    sampler.start();
    const rebuilt = await rebuildEngine(analyticsSource(db, raw), dataDir, sampler, (line) => console.log(`    ${line}`));
    close = () => rebuilt.engine.close();
    console.log(`  rebuilt in ${rebuilt.seconds.toFixed(1)} s, peak process RSS ${mb(rebuilt.peakRss)}`);
    const family = families({ engine: rebuilt.engine, pool, today: TODAY, ...company, metric: 'managerRelationship' }).find((f) => f.name === FULL_REPORT)!;
    sampler.phase(FULL_REPORT);
    // A time is worth comparing only for a report that is right: checked once against Postgres first.
    console.log("  checking it against Postgres (the baseline's SQL: the slowest step at large scales)");
    const checkStarted = performance.now();
    const checked = await attempt(family.check);
    const check = 'error' in checked ? checked : checked.ok;
    for (const line of checkLines(family.name, check)) console.log(line);
    console.log(`  checked in ${((performance.now() - checkStarted) / 1000).toFixed(1)} s`);
    console.log(`  timing the cold report: ${o.runs} runs after ${o.warmups} warm-ups, every kept figure dropped before each`);
    const cold = await attempt(() =>
      timeRuns(family.engine, {
        warmups: o.warmups,
        runs: o.runs,
        between: async () => {
          rebuilt.engine.cache.clear();
          await sampler.sampleDuck();
        },
      }),
    );
    if ('ok' in cold) console.log(`  cold full report: median ${ms(cold.ok.median)} ms, p90 ${ms(cold.ok.p90)} ms (${cold.ok.runs} runs)`);
    return {
      scale,
      people: counts.people,
      groups: company.tree.length,
      responses: counts.responses,
      answers: counts.answers,
      allResponses: counts.all_responses,
      rebuildS: rebuilt.seconds,
      rebuildRss: rebuilt.peakRss,
      peakDuck: sampler.peakDuck,
      cold: 'ok' in cold ? cold.ok : null,
      figures: 'error' in check ? 'error' : check.mismatches.length ? `${check.mismatches.length} differ` : 'agree',
      ...('error' in cold ? { error: cold.error } : {}),
    };
  } finally {
    sampler.stop();
    await close();
    rmSync(dataDir, { recursive: true, force: true });
    await pool.end();
    await db.destroy();
  }
}

/** Time against data from one measured scale to the next: [data ×, time ×, within the rule]. */
function growthBetween(a: Measured, b: Measured): [number, number, boolean] | null {
  if (!a.cold || !b.cold) return null;
  const data = b.responses / a.responses;
  const time = b.cold.median / a.cold.median;
  return [data, time, time <= data * TOLERANCE];
}

export async function growth(scales: readonly number[], o: GrowthOptions): Promise<void> {
  console.log(`\n== Growth: the cold full company report at scales ${scales.join(', ')} (memory_limit ${MEMORY_LIMIT}, 2 threads)`);
  const rows: Row[] = [];
  for (const [i, scale] of scales.entries()) {
    const free = os.freemem();
    console.log(`\n[${i + 1}/${scales.length}] scale ${scale} — ${mb(free)} free`);
    if (scale > 1 && free < scale * FREE_PER_SCALE) {
      const skipped = `${mb(free)} free, under the ${mb(scale * FREE_PER_SCALE)} (${mb(FREE_PER_SCALE)} per unit of scale) it is given`;
      console.log(`  skipped: ${skipped}`);
      rows.push({ scale, skipped });
      continue;
    }
    rows.push(await measure(scale, o));
  }

  const measured = rows.filter((r): r is Measured => 'responses' in r);
  const pairs = measured.slice(1).map((b, i) => growthBetween(measured[i]!, b));
  console.log(`\n== Growth table (cold: every kept figure dropped before each run; data: ${LARGE_COMPANY}'s responses, which its full report reads)`);
  console.log(
    table(
      [
        'scale',
        'people',
        'groups',
        'responses',
        'answers',
        'rebuild',
        'RSS in rebuild',
        'cold full median',
        'p90',
        'ms per 100k responses',
        'data ×',
        'time ×',
        'verdict',
        'figures',
      ],
      measured.map((r) => {
        const at = measured.indexOf(r);
        const pair = at > 0 ? pairs[at - 1] : undefined;
        return [
          `${r.scale}`,
          r.people.toLocaleString('en-US'),
          `${r.groups}`,
          r.responses.toLocaleString('en-US'),
          r.answers.toLocaleString('en-US'),
          `${r.rebuildS.toFixed(1)} s`,
          mb(r.rebuildRss),
          r.cold ? `${ms(r.cold.median)} ms` : `error: ${r.error}`,
          r.cold ? `${ms(r.cold.p90)} ms` : '',
          r.cold ? ms((r.cold.median / r.responses) * 100_000) : '',
          pair ? `${pair[0].toFixed(2)}×` : '',
          pair ? `${pair[1].toFixed(2)}×` : '',
          pair ? (pair[2] ? 'no faster' : 'FASTER') : pair === null ? 'no timing' : '',
          r.figures,
        ];
      }),
    ),
  );
  for (const r of rows) if ('skipped' in r) console.log(`Scale ${r.scale}: skipped, ${r.skipped}.`);
  console.log(`Rule: from one scale to the next, time × ≤ data × × ${TOLERANCE} (${Math.round((TOLERANCE - 1) * 100)}% for run-to-run noise).`);
  const judged = pairs.filter((p) => p !== null);
  const ok = judged.length > 0 && judged.length === pairs.length && judged.every((p) => p[2]);
  if (measured.length >= 2) {
    const [first, last] = [measured[0]!, measured.at(-1)!];
    const whole = growthBetween(first, last);
    if (whole)
      console.log(
        `From scale ${first.scale} to ${last.scale}: data ${whole[0].toFixed(1)}×, cold full report ${whole[1].toFixed(1)}× (${whole[2] ? 'within' : 'outside'} the rule).`,
      );
  }
  console.log(
    `Verdict: ${judged.length ? (ok ? 'PASS — the cold full report grows no faster than the data' : 'FAIL — the cold full report grows faster than the data, or a scale could not be timed') : 'no two scales were timed: nothing to compare'}`,
  );
  const rss = measured.map((r) => `scale ${r.scale} ${mb(r.rebuildRss)} ${verdict(r.rebuildRss <= REBUILD_RSS_TARGET)}`);
  console.log(`Peak process RSS during the rebuild (target ≤ ${mb(REBUILD_RSS_TARGET)}): ${rss.join('; ')}`);
  console.log(`Peak DuckDB memory (duckdb_memory(), target < ${mb(DUCK_TARGET)}): ${measured.map((r) => `scale ${r.scale} ${mb(r.peakDuck)}`).join('; ')}`);

  const file = path.join(o.results, 'analytics-growth-latest.json');
  mkdirSync(o.results, { recursive: true });
  writeFileSync(
    file,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        today: TODAY,
        machine: { cpus: os.cpus().length, memory: os.totalmem(), node: process.version },
        tolerance: TOLERANCE,
        rows,
        pass: ok,
      },
      null,
      2,
    ),
  );
  console.log(`Results written to ${path.relative(process.cwd(), file)}`);
}
