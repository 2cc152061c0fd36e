import type { ColumnType, Generated } from 'kysely';

// Row types of the tables in migrations/. Keep in step with them; the schema test checks it.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | undefined, string>;

export type Plan = 'basic' | 'enterprise' | 'trial';
export type Role = 'admin' | 'manager' | 'user';
export type UserStatus = 'unconfirmed' | 'confirmed' | 'deactivated';
export type Language = 'en-US' | 'pt-BR' | 'es-AR';
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

export type AuditEntity = 'users' | 'groups' | 'company' | 'user-attributes' | 'integrations';

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
  survey_metrics: SurveyMetricsTable;
  survey_questions: SurveyQuestionsTable;
  survey_cycles: SurveyCyclesTable;
  survey_progress: SurveyProgressTable;
  survey_participation: SurveyParticipationTable;
  participation_days: ParticipationDaysTable;
  survey_responses: SurveyResponsesTable;
  survey_answers: SurveyAnswersTable;
  survey_submissions: SurveySubmissionsTable;
  survey_held: SurveyHeldTable;
  cycle_rosters: CycleRostersTable;
  installation: InstallationTable;
  report_filters: ReportFiltersTable;
  report_attributes: ReportAttributesTable;
}
