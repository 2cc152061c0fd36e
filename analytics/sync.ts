import { DuckDBDataChunk, JSToDuckDBValueConverter, type DuckDBConnection } from '@duckdb/node-api';
import type { AnalyticsSource, AnswerRow, ResponseRow } from './source.js';
import { getMeta, setMeta } from './schema.js';
import { wideSelect } from './wide.js';
import { closedMonthsSql } from './figures/base.js';

const BATCH = 5_000;
const CHUNK = 2_048;

/** Appends rows in bulk: data chunks of columns through one appender, never row by row. */
export async function appendRows(connection: DuckDBConnection, table: string, columns: unknown[][]): Promise<void> {
  const count = columns[0]?.length ?? 0;
  if (count === 0) return;
  const appender = await connection.createAppender(table);
  try {
    const types = columns.map((_, i) => appender.columnType(i));
    for (let offset = 0; offset < count; offset += CHUNK) {
      const size = Math.min(CHUNK, count - offset);
      const chunk = DuckDBDataChunk.create(types, size);
      chunk.setColumnsConverted(columns.map((c) => c.slice(offset, offset + size)) as never, JSToDuckDBValueConverter);
      appender.appendDataChunk(chunk);
    }
  } finally {
    appender.closeSync();
  }
}

/** Rows as an appender's columns, in the table's order (`seq` as the bigint DuckDB stores). */
export const columnsOf = <T extends object>(rows: readonly T[], keys: readonly (keyof T)[]): unknown[][] =>
  keys.map((key) => rows.map((row) => (key === 'seq' ? BigInt(row[key] as number) : row[key])));

const responseColumns = (rows: ResponseRow[]) => columnsOf(rows, ['seq', 'company_id', 'response_id', 'cycle_id', 'respondent', 'group_ids', 'option_ids']);
const answerColumns = (rows: AnswerRow[]) => columnsOf(rows, ['seq', 'company_id', 'response_id', 'metric_id', 'submetric_id', 'score']);

/** The highest sequence number in the file (0 when empty): above the source's, the source was replaced. */
export const maxSeqOf = async (connection: DuckDBConnection) =>
  Number((await connection.runAndReadAll('select coalesce(max(seq), 0)::bigint as n from responses')).getRowObjectsJS()[0]?.n ?? 0);

/** A day ('YYYY-MM-DD') as the date DuckDB's appender takes. */
export const asDay = (value: string) => new Date(`${value}T00:00:00Z`);

/** Cycles are few: each pass replaces them (a new one appears, or settings move one's end). */
export async function refreshCycles(connection: DuckDBConnection, source: AnalyticsSource) {
  const cycles = await source.cycles();
  await connection.run('delete from cycles');
  await appendRows(connection, 'cycles', [
    cycles.map((c) => c.company_id),
    cycles.map((c) => c.cycle_id),
    cycles.map((c) => c.number),
    cycles.map((c) => asDay(c.starts_on)),
    cycles.map((c) => asDay(c.ends_on)),
  ]);
}

/**
 * Marks the cycles that have ended as closed: their per-respondent rows are final from then on,
 * read whole by reports (an open cycle's are released to each figure in blocks of k).
 */
export async function closeCycles(connection: DuckDBConnection, today: string): Promise<string[]> {
  const reader = await connection.runAndReadAll(
    `select cycle_id::varchar as id, company_id::varchar as company from cycles
     where ends_on <= $1::date and cycle_id not in (select cycle_id from closed_cycles)`,
    [today],
  );
  const closing = reader.getRowObjectsJS() as { id: string; company: string }[];
  if (closing.length === 0) return [];
  await appendRows(connection, 'closed_cycles', [closing.map((c) => c.company), closing.map((c) => c.id)]);
  return closing.map((c) => c.company);
}

/**
 * Each response becomes one row per respondent and cycle (a column per metric) as it arrives:
 * reports scan these rows, never raw answers.
 */
export async function foldResponses(connection: DuckDBConnection, which: string): Promise<void> {
  await connection.run(`insert into respondent_cycles ${wideSelect(which)}`);
}

/**
 * Counts every month whose cycles have all closed, per scope and demographic cell, once: history
 * then reads a handful of rows instead of a year of answers.
 */
export async function closeMonths(connection: DuckDBConnection, today: string): Promise<string[]> {
  const reader = await connection.runAndReadAll(
    `select company_id::varchar as company, strftime(starts_on, '%Y-%m') as month
     from cycles group by company_id, strftime(starts_on, '%Y-%m')
     having max(ends_on) <= $1::date and strftime(starts_on, '%Y-%m') < strftime($1::date, '%Y-%m')
       and (company_id, strftime(starts_on, '%Y-%m')) not in (select company_id, month from closed_months)`,
    [today],
  );
  const months = reader.getRowObjectsJS() as { company: string; month: string }[];
  if (months.length === 0) return [];
  await connection.run(`insert into month_figures ${closedMonthsSql(months)}`);
  const version = BigInt(Date.now());
  await appendRows(connection, 'closed_months', [months.map((m) => m.company), months.map((m) => m.month), months.map(() => version)]);
  return months.map((m) => m.company);
}

/**
 * Where the file stands in the source's responses: every response up to this sequence number is in
 * it. A new key (the horizon was once a transaction id): a file kept under the old one reads '0'
 * and is rebuilt at attach.
 */
export const HORIZON_META = 'horizon_seq';
export const horizonOf = async (connection: DuckDBConnection) => (await getMeta(connection, HORIZON_META)) ?? '0';

/**
 * New responses, appended with their answers: those committed since the last pass (sequence
 * numbers up to the source's horizon), read once each, in one transaction of the file with the
 * new horizon, so a pass that fails reads them again whole.
 */
async function appendNew(connection: DuckDBConnection, source: AnalyticsSource): Promise<number> {
  const range = { from: await horizonOf(connection), to: await source.horizon() };
  if (range.from === range.to) return 0;
  let afterSeq = 0;
  let total = 0;
  await inTransaction(connection, async () => {
    for (;;) {
      const { responses, answers } = await source.since(range, afterSeq, BATCH);
      if (responses.length === 0) break;
      await appendRows(connection, 'responses', responseColumns(responses));
      await appendRows(connection, 'answers', answerColumns(answers));
      const seqs = responses.map((r) => r.seq).join(', ');
      // A cycle made after this pass read the cycles (a first answer to it) is read now: a response
      // is folded with its cycle's start.
      const unknown = await connection.runAndReadAll(`select 1 from responses where seq in (${seqs}) and cycle_id not in (select cycle_id from cycles) limit 1`);
      if (unknown.currentRowCount > 0) await refreshCycles(connection, source);
      await foldResponses(connection, `r.seq in (${seqs})`);
      // Late responses of closed cycles count their month again.
      const late = `r.seq in (${seqs}) and r.cycle_id in (select cycle_id from closed_cycles)`;
      const months = `select distinct r.company_id, strftime(c.starts_on, '%Y-%m') from responses r join cycles c on c.cycle_id = r.cycle_id where ${late}`;
      await connection.run(`delete from month_figures where (company_id, bucket) in (${months})`);
      await connection.run(`delete from closed_months where (company_id, month) in (${months})`);
      afterSeq = responses[responses.length - 1]!.seq;
      total += responses.length;
    }
    await setMeta(connection, HORIZON_META, range.to);
  });
  return total;
}

/**
 * Runs the writes of `write` as one transaction of the file: a report reading meanwhile (on the
 * reader connection) sees all of them or none, never a table emptied and not yet refilled.
 */
export async function inTransaction<T>(connection: DuckDBConnection, write: () => Promise<T>): Promise<T> {
  await connection.run('begin transaction');
  try {
    const result = await write();
    await connection.run('commit');
    return result;
  } catch (error) {
    await connection.run('rollback');
    throw error;
  }
}

async function refreshParticipation(connection: DuckDBConnection, source: AnalyticsSource, today: string) {
  // Counts of the last days move; older days are final. Read again from two days before the last
  // pass (or today, whichever is earlier): a pass across midnight or after days without one.
  const last = await getMeta(connection, 'participation_from');
  const from = last ? new Date(Date.parse(`${last < today ? last : today}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10) : null;
  const rows = await source.participationDays(from);
  await connection.run(from ? `delete from participation_days where day >= $1::date` : 'delete from participation_days', from ? [from] : []);
  await appendRows(connection, 'participation_days', [
    rows.map((r) => r.company_id),
    rows.map((r) => asDay(r.day)),
    rows.map((r) => r.scope),
    rows.map((r) => r.respondents),
  ]);
  await setMeta(connection, 'participation_from', today);
}

const companiesOf = async (connection: DuckDBConnection, sql: string, values: (string | number)[] = []) =>
  (await connection.runAndReadAll(sql, values)).getRowObjectsJS().map((r) => String(r.company));

/** Each company's cycles in brief, to tell which companies a refresh changed. */
const cycleSignature = `select company_id::varchar as company, count(*)::varchar || max(ends_on)::varchar || max(starts_on)::varchar as sig from cycles group by company_id`;

export interface SyncPass {
  responses: number;
  closed: number;
  /** Companies whose figures may have changed: cached figures of theirs are stale. */
  touched: Set<string>;
}

/** One incremental pass: cycles, new answers, cycles that closed, participation. */
export async function syncOnce(connection: DuckDBConnection, source: AnalyticsSource, today: string): Promise<SyncPass> {
  const signature = async () => new Map((await connection.runAndReadAll(cycleSignature)).getRowObjectsJS().map((r) => [String(r.company), String(r.sig)]));
  const before = await signature();
  await inTransaction(connection, () => refreshCycles(connection, source));
  const after = await signature();
  const touched = new Set([...after].filter(([company, sig]) => before.get(company) !== sig).map(([company]) => company));
  // Cycles that ended close before new rows arrive: a report never sees rows of two open cycles in
  // one period, whose blocks of k rows would then not be k people (base.ts releasedOpen).
  const closed = await inTransaction(connection, () => closeCycles(connection, today));
  const counted = await connection.runAndReadAll('select count(*)::bigint as n from responses');
  const known = Number(counted.getRowObjectsJS()[0]?.n ?? 0);
  const responses = await appendNew(connection, source);
  // Rows are appended in order: the new ones are the last `responses` of the table.
  if (responses > 0)
    for (const c of await companiesOf(connection, `select distinct company_id::varchar as company from (select company_id from responses offset ${known})`))
      touched.add(c);
  // Months close once their cycles have and their rows are in (until then they are read from rows).
  const months = await inTransaction(connection, () => closeMonths(connection, today));
  for (const c of [...closed, ...months]) touched.add(c);
  await inTransaction(connection, () => refreshParticipation(connection, source, today));
  return { responses, closed: closed.length, touched };
}
