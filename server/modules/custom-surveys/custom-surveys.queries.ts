import { sql } from 'kysely';
import type { SurveyAccess, SurveyAudience, SurveyDefinition, SurveyLaunch } from '../../../domain/custom-survey.js';
import type { PollFields } from '../../../domain/poll.js';
import type { Tx } from '../../db/tenant.js';
import { pendingSql } from '../../db/custom-survey-source.js';
import { inList } from '../groups/groups.queries.js';

// SQL of custom surveys. Row-level security fixes the company of every statement. Custom polls are
// rows of kind 'poll' (migration 2026_12_01_100000): each read names the kind it wants, so a survey
// call never sees a poll nor a poll call a survey.

export type SurveyKind = 'survey' | 'poll';

export interface SurveyWrite {
  definition: SurveyDefinition;
  audience: SurveyAudience;
  access: SurveyAccess;
  launch: SurveyLaunch | null;
  launch_at: Date | null;
  ends_at: Date | null;
  /** A poll's fields as written (domain/poll.ts); null for a survey. */
  poll?: PollFields | null;
}

export interface SurveyRow extends SurveyWrite {
  kind: SurveyKind;
  id: string;
  creator_id: string | null;
  creator_name: string | null;
  closed_at: Date | null;
  /** Whether whom it goes to was fixed at its launch (custom_survey_reach); surveys launched before that was kept read today's audience. */
  fixed: boolean;
  /** The group tree as it was launched (null: a draft, or launched before that was kept). */
  launch_groups: GroupNode[] | null;
  /** Whether a cycle of it still holds k or more answers for the release to write (custom-survey-source.ts cyclesOf). */
  pending: boolean;
  status_updated_at: Date;
  created_at: Date;
  updated_at: Date;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

const SELECT = sql`
  select s.id, s.kind, s.poll, s.creator_id, nullif(trim(u.first_name || ' ' || u.last_name), '') as creator_name, s.definition, s.audience, s.access,
         s.launch, s.launch_at, s.ends_at, s.closed_at, s.launch_groups, s.status_updated_at, s.created_at, s.updated_at,
         exists (select from custom_survey_reach x where x.company_id = s.company_id and x.survey_id = s.id) as fixed, ${pendingSql} as pending
  from custom_surveys s left join users u on u.id = s.creator_id`;

/**
 * Every survey of the company, newest first (a company has tens of them: the list filters and
 * pages them in the service); with `deleted`, also the launched ones deleted since (rule 11 only).
 */
export async function allSurveys(tx: Tx, deleted = false, kind: SurveyKind | 'any' = 'survey'): Promise<SurveyRow[]> {
  const ofKind = kind === 'any' ? sql`true` : sql`s.kind = ${kind}`;
  const { rows } = await sql<SurveyRow>`${SELECT} where ${ofKind} ${deleted ? sql`` : sql`and s.deleted_at is null`} order by s.created_at desc, s.id`.execute(tx);
  return rows;
}

/** Surveys running at an instant, as statusAt reads them ('active'): launched, not closed, not past their end, not deleted. */
export const runningAt = (now: Date) =>
  sql`s.deleted_at is null and s.launch_at <= ${now} and (s.closed_at is null or s.closed_at > ${now}) and (s.ends_at is null or s.ends_at > ${now})`;

/** The company's surveys running now: what a person may be waiting to answer (read at every survey page, so only these). */
export async function runningSurveys(tx: Tx, now: Date, kind: SurveyKind = 'survey'): Promise<SurveyRow[]> {
  const { rows } = await sql<SurveyRow>`${SELECT} where s.kind = ${kind} and ${runningAt(now)} order by s.created_at desc, s.id`.execute(tx);
  return rows;
}

/**
 * A survey (or a poll, or either: 'any') by id; `lock`: 'update' for a change, 'share' for a send
 * (it waits for a change under way and reads its outcome).
 */
export async function findSurvey(tx: Tx, id: string, lock: 'update' | 'share' | false = false, kind: SurveyKind | 'any' = 'survey'): Promise<SurveyRow | undefined> {
  const locking = lock === 'update' ? sql`for update of s` : lock === 'share' ? sql`for share of s` : sql``;
  const ofKind = kind === 'any' ? sql`` : sql`and s.kind = ${kind}`;
  const { rows } = await sql<SurveyRow>`${SELECT} where s.id = ${id} and s.deleted_at is null ${ofKind} ${locking}`.execute(tx);
  return rows[0];
}

export async function insertSurvey(tx: Tx, companyId: string, creatorId: string, w: SurveyWrite): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    insert into custom_surveys (company_id, creator_id, definition, audience, access, launch, launch_at, ends_at, kind, poll)
    values (${companyId}, ${creatorId}, ${json(w.definition)}, ${json(w.audience)}, ${json(w.access)}, ${w.launch ? json(w.launch) : null},
            ${w.launch_at}, ${w.ends_at}, ${w.poll ? 'poll' : 'survey'}, ${w.poll ? json(w.poll) : null})
    returning id`.execute(tx);
  return rows[0]!.id;
}

/** Writes the survey; the status instant moves when it is launched, put back to draft or given another launch. */
export async function updateSurvey(tx: Tx, id: string, w: SurveyWrite): Promise<void> {
  await sql`
    update custom_surveys set definition = ${json(w.definition)}, audience = ${json(w.audience)}, access = ${json(w.access)},
      launch = ${w.launch ? json(w.launch) : null}, launch_at = ${w.launch_at}, ends_at = ${w.ends_at},
      poll = case when kind = 'poll' then ${w.poll ? json(w.poll) : null} else poll end,
      status_updated_at = case when launch_at is not distinct from ${w.launch_at} then status_updated_at else now() end,
      updated_at = now()
    where id = ${id}`.execute(tx);
}

/** The group tree a launch fixes (null again when it goes back to draft). */
export async function setLaunchGroups(tx: Tx, id: string, groups: readonly GroupNode[] | null): Promise<void> {
  await sql`update custom_surveys set launch_groups = ${groups ? json(groups) : null} where id = ${id}`.execute(tx);
}

export async function closeSurvey(tx: Tx, id: string, at: Date): Promise<void> {
  await sql`update custom_surveys set closed_at = ${at}, status_updated_at = ${at}, updated_at = now() where id = ${id}`.execute(tx);
}

/**
 * Deletes a survey and every answer given to it; a launched one keeps its row, marked deleted and
 * closed, for rule 11 (its audience is still compared with later surveys').
 */
export async function deleteSurvey(tx: Tx, id: string, launched: boolean): Promise<void> {
  if (!launched) {
    await sql`delete from custom_surveys where id = ${id}`.execute(tx);
    return;
  }
  for (const table of ['custom_survey_responses', 'custom_survey_held', 'custom_survey_participation', 'custom_survey_submissions', 'custom_survey_deliveries'])
    await sql`delete from ${sql.table(table)} where survey_id = ${id}`.execute(tx);
  await sql`update custom_surveys set deleted_at = now(), closed_at = coalesce(closed_at, now()), updated_at = now() where id = ${id}`.execute(tx);
}

export interface GroupNode {
  id: string;
  name: string;
  parent_id: string | null;
}

/** The company's groups (for audience checks and their names). */
export async function companyGroups(tx: Tx): Promise<GroupNode[]> {
  const { rows } = await sql<GroupNode>`select id, name, parent_id from groups`.execute(tx);
  return rows;
}

export interface PersonRow {
  id: string;
  name: string;
  role: 'admin' | 'manager' | 'user';
  /** Not deactivated, not inactive: can answer and be given access. */
  active: boolean;
  /** The groups the person belongs to. */
  groups: string[];
}

/** These people of the company (unknown ids are left out). */
export async function peopleByIds(tx: Tx, ids: readonly string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<PersonRow>`
    select u.id, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, u.code, '') as name, u.role,
           (u.status <> 'deactivated' and not u.inactive and u.anonymized_at is null) as active,
           coalesce((select array_agg(m.group_id::text) from group_members m where m.user_id = u.id), '{}') as groups
    from users u where u.id in (${inList(ids)})`.execute(tx);
  return rows;
}
