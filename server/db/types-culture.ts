import type { ColumnType } from 'kysely';
import type { Json, Timestamp } from './types-columns.js';
import type { Texts } from './types-survey.js';

// Row types of the culture tables (migration 2026_11_30_100000_culture_catalogue): part of the row
// types of types.ts, which the database type (DB) gathers.

export type CultureValueKind = 'positive' | 'limiting';

/** The platform's catalogue of culture values; written at start only (syncCultureValues). */
export interface CultureValuesTable {
  id: string;
  kind: CultureValueKind;
  names: Json<Texts>;
  descriptions: Json<Texts>;
  position: number;
  retired: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A company's desired values: a name, the behaviours that show it, and the catalogue value it stands for. */
export interface CultureDesiredValuesTable {
  company_id: string;
  id: string;
  name: string;
  culture_values: Json<string[]>;
  value_id: string | null;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}
