import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './types-columns.js';

// Row types of the opinions' tables (migration 2026_11_29_100000_tickets): part of the row types of
// types.ts, which the database type (DB) gathers.

export type TicketRating = 'very-unhappy' | 'unhappy' | 'no-comments' | 'good' | 'love-it';
export type TicketSide = 'author' | 'leader';

/** What a conversation started on a survey comment answers: the instrument and where the comment was read. */
export interface TicketSubject {
  instrument: 'engagement' | 'custom-survey';
  /** The custom survey, when the comment is one of its answers. */
  surveyId?: string;
  /** The pillar (engagement) or question label (custom survey) the comment was left on. */
  label: string;
  /** The first day of the comment's cycle: comments carry no time of their own. */
  cycleDate: string;
}

export interface TicketsTable {
  company_id: string;
  id: string;
  activity: ColumnType<number, number | undefined, number>;
  origin: 'opinion' | 'comment';
  group_id: string | null;
  leader_id: string | null;
  subject: Json<TicketSubject> | null;
  anonymous: boolean;
  positive: boolean;
  author_id: string | null;
  author_sealed: Buffer | null;
  /** Comment conversations: the people the author hides among, sealed (migration 2026_11_29_200000). */
  crowd_sealed: Buffer | null;
  completed: ColumnType<boolean, boolean | undefined, boolean>;
  rating: TicketRating | null;
  author_read: ColumnType<boolean, boolean | undefined, boolean>;
  leader_read: ColumnType<boolean, boolean | undefined, boolean>;
  author_notice: ColumnType<boolean, boolean | undefined, boolean>;
  last_message: string;
  last_on: string;
  last_reply_on: string | null;
}

export interface TicketMessagesTable {
  company_id: string;
  ticket_id: string;
  position: number;
  id: string;
  side: TicketSide;
  anonymous: boolean;
  sender_id: string | null;
  body: string;
  sent_on: string;
}

export interface TicketHeldTable {
  company_id: string;
  id: Generated<string>;
  due_at: Timestamp;
  sealed: Buffer;
}
