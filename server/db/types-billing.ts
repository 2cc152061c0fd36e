import type { ColumnType, Generated } from 'kysely';
import type { Period } from '../../domain/billing.js';
import type { Json, Timestamp } from './types-columns.js';

// The account side's tables (migration 2026_12_02_100000_billing).

type Day = ColumnType<string, string, string>;

/** The card as the screens show it, and the provider's id to charge it again: never its number or code. */
export interface StoredCard {
  /** The payment provider's id of the saved card (not the one-time token the browser got). */
  providerCardId: string;
  bin: string;
  brand: string;
  displayNumber: string;
  holderName: string;
  month: number;
  year: number;
}

export interface BillingAddress {
  zip: string;
  address: string;
  number: string;
  complement: string;
  state: string;
  city: string;
}

export type ChargeKind = 'purchase' | 'renewal' | 'licences';
export type ChargeStatus = 'pending' | 'paid' | 'failed' | 'refunded';
export type PaymentMethod = 'credit_card' | 'boleto';

export interface ChargesTable {
  company_id: string;
  id: string;
  kind: ChargeKind;
  period: Period;
  licenses: number;
  covers_from: Day;
  covers_to: Day;
  amount_cents: number;
  fee_cents: ColumnType<number, number | undefined, number>;
  interest_cents: ColumnType<number, number | undefined, number>;
  instalments: ColumnType<number, number | undefined, number>;
  method: PaymentMethod;
  status: ColumnType<ChargeStatus, ChargeStatus | undefined, ChargeStatus>;
  due_on: Day;
  attempts: ColumnType<number, number | undefined, number>;
  last_attempt_on: ColumnType<string | null, string | null | undefined, string | null>;
  provider_id: ColumnType<string | null, string | null | undefined, string | null>;
  boleto_url: ColumnType<string | null, string | null | undefined, string | null>;
  paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  refunded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export type NoticeKind = 'renewal' | 'payment-failed' | 'suspended' | 'trial-ending' | 'trial-ended';

export interface NoticesTable {
  company_id: string;
  id: string;
  kind: NoticeKind;
  subject: string;
  params: Json<Record<string, string | number>>;
  created_at: Timestamp;
  dismissed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface JobsTable {
  id: Generated<string>;
  kind: string;
  key: string;
  payload: Json<Record<string, unknown>>;
  run_at: ColumnType<Date, Date | string, Date | string>;
  attempts: ColumnType<number, number | undefined, number>;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  done_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}
