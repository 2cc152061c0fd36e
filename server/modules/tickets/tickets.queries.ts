import { sql, type Selectable } from 'kysely';
import type { Tx } from '../../db/tenant.js';
import type { TicketSide, TicketsTable } from '../../db/types.js';

// SQL of the opinions. Every read runs in the caller's tenant transaction (row-level security keeps
// it to one company) except the delivery pass's, which runs as the system role.

export type TicketRow = Selectable<TicketsTable> & { group_name: string | null; leader_name: string | null; author_name: string | null };

const ticketColumns = (tx: Tx) =>
  tx
    .selectFrom('tickets as t')
    .leftJoin('groups as g', (j) => j.onRef('g.company_id', '=', 't.company_id').onRef('g.id', '=', 't.group_id'))
    .leftJoin('users as l', (j) => j.onRef('l.company_id', '=', 't.company_id').onRef('l.id', '=', 't.leader_id'))
    .leftJoin('users as a', (j) => j.onRef('a.company_id', '=', 't.company_id').onRef('a.id', '=', 't.author_id'))
    .selectAll('t')
    .select([
      'g.name as group_name',
      sql<string | null>`nullif(trim(l.first_name || ' ' || l.last_name), '')`.as('leader_name'),
      sql<string | null>`nullif(trim(a.first_name || ' ' || a.last_name), '')`.as('author_name'),
    ]);

export async function ticketById(tx: Tx, companyId: string, id: string, lock = false): Promise<TicketRow | undefined> {
  let q = ticketColumns(tx).where('t.company_id', '=', companyId).where('t.id', '=', id);
  if (lock) q = q.forUpdate('t');
  return await q.executeTakeFirst();
}

/** Tickets a leader receives: to the groups they lead, to the administrators (administrators), or started by them on a comment. */
export async function receivedTickets(tx: Tx, companyId: string, userId: string, admin: boolean, unreadOnly: boolean): Promise<TicketRow[]> {
  let q = ticketColumns(tx)
    .where('t.company_id', '=', companyId)
    .where((eb) =>
      eb.or([
        eb.and([eb('t.origin', '=', 'comment'), eb('t.leader_id', '=', userId)]),
        eb.and([
          eb('t.origin', '=', 'opinion'),
          eb('t.group_id', 'in', eb.selectFrom('group_managers').select('group_id').where('company_id', '=', companyId).where('user_id', '=', userId)),
        ]),
        ...(admin ? [eb.and([eb('t.origin', '=', 'opinion'), eb('t.group_id', 'is', null)])] : []),
      ]),
    );
  if (unreadOnly) q = q.where('t.leader_read', '=', false);
  return await q.orderBy('t.activity', 'desc').execute();
}

/** Named tickets of an author, and every anonymous ticket of the company (the caller opens their seals). */
export async function authorCandidates(tx: Tx, companyId: string, userId: string): Promise<TicketRow[]> {
  return await ticketColumns(tx)
    .where('t.company_id', '=', companyId)
    .where((eb) => eb.or([eb('t.author_id', '=', userId), eb('t.anonymous', '=', true)]))
    .orderBy('t.activity', 'desc')
    .execute();
}

export async function anonymousSeals(tx: Tx, companyId: string) {
  return tx.selectFrom('tickets').select(['id', 'author_sealed']).where('company_id', '=', companyId).where('anonymous', '=', true).execute();
}

export async function ticketMessages(tx: Tx, companyId: string, ticketId: string) {
  return tx
    .selectFrom('ticket_messages as m')
    .leftJoin('users as u', (j) => j.onRef('u.company_id', '=', 'm.company_id').onRef('u.id', '=', 'm.sender_id'))
    .select(['m.id', 'm.position', 'm.side', 'm.anonymous', 'm.sender_id', 'm.body', 'm.sent_on'])
    .select(sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`.as('sender_name'))
    .where('m.company_id', '=', companyId)
    .where('m.ticket_id', '=', ticketId)
    .orderBy('m.position')
    .execute();
}

export async function storedMessage(tx: Tx, companyId: string, id: string) {
  return tx.selectFrom('ticket_messages').select(['ticket_id', 'side', 'sender_id', 'body']).where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
}

export interface NewMessage {
  id: string;
  side: TicketSide;
  anonymous: boolean;
  senderId: string | null;
  body: string;
  day: string;
}

/** Appends a message after the ticket's last one (the ticket row is locked by the caller). */
export async function appendMessage(tx: Tx, companyId: string, ticketId: string, m: NewMessage): Promise<void> {
  await tx
    .insertInto('ticket_messages')
    .values((eb) => ({
      company_id: companyId,
      ticket_id: ticketId,
      position: eb
        .selectFrom('ticket_messages')
        .select(sql<number>`coalesce(max(position), 0) + 1`.as('next'))
        .where('company_id', '=', companyId)
        .where('ticket_id', '=', ticketId),
      id: m.id,
      side: m.side,
      anonymous: m.anonymous,
      sender_id: m.senderId,
      body: m.body,
      sent_on: m.day,
    }))
    // A message already written (a delivery repeated after a failure) is not written twice.
    .onConflict((oc) => oc.columns(['company_id', 'id']).doNothing())
    .execute();
}

/** After a message: the other side has something unread, the conversation moves to the top and reopens. */
export async function touchTicket(tx: Tx, companyId: string, ticketId: string, side: TicketSide, body: string, day: string, authorNotice: boolean) {
  await tx
    .updateTable('tickets')
    .set({
      activity: sql<number>`nextval('ticket_activity')`,
      last_message: body,
      last_on: day,
      completed: false,
      ...(side === 'author' ? { leader_read: false, author_read: true } : { author_read: false, leader_read: true, last_reply_on: day }),
      ...(authorNotice ? { author_notice: true } : {}),
    })
    .where('company_id', '=', companyId)
    .where('id', '=', ticketId)
    .execute();
}

/** Is this person a leader (direct manager) of the group? */
export async function leadsGroup(tx: Tx, companyId: string, userId: string, groupId: string): Promise<boolean> {
  const row = await tx
    .selectFrom('group_managers')
    .select('user_id')
    .where('company_id', '=', companyId)
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

const activePeople = (tx: Tx, companyId: string) =>
  tx
    .selectFrom('users as u')
    .where('u.company_id', '=', companyId)
    .where('u.status', '=', 'confirmed')
    .where('u.inactive', '=', false)
    .where('u.anonymized_at', 'is', null);

/** Active groups the person belongs to: those they are a member of and every group above them (a department head leads their teams' people too). */
export async function memberGroups(tx: Tx, companyId: string, userId: string) {
  const { rows } = await sql<{ id: string; name: string; parent_id: string | null }>`
    with recursive mine as (
      select g.id, g.parent_id from groups g
      join group_members m on m.company_id = g.company_id and m.group_id = g.id
      where m.company_id = ${companyId} and m.user_id = ${userId}
      union
      select p.id, p.parent_id from groups p join mine on p.id = mine.parent_id where p.company_id = ${companyId}
    )
    select g.id, g.name, g.parent_id from groups g where g.company_id = ${companyId} and g.id in (select id from mine) and g.active
    order by g.name`.execute(tx);
  return rows;
}

/** People who receive a ticket's notices: the group's leaders, or the company's administrators (active, with an address). */
export async function leadersOf(tx: Tx, companyId: string, ticket: { origin: string; group_id: string | null; leader_id: string | null }) {
  let q = activePeople(tx, companyId).select(['u.id', 'u.email', 'u.first_name', 'u.language']).where('u.email', 'is not', null);
  if (ticket.origin === 'comment') q = q.where('u.id', '=', ticket.leader_id!);
  else if (ticket.group_id) {
    q = q.where('u.id', 'in', tx.selectFrom('group_managers').select('user_id').where('company_id', '=', companyId).where('group_id', '=', ticket.group_id));
  } else q = q.where('u.role', '=', 'admin');
  return q.execute();
}

export async function personToNotify(tx: Tx, companyId: string, userId: string) {
  return activePeople(tx, companyId)
    .select(['u.id', 'u.email', 'u.first_name', 'u.language'])
    .where('u.id', '=', userId)
    .where('u.email', 'is not', null)
    .executeTakeFirst();
}
