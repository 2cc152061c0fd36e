import type { ColumnType } from 'kysely';

// Column types shared by the row types of every table (types.ts, types-survey.ts).
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T> = ColumnType<T, string | undefined, string>;
export type Language = 'en-US' | 'pt-BR' | 'es-AR';
