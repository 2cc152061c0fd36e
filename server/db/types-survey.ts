import type { ColumnType, Generated } from 'kysely';
import type { Json, Language } from './types-columns.js';

// Row types of the survey's tables (the engagement survey, its cycles, responses and answers):
// part of the row types of types.ts, which the database type (DB) gathers.

export type MetricKind = 'pillar' | 'smart' | 'nps';
export type QuestionType = 'scale' | 'stars' | 'select' | 'multi-select' | 'nps';
export type Texts = Record<Language, string>;

export interface SurveyMetricsTable {
  id: string;
  kind: MetricKind;
  position: number;
  titles: Json<Texts>;
  descriptions: Json<Texts>;
  submetrics: Json<{ id: string; title: Texts }[]>;
}

export interface StoredAnswer {
  id: string;
  text: Texts;
  classification?: string;
  score: number;
}

export interface SurveyQuestionsTable {
  id: string;
  metric_id: string;
  submetric_id: string | null;
  type: QuestionType;
  texts: Json<Texts>;
  answers: Json<StoredAnswer[]>;
  scale_labels: ColumnType<{ low: Texts; high: Texts } | null, string | null | undefined, string | null>;
  feedback: ColumnType<boolean, boolean | undefined, boolean>;
  position: number;
  retired: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface SurveyCyclesTable {
  company_id: string;
  id: string;
  number: number;
  starts_on: string;
  ends_on: string;
  question_ids: string[];
  delivered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Whether the cycle asks the culture questions (the first cycle of each month). */
  culture: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface SurveyProgressTable {
  company_id: string;
  user_id: string;
  cycle_id: string;
  current_question: number;
}

export interface SurveyParticipationTable {
  company_id: string;
  cycle_id: string;
  user_id: string;
}

export interface ParticipationDaysTable {
  company_id: string;
  day: string;
  scope: string;
  respondents: number;
}

export interface SurveyResponsesTable {
  company_id: string;
  id: string;
  seq: Generated<number>;
  cycle_id: string;
  respondent: string;
  group_ids: ColumnType<string[], string[] | undefined, string[]>;
  option_ids: ColumnType<string[], string[] | undefined, string[]>;
}

/** A final send waiting for release: its response and answers sealed with the key kept outside the database. */
/** Who could answer a cycle, counted when it began (migration 2026_11_24_900000): scope (or cellKey) → people. */
export interface CycleRostersTable {
  company_id: string;
  cycle_id: string;
  rosters: ColumnType<Record<string, number>, string, string>;
  unled: ColumnType<Record<string, number>, string, string>;
  cells: ColumnType<Record<string, number>, string, string>;
}

export interface SurveyHeldTable {
  company_id: string;
  id: string;
  cycle_id: string;
  sealed: Buffer;
}

/** A released response's culture vote: one row per value picked (migration 2026_11_30_200000). */
export interface SurveyCultureVotesTable {
  company_id: string;
  response_id: string;
  question: 'current' | 'desired';
  value_id: string;
}

export interface SurveyAnswersTable {
  company_id: string;
  response_id: string;
  question_id: string;
  metric_id: string;
  submetric_id: string | null;
  value: number | null;
  answer_ids: string[] | null;
  score: number;
  comment: string | null;
}

export interface SurveySubmissionsTable {
  company_id: string;
  key: string;
  cycle_id: string;
  payload_hash: string;
  result: ColumnType<unknown, string | null | undefined, string | null>;
}
