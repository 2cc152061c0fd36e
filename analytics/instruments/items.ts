import type { DuckDBConnection } from '@duckdb/node-api';
import { appendRows, asDay, columnsOf, inTransaction } from '../sync.js';
import { getMeta, setMeta } from '../schema.js';
import { inShare, type SeqRange, type Share } from '../source.js';
import type { Instrument } from './instrument.js';

// Every instrument's answers in one long form (DESIGN.md): a row per answer, keyed by instrument,
// instance (a survey, a poll), cycle, question and respondent pseudonym, with the respondent's
// groups and options as they were when they answered. A multi-choice answer is a row per choice.

export interface InstrumentResponse {
  /** Commit order among the instrument's responses (the sync's watermark), as the source numbers them. */
  seq: number;
  company_id: string;
  instance: string;
  cycle_id: string;
  respondent: string;
  group_ids: string[];
  option_ids: string[];
  answers: { question: string; value: number | null; choice: string | null }[];
}

export interface InstrumentCycle {
  company_id: string;
  instance: string;
  cycle_id: string;
  starts_on: string;
  ends_on: string;
}

/** Where an instrument's answers come from (the server implements one per instrument it stores). */
export interface InstrumentSource {
  /** The highest committed sequence number: every response at or below it is committed or gone for good. */
  horizon(): Promise<string>;
  /** Responses of the range after a sequence number (at most `limit`, in order), each with its answers. */
  since(range: SeqRange, afterSeq: number, limit: number): Promise<InstrumentResponse[]>;
  /** Every cycle of every instance (few: each pass replaces them). */
  cycles(): Promise<InstrumentCycle[]>;
}

const BATCH = 2_000;
const horizonKey = (instrument: Instrument) => `horizon:${instrument.id}`;

/**
 * One pass for one instrument: its cycles replaced, its responses committed since the last pass
 * appended with the new watermark in one transaction of the file. Returns the companies whose
 * answers or cycles changed (their kept figures are stale).
 */
export async function syncInstrument(connection: DuckDBConnection, instrument: Instrument, source: InstrumentSource, share: Share, today: string): Promise<Set<string>> {
  // Only the engine's share of the companies is stored (source.ts inShare).
  const mine = (row: { company_id: string }) => inShare(row.company_id, share);
  const touched = new Set<string>();
  // Cycles before the horizon: a source keeps a cycle open while it still holds answers, so a
  // cycle read as ended had its last release committed already, and the horizon read next holds
  // it. The other order closes a cycle without a release that commits between the two reads.
  const cycles = (await source.cycles()).filter(mine);
  const range = { from: (await getMeta(connection, horizonKey(instrument))) ?? '0', to: await source.horizon() };
  await inTransaction(connection, async () => {
    const signature = `select company_id::varchar as company, string_agg(cycle_id || ends_on::varchar, ',' order by cycle_id) as sig from instrument_cycles where instrument = $1 group by company_id`;
    const before = new Map((await connection.runAndReadAll(signature, [instrument.id])).getRowObjectsJS().map((r) => [String(r.company), String(r.sig)]));
    await connection.run('delete from instrument_cycles where instrument = $1', [instrument.id]);
    const rows = cycles.map((c) => ({ ...c, instrument: instrument.id, starts_on: asDay(c.starts_on), ends_on: asDay(c.ends_on) }));
    await appendRows(connection, 'instrument_cycles', columnsOf(rows, ['instrument', 'company_id', 'instance', 'cycle_id', 'starts_on', 'ends_on']));
    const after = (await connection.runAndReadAll(signature, [instrument.id])).getRowObjectsJS();
    for (const r of after) if (before.get(String(r.company)) !== String(r.sig)) touched.add(String(r.company));
    for (const company of before.keys()) if (!after.some((r) => String(r.company) === company)) touched.add(company);
    if (range.from === range.to) return;
    for (let afterSeq = 0; ;) {
      const read = await source.since(range, afterSeq, BATCH);
      if (read.length === 0) break;
      const responses = read.filter(mine);
      const rows = responses.flatMap(({ answers, ...r }) => answers.map((a) => ({ ...r, instrument: instrument.id, ...a })));
      await appendRows(
        connection,
        'items',
        columnsOf(rows, ['seq', 'instrument', 'company_id', 'instance', 'cycle_id', 'respondent', 'group_ids', 'option_ids', 'question', 'value', 'choice']),
      );
      for (const r of responses) touched.add(r.company_id);
      afterSeq = read[read.length - 1]!.seq;
    }
    await setMeta(connection, horizonKey(instrument), range.to);
  });
  for (const company of await closeCycles(connection, instrument, today)) touched.add(company);
  return touched;
}

/**
 * Records the cycles that ended, once, with the last response each held: from then on a cycle is
 * closed whatever its end date becomes (a leader who moves it later must not see it open again with
 * its last people held back), and its later responses are released like an open cycle's.
 */
async function closeCycles(connection: DuckDBConnection, instrument: Instrument, today: string): Promise<string[]> {
  return inTransaction(connection, async () => {
    const ended = await connection.runAndReadAll(
      `select c.company_id::varchar as company, c.instance, c.cycle_id,
         (select coalesce(max(i.seq), 0) from items i where i.instrument = c.instrument and i.company_id = c.company_id and i.instance = c.instance and i.cycle_id = c.cycle_id) as seq
       from instrument_cycles c
       where c.instrument = $1 and c.ends_on <= $2::date
         and not exists (select 1 from instrument_closed x where x.instrument = c.instrument and x.company_id = c.company_id and x.instance = c.instance and x.cycle_id = c.cycle_id)`,
      [instrument.id, today],
    );
    const rows = ended
      .getRowObjectsJS()
      .map((r) => ({ instrument: instrument.id, company_id: String(r.company), instance: String(r.instance), cycle_id: String(r.cycle_id), seq: Number(r.seq) }));
    await appendRows(connection, 'instrument_closed', columnsOf(rows, ['instrument', 'company_id', 'instance', 'cycle_id', 'seq']));
    return rows.map((r) => r.company_id);
  });
}
