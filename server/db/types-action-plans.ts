import type { ColumnType } from 'kysely';
import type { Json, Timestamp } from './types-columns.js';

// Row types of the action plans' table (migration 2026_11_30_300000_action_plans): part of the row
// types of types.ts, which the database type (DB) gathers.

export interface ActionPlanTask {
  text: string;
  done: boolean;
}

/** Numeric columns read back as text (pg and PGlite alike): written as numbers. */
type Numeric = ColumnType<string | number | null, number | null | undefined, number | null>;

export interface ActionPlansTable {
  company_id: string;
  id: string;
  /** Null: the whole company's plan. */
  group_id: string | null;
  metric: string;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  expires_on: string;
  goal: Numeric;
  tasks: Json<ActionPlanTask[]>;
  /** Tasks not done yet, kept with the tasks on every write (status filters read it). */
  open_tasks: number;
  template_id: string | null;
  initial_score: Numeric;
  started_on: string;
  created_by: string | null;
  created_at: Timestamp;
}
