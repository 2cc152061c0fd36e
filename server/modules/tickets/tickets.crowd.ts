import { sql } from 'kysely';
import type { Tx } from '../../db/tenant.js';
import { AppError } from '../../lib/errors.js';
import { seal, unseal } from '../survey/survey.sealing.js';
import { OPINIONS_MINIMUM } from './tickets.schemas.js';

// The crowd of an anonymous author: the people who could have written and can still sign in, the
// readers (the leaders who receive it) aside. An anonymous opinion is sent, and its author writes,
// completes or rates again, and is delivered, only while the crowd counts at least the opinions'
// minimum: otherwise an administrator could inactivate everyone else, and the next answer would
// name its author. Who could have written is fixed when it starts, never read again from the
// groups (moving people into a group must not swell it): the active people of the group it went to
// (its subgroups included, its leaders aside), or the respondents of the comment's cycle in the
// list it was shown in; both sealed into the ticket. For the administrators, the company's active
// people other than administrators (a new person there is an invited account: a known limit).

const crowdContext = (companyId: string, ticketId: string) => `ticket-crowd:${companyId}:${ticketId}`;

export const sealCrowd = (key: Buffer, companyId: string, ticketId: string, userIds: string[]): Buffer => seal(key, crowdContext(companyId, ticketId), userIds);

const ACTIVE = sql`u.status = 'confirmed' and not u.inactive and u.anonymized_at is null`;

/** The active people of a group and its subgroups, its own leaders aside: who could write to it now. */
export async function groupPeople(tx: Tx, companyId: string, groupId: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    with recursive below as (
      select id from groups where company_id = ${companyId} and id = ${groupId}
      union
      select g.id from groups g join below on g.parent_id = below.id where g.company_id = ${companyId}
    )
    select distinct u.id from below
    join group_members m on m.company_id = ${companyId} and m.group_id = below.id
    join users u on u.company_id = m.company_id and u.id = m.user_id
    where ${ACTIVE}
      and u.id not in (select user_id from group_managers where company_id = ${companyId} and group_id = ${groupId})`.execute(tx);
  return rows.map((r) => r.id);
}

/** Who may be an anonymous ticket's author: a list fixed when it started, or (null) the company's people other than administrators. */
export interface Crowd {
  people: string[] | null;
  /** The group whose leaders read it (they never count), or the leader of a comment conversation. */
  group_id: string | null;
  leader_id: string | null;
}

/** The crowd of a stored ticket; a group opinion without a sealed list (written before lists were kept) counts its group as it is now. */
export async function crowdOfTicket(
  tx: Tx,
  key: Buffer,
  companyId: string,
  t: { id: string; group_id: string | null; leader_id: string | null; crowd_sealed: Buffer | null },
): Promise<Crowd> {
  const people = t.crowd_sealed ? unseal<string[]>(key, crowdContext(companyId, t.id), t.crowd_sealed) : t.group_id ? await groupPeople(tx, companyId, t.group_id) : null;
  return { people, group_id: t.group_id, leader_id: t.leader_id };
}

async function size(tx: Tx, companyId: string, crowd: Crowd): Promise<number> {
  if (!crowd.people) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from users u where u.company_id = ${companyId} and ${ACTIVE} and u.role <> 'admin'`.execute(tx);
    return rows[0]?.n ?? 0;
  }
  if (crowd.people.length === 0) return 0;
  const readers = crowd.group_id
    ? sql`select user_id from group_managers where company_id = ${companyId} and group_id = ${crowd.group_id}`
    : sql`select ${crowd.leader_id}::uuid`;
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from users u
    where u.company_id = ${companyId} and u.id = any(${crowd.people}::uuid[]) and ${ACTIVE} and u.id not in (${readers})`.execute(tx);
  return rows[0]?.n ?? 0;
}

export const crowdIsLarge = async (tx: Tx, companyId: string, crowd: Crowd) => (await size(tx, companyId, crowd)) >= OPINIONS_MINIMUM;

/** Refuses an anonymous author's opinion, answer or change that the crowd would no longer hide. */
export async function assertCrowd(tx: Tx, companyId: string, crowd: Crowd): Promise<void> {
  if (await crowdIsLarge(tx, companyId, crowd)) return;
  throw new AppError('BAD_INPUT', {
    isAnonymous: [
      `Anonymous writing needs at least ${OPINIONS_MINIMUM} active people who could have written it, the leaders aside, so that nobody can tell who wrote it; there are fewer now`,
    ],
  });
}
