import type { ColumnType, Generated } from 'kysely';
import type { SurveyAccess, SurveyAudience, SurveyDefinition, SurveyLaunch } from '../../domain/custom-survey.js';
import type { PollFields } from '../../domain/poll.js';
import type { Json, Timestamp } from './types-columns.js';

// Row types of the custom surveys' tables (migrations 2026_11_27_*): part of the row types of
// types.ts, which the database type (DB) gathers.

export interface CustomSurveysTable {
  company_id: string;
  id: Generated<string>;
  creator_id: string | null;
  definition: Json<SurveyDefinition>;
  audience: Json<SurveyAudience>;
  access: Json<SurveyAccess>;
  launch: Json<SurveyLaunch> | null;
  launch_at: Timestamp | null;
  ends_at: Timestamp | null;
  closed_at: Timestamp | null;
  launch_groups: Json<{ id: string; name: string; parent_id: string | null }[]> | null;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  status_updated_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 'poll': a custom poll (migration 2026_12_01_100000), whose fields as written are `poll`. */
  kind: ColumnType<'survey' | 'poll', 'survey' | 'poll' | undefined, 'survey' | 'poll'>;
  poll: Json<PollFields> | null;
}

/** A paragraph answered by name: author and text sealed together (polls.named.ts). */
export interface PollNamedAnswersTable {
  company_id: string;
  id: string;
  survey_id: string;
  sealed: Buffer;
}

/** A poll's results shared with one of its audience's groups (migration 2026_12_01_200000). */
export interface PollSharesTable {
  company_id: string;
  survey_id: string;
  group_id: string;
  shared_by: string | null;
  shared_at: Timestamp;
}

export interface CustomSurveyParticipationTable {
  company_id: string;
  survey_id: string;
  cycle: number;
  user_id: string;
}

export interface CustomSurveySubmissionsTable {
  company_id: string;
  key: string;
  survey_id: string;
  payload_hash: string;
  result: ColumnType<unknown, string | null | undefined, string | null>;
}

/** A final send waiting for release: its response and answers sealed with the key kept outside the database. */
export interface CustomSurveyHeldTable {
  company_id: string;
  id: string;
  survey_id: string;
  cycle: number;
  sealed: Buffer;
}

/** Whom a survey goes to, with their reporting groups, as it was launched. */
export interface CustomSurveyReachTable {
  company_id: string;
  survey_id: string;
  user_id: string;
  group_ids: string[];
}

export interface CustomSurveyResponsesTable {
  company_id: string;
  id: string;
  seq: Generated<number>;
  survey_id: string;
  cycle: number;
  respondent: string;
  group_ids: ColumnType<string[], string[] | undefined, string[]>;
  option_ids: ColumnType<string[], string[] | undefined, string[]>;
}

export interface CustomSurveyAnswersTable {
  company_id: string;
  response_id: string;
  question_id: string;
  value: number | null;
  choice: string | null;
  text: string | null;
}

export interface CustomSurveyDeliveriesTable {
  company_id: string;
  survey_id: string;
  cycle: number;
  delivered_at: Timestamp;
}
