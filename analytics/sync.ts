import { DuckDBDataChunk, JSToDuckDBValueConverter, type DuckDBConnection } from '@duckdb/node-api';
import type { AnalyticsSource, AnswerRow, CycleRow, ParticipationDayRow, ParticipationSince, ResponseRow, Share } from './source.js';
import { getMeta, setMeta } from './schema.js';
import { wideSelect } from './wide.js';
import { closedMonthsSql, uuidList } from './figures/base.js';

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

/** Each company's cycles as one text: a company whose text moved has cycles to write again. */
function cycleTexts(rows: readonly CycleRow[]): Map<string, string> {
  const lines = new Map<string, string[]>();
  for (const c of rows) {
    const list = lines.get(c.company_id) ?? [];
    list.push(`${c.cycle_id} ${c.number} ${c.starts_on} ${c.ends_on}`);
    lines.set(c.company_id, list);
  }
  return new Map([...lines].map(([company, list]) => [company, list.sort().join(',')]));
}

/**
 * Cycles are few: each pass reads them all, and writes again only the companies whose cycles
 * changed (a new one appears, or settings move one's end), leaving every other company's rows as
 * they are. Returns those companies.
 */
export async function refreshCycles(connection: DuckDBConnection, source: AnalyticsSource, share: Share): Promise<string[]> {
  const fresh = await source.cycles(share);
  const kept = await connection.runAndReadAll(
    `select company_id::varchar as company_id, cycle_id::varchar as cycle_id, number, strftime(starts_on, '%Y-%m-%d') as starts_on,
       strftime(ends_on, '%Y-%m-%d') as ends_on from cycles`,
  );
  const before = cycleTexts(kept.getRowObjectsJS() as unknown as CycleRow[]);
  const after = cycleTexts(fresh);
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter((company) => before.get(company) !== after.get(company));
  if (changed.length === 0) return [];
  await connection.run(`delete from cycles where list_contains(${uuidList(changed)}, company_id::varchar)`);
  const writing = new Set(changed);
  const rows = fresh.filter((c) => writing.has(c.company_id));
  await appendRows(connection, 'cycles', [
    rows.map((c) => c.company_id),
    rows.map((c) => c.cycle_id),
    rows.map((c) => c.number),
    rows.map((c) => asDay(c.starts_on)),
    rows.map((c) => asDay(c.ends_on)),
  ]);
  return changed;
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
export async function foldResponses(connection: DuckDBConnection, which: string | null): Promise<void> {
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
 * New responses, appended with their answers: the share's responses committed since the last
 * pass (sequence numbers up to the source's horizon), read once each, in one transaction of the
 * file with the new horizon and the participation counts of their companies, so a pass that fails
 * reads them again whole. Returns how many, and the companies they belong to (with any whose
 * cycles a read of new cycles meanwhile wrote again).
 */
async function appendNew(connection: DuckDBConnection, source: AnalyticsSource, share: Share): Promise<{ responses: number; companies: Set<string> }> {
  const range = { from: await horizonOf(connection), to: await source.horizon() };
  if (range.from === range.to) return { responses: 0, companies: new Set() };
  let afterSeq = 0;
  let total = 0;
  const companies = new Set<string>();
  return inTransaction(connection, async () => {
    for (;;) {
      const { responses, answers } = await source.since(range, afterSeq, BATCH, share);
      if (responses.length === 0) break;
      await appendRows(connection, 'responses', responseColumns(responses));
      await appendRows(connection, 'answers', answerColumns(answers));
      const seqs = responses.map((r) => r.seq).join(', ');
      // A cycle made after this pass read the cycles (a first answer to it) is read now: a response
      // is folded with its cycle's start.
      const unknown = await connection.runAndReadAll(`select 1 from responses where seq in (${seqs}) and cycle_id not in (select cycle_id from cycles) limit 1`);
      if (unknown.currentRowCount > 0) for (const c of await refreshCycles(connection, source, share)) companies.add(c);
      await foldResponses(connection, `r.seq in (${seqs})`);
      // Late responses of closed cycles count their month again.
      const late = `r.seq in (${seqs}) and r.cycle_id in (select cycle_id from closed_cycles)`;
      const months = `select distinct r.company_id, strftime(c.starts_on, '%Y-%m') from responses r join cycles c on c.cycle_id = r.cycle_id where ${late}`;
      await connection.run(`delete from month_figures where (company_id, bucket) in (${months})`);
      await connection.run(`delete from closed_months where (company_id, month) in (${months})`);
      afterSeq = responses[responses.length - 1]!.seq;
      total += responses.length;
    }
    for (const c of await refreshParticipation(connection, source, share, range.from)) companies.add(c);
    await setMeta(connection, HORIZON_META, range.to);
    return { responses: total, companies };
  });
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

/**
 * Participation counts move only when responses arrive: the release step adds a day's count in
 * the transaction that writes the responses it counts, on each response's day, which lies in its
 * cycle (survey.release.ts; a send outside its cycle is refused). So the counts read again are
 * those of the companies with responses after `afterSeq`, from the first day of those responses'
 * cycles; every other company's rows stay as they are. Returns the companies read again.
 */
async function refreshParticipation(connection: DuckDBConnection, source: AnalyticsSource, share: Share, afterSeq: string): Promise<string[]> {
  const sinceSql = `select r.company_id, coalesce(min(c.starts_on), date '1970-01-01') as day
    from responses r left join cycles c on c.cycle_id = r.cycle_id where r.seq > $1::bigint group by r.company_id`;
  const reader = await connection.runAndReadAll(`select company_id::varchar as company_id, strftime(day, '%Y-%m-%d') as day from (${sinceSql})`, [afterSeq]);
  const since = reader.getRowObjectsJS() as unknown as ParticipationSince[];
  if (since.length === 0) return [];
  const rows = await source.participationDays(share, since);
  await connection.run(`delete from participation_days p using (${sinceSql}) s where p.company_id = s.company_id and p.day >= s.day`, [afterSeq]);
  await appendParticipation(connection, rows);
  return since.map((s) => s.company_id);
}

/** A file without participation counts (new, or kept before they were read per company) reads them all once. */
const PARTICIPATION_META = 'participation_read';

async function loadParticipation(connection: DuckDBConnection, source: AnalyticsSource, share: Share): Promise<string[]> {
  if (await getMeta(connection, PARTICIPATION_META)) return [];
  const rows = await source.participationDays(share, null);
  await connection.run('delete from participation_days');
  await appendParticipation(connection, rows);
  await setMeta(connection, PARTICIPATION_META, 'every company');
  return [...new Set(rows.map((r) => r.company_id))];
}

const appendParticipation = (connection: DuckDBConnection, rows: readonly ParticipationDayRow[]) =>
  appendRows(connection, 'participation_days', [rows.map((r) => r.company_id), rows.map((r) => asDay(r.day)), rows.map((r) => r.scope), rows.map((r) => r.respondents)]);

export interface SyncPass {
  responses: number;
  closed: number;
  /** Companies whose figures may have changed: cached figures of theirs are stale. */
  touched: Set<string>;
}

/**
 * One incremental pass over the share's companies: cycles, new answers with their participation,
 * cycles that closed, months. A company with no new rows and no change of cycles is not touched:
 * none of its rows is written.
 */
export async function syncOnce(connection: DuckDBConnection, source: AnalyticsSource, today: string, share: Share): Promise<SyncPass> {
  const touched = new Set(await inTransaction(connection, () => refreshCycles(connection, source, share)));
  // Cycles that ended close before new rows arrive: a report never sees rows of two open cycles in
  // one period, whose blocks of k rows would then not be k people (base.ts releasedOpen).
  const closed = await inTransaction(connection, () => closeCycles(connection, today));
  for (const c of await inTransaction(connection, () => loadParticipation(connection, source, share))) touched.add(c);
  const { responses, companies } = await appendNew(connection, source, share);
  // Months close once their cycles have and their rows are in (until then they are read from rows).
  const months = await inTransaction(connection, () => closeMonths(connection, today));
  for (const c of [...companies, ...closed, ...months]) touched.add(c);
  return { responses, closed: closed.length, touched };
}
