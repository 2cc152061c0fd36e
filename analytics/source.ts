// What the engine reads from Postgres. The server implements it (the engine never imports server
// code); every read looks across companies, as only the system role may.

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
  /** Responses of the range after a sequence number (at most `limit`, in order), with their answers. */
  since(range: SeqRange, afterSeq: number, limit: number): Promise<{ responses: ResponseRow[]; answers: AnswerRow[] }>;
  cycles(): Promise<CycleRow[]>;
  /** Daily participation counts from a day on (every day when null). */
  participationDays(fromDay: string | null): Promise<ParticipationDayRow[]>;
  /**
   * Bulk export for a rebuild, as CSV with a header, of the responses or answers up to the
   * sequence number `horizon`. Arrays are written in Postgres text form ({a,b}).
   */
  exportCsv(table: 'responses' | 'answers', file: string, horizon: string): Promise<void>;
}
