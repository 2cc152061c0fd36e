import { sql } from 'kysely';
import type { Tx } from '../../db/tenant.js';
import { AppError } from '../../lib/errors.js';
import { seal, unseal } from '../survey/survey.sealing.js';
import { OPINIONS_MINIMUM } from './tickets.schemas.js';

// The crowd of an anonymous author: the people who could have written and can still sign in, the
// readers (the leaders who receive it) aside. An anonymous opinion is sent, and an anonymous author
// writes again, only while it counts at least the opinions' minimum: otherwise an administrator
// could inactivate everyone else, and the next answer would name its author. For an opinion, the
// crowd is the active people of the group it was sent to (its subgroups included) or of the
// company; for a conversation on a survey comment, those of the comment list's respondents (sealed
// into the ticket when it starts) who are still active.

const crowdContext = (companyId: string, ticketId: string) => `ticket-crowd:${companyId}:${ticketId}`;

export const sealCrowd = (key: Buffer, companyId: string, ticketId: string, userIds: string[]): Buffer => seal(key, crowdContext(companyId, ticketId), userIds);

const ACTIVE = sql`u.status = 'confirmed' and not u.inactive and u.anonymized_at is null`;

/** Active people of a group and its subgroups, its own leaders aside. */
async function groupCrowd(tx: Tx, companyId: string, groupId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    with recursive below as (
      select id from groups where company_id = ${companyId} and id = ${groupId}
      union
      select g.id from groups g join below on g.parent_id = below.id where g.company_id = ${companyId}
    )
    select count(distinct u.id)::int as n from below
    join group_members m on m.company_id = ${companyId} and m.group_id = below.id
    join users u on u.company_id = m.company_id and u.id = m.user_id
    where ${ACTIVE}
      and u.id not in (select user_id from group_managers where company_id = ${companyId} and group_id = ${groupId})`.execute(tx);
  return rows[0]?.n ?? 0;
}

/** Active people of the company, its administrators aside. */
async function companyCrowd(tx: Tx, companyId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from users u where u.company_id = ${companyId} and ${ACTIVE} and u.role <> 'admin'`.execute(tx);
  return rows[0]?.n ?? 0;
}

/** Active people among those sealed into a comment conversation, its leader aside. */
async function sealedCrowd(tx: Tx, key: Buffer, companyId: string, ticket: { id: string; leader_id: string | null; crowd_sealed: Buffer | null }) {
  const ids = ticket.crowd_sealed ? unseal<string[]>(key, crowdContext(companyId, ticket.id), ticket.crowd_sealed) : [];
  const people = ids.filter((id) => id !== ticket.leader_id);
  if (people.length === 0) return 0;
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from users u where u.company_id = ${companyId} and u.id = any(${people}::uuid[]) and ${ACTIVE}`.execute(tx);
  return rows[0]?.n ?? 0;
}

export interface CrowdOf {
  id: string;
  origin: 'opinion' | 'comment';
  group_id: string | null;
  leader_id: string | null;
  crowd_sealed: Buffer | null;
}

export async function crowdOf(tx: Tx, key: Buffer, companyId: string, ticket: CrowdOf): Promise<number> {
  if (ticket.origin === 'comment') return sealedCrowd(tx, key, companyId, ticket);
  return ticket.group_id ? groupCrowd(tx, companyId, ticket.group_id) : companyCrowd(tx, companyId);
}

export const crowdIsLarge = async (tx: Tx, key: Buffer, companyId: string, ticket: CrowdOf) => (await crowdOf(tx, key, companyId, ticket)) >= OPINIONS_MINIMUM;

/** Refuses an anonymous opinion or answer whose author the crowd would no longer hide. */
export async function assertCrowd(tx: Tx, key: Buffer, companyId: string, ticket: CrowdOf): Promise<void> {
  if (await crowdIsLarge(tx, key, companyId, ticket)) return;
  throw new AppError('BAD_INPUT', {
    isAnonymous: [
      `Anonymous writing needs at least ${OPINIONS_MINIMUM} active people who could have written it, the leaders aside, so that nobody can tell who wrote it; there are fewer now`,
    ],
  });
}
