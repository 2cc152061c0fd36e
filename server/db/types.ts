import type { ColumnType, Generated } from 'kysely';
import type { Json, Language, Timestamp } from './types-columns.js';
import type * as Survey from './types-survey.js';
import type * as Custom from './types-custom-surveys.js';
import type * as Tickets from './types-tickets.js';
import type * as ActionPlans from './types-action-plans.js';
import type * as Billing from './types-billing.js';
import type * as Culture from './types-culture.js';

// Row types of the tables in migrations/ (the survey's in types-survey.ts). Keep in step with them;
// the schema test checks it.
export type { Json, Language, Timestamp } from './types-columns.js';
export type * from './types-survey.js';
export type * from './types-custom-surveys.js';
export type * from './types-tickets.js';
export type * from './types-action-plans.js';
export type * from './types-billing.js';
export type * from './types-culture.js';

export type Plan = 'basic' | 'enterprise' | 'trial';
export type Role = 'admin' | 'manager' | 'user';
export type UserStatus = 'unconfirmed' | 'confirmed' | 'deactivated';
export type SizeBand = '3-11' | '12-200' | '201-1000' | '1000+';
export type TokenPurpose = 'confirm-email' | 'invite' | 'account' | 'reset-password' | 'login';

export interface PasswordRules {
  length: number;
  numbers: number;
  lowercase: number;
  uppercase: number;
  specials: number;
}

export interface CompaniesTable {
  id: string;
  name: string;
  size_band: SizeBand;
  plan: ColumnType<Plan, Plan | undefined, Plan>;
  trial_ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  report_min_users: ColumnType<number, number | undefined, number>;
  early_access_trial: ColumnType<boolean, boolean | undefined, boolean>;
  layout_rules: Json<string[]>;
  password_rules: ColumnType<PasswordRules | null, string | null | undefined, string | null>;
  password_max_age_days: ColumnType<number | null, number | null | undefined, number | null>;
  claims_changed_at: Timestamp;
  created_at: Timestamp;
  survey_interval_days: ColumnType<SurveyIntervalDays, SurveyIntervalDays | undefined, SurveyIntervalDays>;
  survey_delivery_date: ColumnType<string, string | undefined, string>;
  /** Moved by trigger whenever the company's rosters change (migration 2026_11_25_100000); never written by the app. */
  roster_version: ColumnType<number, never, never>;
  /** Set while a charge is more than the terms' days late: paid features stop, the plan stays (migration 2026_12_02_100000). */
  suspended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type SurveyIntervalDays = 7 | 14 | 30;

export interface SecretQuestionsTable {
  id: string;
  position: number;
  labels: Json<Record<Language, string>>;
}

export interface UsersTable {
  company_id: string;
  id: string;
  email: string | null;
  code: string | null;
  password_hash: string | null;
  first_name: string;
  last_name: ColumnType<string, string | undefined, string>;
  phone: string | null;
  role: ColumnType<Role, Role | undefined, Role>;
  position: string | null;
  is_super: ColumnType<boolean, boolean | undefined, boolean>;
  read_only: ColumnType<boolean, boolean | undefined, boolean>;
  birth_date: string | null;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  inactive: ColumnType<boolean, boolean | undefined, boolean>;
  /** Inactivated by a manager (through a group), so a manager may undo it; an administrator's inactivation stays. */
  inactive_by_manager: ColumnType<boolean, boolean | undefined, boolean>;
  language: ColumnType<Language, Language | undefined, Language>;
  secret_question_id: string | null;
  secret_answer_hash: string | null;
  password_changed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  terms_accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  anonymized_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  invited_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  claims_changed_at: Timestamp;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  company_id: string;
  user_id: string;
  kind: 'web' | 'api';
  expires_at: ColumnType<Date, Date | string, Date | string>;
  claims_at: Timestamp;
  replaced_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export interface AuthTokensTable {
  id: string;
  company_id: string;
  user_id: string;
  purpose: TokenPurpose;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  company_id: string | null;
  to_address: string;
  template: string;
  language: Language;
  subject: string;
  text_body: string;
  html_body: string;
  delivered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export interface SubscriptionsTable {
  company_id: string;
  licenses: ColumnType<number, number | undefined, number>;
  period: ColumnType<'monthly' | 'annuity', 'monthly' | 'annuity' | undefined, 'monthly' | 'annuity'>;
  price_per_user_cents: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
  discount_per_user_cents: ColumnType<number, number | undefined, number>;
  /** The period paid for, [start, end): renewed on its end. Null before the first purchase. */
  period_start: ColumnType<string | null, string | null | undefined, string | null>;
  period_end: ColumnType<string | null, string | null | undefined, string | null>;
  first_paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The due day of the oldest unpaid charge; null when nothing is owed. */
  past_due_since: ColumnType<string | null, string | null | undefined, string | null>;
  cancel_at_period_end: ColumnType<boolean, boolean | undefined, boolean>;
  /** A change of period asked for during a paid period, applied at the renewal. */
  next_period: ColumnType<'monthly' | 'annuity' | null, 'monthly' | 'annuity' | null | undefined, 'monthly' | 'annuity' | null>;
  payment_method: ColumnType<Billing.PaymentMethod | null, Billing.PaymentMethod | null | undefined, Billing.PaymentMethod | null>;
  instalments: ColumnType<number, number | undefined, number>;
  card: ColumnType<Billing.StoredCard | null, string | null | undefined, string | null>;
  billing_name: ColumnType<string | null, string | null | undefined, string | null>;
  document: ColumnType<string | null, string | null | undefined, string | null>;
  address: ColumnType<Billing.BillingAddress | null, string | null | undefined, string | null>;
}

export interface GroupsTable {
  company_id: string;
  id: string;
  name: string;
  parent_id: string | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GroupPeopleTable {
  company_id: string;
  group_id: string;
  user_id: string;
}

/** A text per language; a language left out has no text (people §5: empty labels are removed). */
export type Labels = Partial<Record<Language, string>>;

export interface UserAttributesTable {
  company_id: string;
  id: string;
  labels: Json<Labels>;
  position: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserAttributeOptionsTable {
  company_id: string;
  id: string;
  attribute_id: string;
  labels: Json<Labels>;
  position: number;
}

export interface UserAttributeValuesTable {
  company_id: string;
  user_id: string;
  attribute_id: string;
  option_id: string;
}

export type AuditEntity = 'users' | 'groups' | 'company' | 'user-attributes' | 'integrations' | 'custom-surveys' | 'desired-values' | 'action-plans' | 'polls';

export interface AuditLogsTable {
  company_id: string;
  id: Generated<number>;
  created_at: Timestamp;
  actor_id: string | null;
  actor_name: string;
  entity: AuditEntity;
  action: string;
  entity_id: string | null;
  summary: string;
  changes: Json<Record<string, unknown>>;
}

export interface InstallationTable {
  id: Generated<string>;
  singleton: Generated<boolean>;
}

export interface GroupsFilter {
  name: string;
  groups: string[];
}

export interface ReportFiltersTable {
  company_id: string;
  user_id: string;
  filters: Json<GroupsFilter[]>;
  updated_at: Timestamp;
}

export interface ReportAttributesTable {
  company_id: string;
  user_id: string;
  report_id: string;
  attribute_ids: ColumnType<string[], string[] | undefined, string[]>;
}

export interface DB {
  companies: CompaniesTable;
  secret_questions: SecretQuestionsTable;
  users: UsersTable;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
  mail_outbox: MailOutboxTable;
  subscriptions: SubscriptionsTable;
  groups: GroupsTable;
  group_members: GroupPeopleTable;
  group_managers: GroupPeopleTable;
  user_attributes: UserAttributesTable;
  user_attribute_options: UserAttributeOptionsTable;
  user_attribute_values: UserAttributeValuesTable;
  audit_logs: AuditLogsTable;
  survey_metrics: Survey.SurveyMetricsTable;
  survey_questions: Survey.SurveyQuestionsTable;
  survey_cycles: Survey.SurveyCyclesTable;
  survey_progress: Survey.SurveyProgressTable;
  survey_participation: Survey.SurveyParticipationTable;
  participation_days: Survey.ParticipationDaysTable;
  survey_responses: Survey.SurveyResponsesTable;
  survey_answers: Survey.SurveyAnswersTable;
  survey_culture_votes: Survey.SurveyCultureVotesTable;
  survey_submissions: Survey.SurveySubmissionsTable;
  survey_held: Survey.SurveyHeldTable;
  cycle_rosters: Survey.CycleRostersTable;
  custom_surveys: Custom.CustomSurveysTable;
  custom_survey_participation: Custom.CustomSurveyParticipationTable;
  custom_survey_submissions: Custom.CustomSurveySubmissionsTable;
  custom_survey_held: Custom.CustomSurveyHeldTable;
  custom_survey_responses: Custom.CustomSurveyResponsesTable;
  custom_survey_answers: Custom.CustomSurveyAnswersTable;
  custom_survey_deliveries: Custom.CustomSurveyDeliveriesTable;
  custom_survey_reach: Custom.CustomSurveyReachTable;
  poll_named_answers: Custom.PollNamedAnswersTable;
  poll_shares: Custom.PollSharesTable;
  tickets: Tickets.TicketsTable;
  ticket_messages: Tickets.TicketMessagesTable;
  ticket_held: Tickets.TicketHeldTable;
  action_plans: ActionPlans.ActionPlansTable;
  charges: Billing.ChargesTable;
  notices: Billing.NoticesTable;
  jobs: Billing.JobsTable;
  culture_values: Culture.CultureValuesTable;
  culture_desired_values: Culture.CultureDesiredValuesTable;
  installation: InstallationTable;
  report_filters: ReportFiltersTable;
  report_attributes: ReportAttributesTable;
}
