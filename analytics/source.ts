import { createHash } from 'node:crypto';

// What the engine reads from Postgres. The server implements it (the engine never imports server
// code); every read looks across the companies of the engine's share, as only the system role may.

/**
 * The companies one engine holds (DESIGN.md: several DuckDB replicas each hold a share of the
 * companies behind the same API): those whose id hashes to `index` among `count` shares.
 */
export interface Share {
  index: number;
  count: number;
}

export const WHOLE: Share = { index: 0, count: 1 };

export const shareName = (share: Share) => `${share.index}/${share.count}`;

/** Refuses a share that names no companies or overlaps another (index outside 0…count−1). */
export function checkShare(share: Share): Share {
  const { index, count } = share;
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(count) || count < 1 || index < 0 || index >= count)
    throw new Error(`not an analytics share: ${index}/${count} (the index must be from 0 to the count less one, like 0/2)`);
  return share;
}

/**
 * Whether a company is in the share: the first 8 hex digits of the md5 of its id (lowercase uuid
 * text), as a number, modulo the count. The source computes the same in SQL
 * (server/db/analytics-source.ts): md5 rather than the id's own digits, which a time-ordered uuid
 * would make the same for companies created together.
 */
export function inShare(companyId: string, share: Share): boolean {
  if (share.count === 1) return true;
  const hash = Number.parseInt(createHash('md5').update(companyId.toLowerCase()).digest('hex').slice(0, 8), 16);
  return hash % share.count === share.index;
}

export interface ResponseRow {
  seq: number;
  company_id: string;
  response_id: string;
  cycle_id: string;
  respondent: string;
  group_ids: string[];
  option_ids: string[];
}

export interface AnswerRow {
  seq: number;
  company_id: string;
  response_id: string;
  metric_id: string;
  submetric_id: string | null;
  score: number;
}

export interface CycleRow {
  company_id: string;
  cycle_id: string;
  number: number;
  starts_on: string;
  ends_on: string;
}

export interface ParticipationDayRow {
  company_id: string;
  day: string;
  scope: string;
  respondents: number;
}

/** A company whose participation counts are read again from a day on. */
export interface ParticipationSince {
  company_id: string;
  day: string;
}

/** Responses by sequence number: after `from`, up to and including `to` (decimal text). */
export interface SeqRange {
  from: string;
  to: string;
}

export interface AnalyticsSource {
  /** Which database this is: a file built from another one is rebuilt. */
  identity(): Promise<string>;
  /** The highest response sequence number (0 when there is none). */
  maxSeq(): Promise<number>;
  /**
   * The highest committed response sequence number: responses are numbered in commit order, so
   * every response at or below it is committed or gone for good, and a range ending there is
   * complete. Nothing else running in the database (or on the server) holds it back.
   */
  horizon(): Promise<string>;
  /**
   * The share's responses of the range after a sequence number (at most `limit`, in order), with
   * their answers.
   */
  since(range: SeqRange, afterSeq: number, limit: number, share: Share): Promise<{ responses: ResponseRow[]; answers: AnswerRow[] }>;
  /** Every cycle of the share's companies. */
  cycles(share: Share): Promise<CycleRow[]>;
  /**
   * Daily participation counts: of the companies named, from the day given for each; every day of
   * every company of the share when null.
   */
  participationDays(share: Share, since: readonly ParticipationSince[] | null): Promise<ParticipationDayRow[]>;
  /**
   * Bulk export for a rebuild, as CSV with a header: the share's responses in `range`, or every
   * answer of the share's (response_id, metric_id, submetric_id, score: the rebuild keeps those of
   * the responses it loaded). Arrays are written in Postgres text form ({a,b}).
   */
  exportCsv(table: 'responses' | 'answers', file: string, range: SeqRange, share: Share): Promise<void>;
}
