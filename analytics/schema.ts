import type { DuckDBConnection } from '@duckdb/node-api';
import { col, METRICS } from './metrics.js';

// The analytics file's schema, versioned like the Postgres migrations. The file holds nothing that
// Postgres does not: a version it does not know (older or newer) is dropped and rebuilt. 5: closed
// months counted with each person in one place, from responses placed at their reporting groups.
// 6: every other instrument's answers in the long form (instruments/items.ts). 7: their cycles' closes.
export const SCHEMA_VERSION = 7;

const metricColumns = METRICS.map((m) => `${col(m)} double`).join(', ');
const countColumns = METRICS.map((m) => `"n_${m}" bigint, "s_${m}" double`).join(', ');
const npsColumns = ['enps', 'lnps'].flatMap((m) => ['promoters', 'passives', 'detractors'].map((c) => `${m}_${c} bigint`)).join(', ');

const TABLES = [
  `create table meta (key varchar, value varchar)`,
  `create table cycles (company_id uuid, cycle_id uuid, number integer, starts_on date, ends_on date)`,
  // Anonymous responses as Postgres keeps them: a pseudonym, the groups and options as they were.
  `create table responses (seq bigint, company_id uuid, response_id uuid, cycle_id uuid, respondent varchar, group_ids uuid[], option_ids uuid[])`,
  `create table answers (seq bigint, company_id uuid, response_id uuid, metric_id varchar, submetric_id varchar, score double)`,
  // One row per respondent and cycle, written as the response arrives: what reports scan instead
  // of raw answers. Rows of closed cycles are final.
  `create table respondent_cycles (seq bigint, company_id uuid, cycle_id uuid, starts_on date, respondent varchar, group_ids uuid[], option_ids uuid[], ${metricColumns})`,
  `create table closed_cycles (company_id uuid, cycle_id uuid)`,
  // Closed months, counted once per scope (company, group): history reads these.
  `create table month_figures (company_id uuid, bucket varchar, scope varchar, option varchar, respondents bigint, overall double, ${countColumns}, ${npsColumns})`,
  // version: when the month was counted (a late answer reopens and recounts it).
  `create table closed_months (company_id uuid, month varchar, version bigint)`,
  `create table participation_days (company_id uuid, day date, scope varchar, respondents integer)`,
  // The instruments' answers, a row each (instruments/items.ts), and their cycles.
  `create table instrument_cycles (instrument varchar, company_id uuid, instance varchar, cycle_id varchar, starts_on date, ends_on date)`,
  `create table items (seq bigint, instrument varchar, company_id uuid, instance varchar, cycle_id varchar, respondent varchar, group_ids uuid[], option_ids uuid[], question varchar, value double, choice varchar)`,
  // When each cycle closed, and the last response it held then: a closed cycle never opens again,
  // and a response arriving after the close is released like an open cycle's (instruments/items.ts).
  `create table instrument_closed (instrument varchar, company_id uuid, instance varchar, cycle_id varchar, seq bigint)`,
  // Every instrument's answers and cycles in the long form, the engagement survey's included (its
  // own tables are the same rows, split in two for its sync and its per-respondent rows).
  `create view long_items as
     select seq, instrument, company_id, instance, cycle_id, respondent, group_ids, option_ids, question, value, choice from items
     union all
     select r.seq, 'engagement', r.company_id, 'engagement', r.cycle_id::varchar, r.respondent, r.group_ids, r.option_ids, a.metric_id, a.score, null
     from responses r join answers a on a.company_id = r.company_id and a.response_id = r.response_id`,
  `create view long_cycles as
     select instrument, company_id, instance, cycle_id, starts_on, ends_on from instrument_cycles
     union all
     select 'engagement', company_id, 'engagement', cycle_id::varchar, starts_on, ends_on from cycles`,
  // The survey's closed cycles hold every response (a late one recounts its month).
  `create view long_closed as
     select instrument, company_id, instance, cycle_id, seq from instrument_closed
     union all
     select 'engagement', company_id, 'engagement', cycle_id::varchar, 9223372036854775807 from closed_cycles`,
];

export async function tableNames(connection: DuckDBConnection): Promise<string[]> {
  const reader = await connection.runAndReadAll(`select table_name from information_schema.tables where table_schema = 'main'`);
  return reader.getRowObjectsJS().map((r) => String(r.table_name));
}

export async function storedVersion(connection: DuckDBConnection): Promise<number | null> {
  if (!(await tableNames(connection)).includes('meta')) return null;
  const reader = await connection.runAndReadAll(`select value from meta where key = 'schema_version'`);
  const value = reader.getRowObjectsJS()[0]?.value;
  return value === undefined ? null : Number(value);
}

/**
 * Notes about reads, not data (warm.ts: the counts read lately): a new schema or a rebuild keeps
 * them, since a start after either is when reports are coldest.
 */
export const RECENT_COUNTS_META = 'recent_counts';

/** Drops whatever the file holds and creates the current schema, empty but for the notes about reads. */
export async function createSchema(connection: DuckDBConnection): Promise<void> {
  const tables = await tableNames(connection);
  const note = tables.includes('meta') ? await getMeta(connection, RECENT_COUNTS_META) : null;
  // Views first: they stand on the tables.
  const reader = await connection.runAndReadAll(
    `select table_name as name, table_type = 'VIEW' as view from information_schema.tables where table_schema = 'main' order by view desc`,
  );
  for (const { name, view } of reader.getRowObjectsJS()) await connection.run(`drop ${view ? 'view' : 'table'} "${String(name)}"`);
  for (const ddl of TABLES) await connection.run(ddl);
  await connection.run(`insert into meta values ('schema_version', '${SCHEMA_VERSION}')`);
  if (note !== null) await setMeta(connection, RECENT_COUNTS_META, note);
}

export async function getMeta(connection: DuckDBConnection, key: string): Promise<string | null> {
  const reader = await connection.runAndReadAll(`select value from meta where key = $1`, [key]);
  const value = reader.getRowObjectsJS()[0]?.value;
  return value === undefined || value === null ? null : String(value);
}

export async function setMeta(connection: DuckDBConnection, key: string, value: string): Promise<void> {
  await connection.run(`delete from meta where key = $1`, [key]);
  await connection.run(`insert into meta values ($1, $2)`, [key, value]);
}
