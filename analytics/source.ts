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

export interface AnalyticsSource {
  /** Which database this is: a file built from another one is rebuilt. */
  identity(): Promise<string>;
  /** The highest response sequence number (0 when there is none). */
  maxSeq(): Promise<number>;
  /** Responses after a watermark (at most `limit`, in order), with their answers. */
  since(afterSeq: number, limit: number): Promise<{ responses: ResponseRow[]; answers: AnswerRow[] }>;
  cycles(): Promise<CycleRow[]>;
  /** Daily participation counts from a day on (every day when null). */
  participationDays(fromDay: string | null): Promise<ParticipationDayRow[]>;
  /**
   * Bulk export for a rebuild, as CSV with a header, of responses or answers up to a sequence
   * number. Arrays are written in Postgres text form ({a,b}).
   */
  exportCsv(table: 'responses' | 'answers', file: string, upToSeq: number): Promise<void>;
}
