import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/connect.js';
import { sql } from 'kysely';
import { withSystem, type Tx } from '../../db/tenant.js';
import { shuffled } from '../../lib/shuffled.js';
import type { MailMessage } from '../../mail/mailer.js';
import { HELD_BLOCK, padded, seal, unseal } from '../survey/survey.sealing.js';
import { crowdIsLarge, crowdOfTicket, sealCrowd } from './tickets.crowd.js';
import { openAuthor, sealAuthor } from './tickets.access.js';
import { appendMessage, leadersOf, personToNotify, touchTicket } from './tickets.queries.js';

// What an anonymous author writes reaches the tickets at the next delivery hour. The request seals
// it into ticket_held (nothing in clear says which ticket, or whose); the delivery pass writes every
// held item that is due, in a random order, in one transaction of its own, and tells the leaders.
// So no ticket or message row shares a transaction, a position or a time finer than the hour with
// its author's request, and a leader who watches their inbox learns the hour, not the minute.
//
// Replies to an anonymous author are announced by mail without a trace in the database that names
// them: the ticket keeps a flag, and the pass mails the author (found through the seal) without
// writing an outbox row, then clears the flag.

export const DELIVERY_MS = 60 * 60 * 1000;

/** The next delivery hour after `now`. */
export const dueAfter = (now: Date): Date => new Date((Math.floor(now.getTime() / DELIVERY_MS) + 1) * DELIVERY_MS);

export type Held =
  | {
      kind: 'ticket';
      ticketId: string;
      authorId: string;
      groupId: string | null;
      /** Who could have written it when it was sent (tickets.crowd.ts); null: the company's people. */
      crowd: string[] | null;
      positive: boolean;
      messageId: string;
      body: string;
      day: string;
      at: number;
    }
  | { kind: 'message'; ticketId: string; authorId: string; messageId: string; body: string; day: string; at: number };

const heldContext = (companyId: string, id: string) => `ticket-held:${companyId}:${id}`;

/** Seals an anonymous author's ticket or message until the next delivery hour (in the request's transaction). */
export async function hold(tx: Tx, key: Buffer, companyId: string, item: Held, now: Date): Promise<void> {
  const id = randomUUID();
  await tx
    .insertInto('ticket_held')
    .values({ company_id: companyId, id, due_at: dueAfter(now), sealed: seal(key, heldContext(companyId, id), padded(item, HELD_BLOCK)) })
    .execute();
}

/** Every item still held for a company, opened (the author's own pending items are among them). */
export async function heldItems(tx: Tx, key: Buffer, companyId: string): Promise<Held[]> {
  const rows = await tx.selectFrom('ticket_held').select(['id', 'sealed']).where('company_id', '=', companyId).execute();
  return rows.map((r) => unseal<Held>(key, heldContext(companyId, r.id), r.sealed));
}

/** How the delivery pass sends mail: to the outbox with the change (leaders), or unrecorded (anonymous authors). */
export interface TicketMail {
  enqueue(tx: Tx, message: MailMessage): Promise<void>;
  sendUnrecorded(message: MailMessage): Promise<boolean>;
}

async function companyName(tx: Tx, companyId: string): Promise<string> {
  const row = await tx.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
  return row.name;
}

/** Tells the leaders of a ticket that it has something new (outbox, in the caller's transaction). */
export async function mailLeaders(
  tx: Tx,
  mail: Pick<TicketMail, 'enqueue'>,
  appUrl: string,
  companyId: string,
  ticket: { id: string; origin: string; group_id: string | null; leader_id: string | null; anonymous: boolean },
  fresh: boolean,
): Promise<void> {
  const company = await companyName(tx, companyId);
  for (const leader of await leadersOf(tx, companyId, ticket)) {
    await mail.enqueue(tx, {
      companyId,
      to: leader.email!,
      template: fresh ? 'ticketReceived' : 'ticketMessage',
      language: leader.language,
      vars: { name: leader.first_name, company, link: `${appUrl}/feedbacks/tickets/${ticket.id}`, context: ticket.anonymous ? 'anonymous' : 'named' },
    });
  }
}

/** One ticket's writing at a time: the pass and a leader's reply append after the same last message. */
const lockTicket = (tx: Tx, ticketId: string) => sql`select pg_advisory_xact_lock(hashtextextended(${`ticket:${ticketId}`}, 0))`.execute(tx);

/**
 * Writes one company's due items whose author the crowd still hides (tickets.crowd.ts); the others
 * stay held until it does. Returns the ids of the held rows written.
 */
async function deliverCompany(tx: Tx, key: Buffer, mail: TicketMail, appUrl: string, companyId: string, rows: { id: string; sealed: Buffer }[]) {
  const items = rows.map((r) => ({ rowId: r.id, item: unseal<Held>(key, heldContext(companyId, r.id), r.sealed) }));
  // Tickets in a random order; within one, the author's own order (a new ticket before its messages).
  const byTicket = new Map<string, typeof items>();
  for (const entry of items) byTicket.set(entry.item.ticketId, [...(byTicket.get(entry.item.ticketId) ?? []), entry]);
  const ordered = shuffled([...byTicket.values()]).map((list) =>
    list.sort((a, b) => Number(b.item.kind === 'ticket') - Number(a.item.kind === 'ticket') || a.item.at - b.item.at),
  );
  const written: string[] = [];
  const touched = new Map<string, boolean>();
  for (const list of ordered) {
    const ticketId = list[0]!.item.ticketId;
    await lockTicket(tx, ticketId);
    const stored = await tx
      .selectFrom('tickets')
      .select(['id', 'origin', 'group_id', 'leader_id', 'crowd_sealed'])
      .where('company_id', '=', companyId)
      .where('id', '=', ticketId)
      .executeTakeFirst();
    const first = list[0]!.item;
    const crowd = stored
      ? await crowdOfTicket(tx, key, companyId, stored)
      : first.kind === 'ticket'
        ? { people: first.crowd, group_id: first.groupId, leader_id: null }
        : null;
    // A ticket deleted with its company meanwhile has nowhere to go; a crowd too small waits.
    if (!crowd || !(await crowdIsLarge(tx, companyId, crowd))) continue;
    for (const { rowId, item } of list) {
      if (item.kind === 'ticket') {
        await tx
          .insertInto('tickets')
          .values({
            company_id: companyId,
            id: item.ticketId,
            origin: 'opinion',
            group_id: item.groupId,
            anonymous: true,
            positive: item.positive,
            author_sealed: sealAuthor(key, companyId, item.ticketId, item.authorId),
            crowd_sealed: item.crowd ? sealCrowd(key, companyId, item.ticketId, item.crowd) : null,
            last_message: item.body,
            last_on: item.day,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
        touched.set(item.ticketId, true);
      } else if (!touched.has(item.ticketId)) touched.set(item.ticketId, false);
      await appendMessage(tx, companyId, item.ticketId, { id: item.messageId, side: 'author', anonymous: true, senderId: null, body: item.body, day: item.day });
      if (item.kind === 'message') await touchTicket(tx, companyId, item.ticketId, 'author', item.body, item.day, false);
      written.push(rowId);
    }
  }
  for (const [ticketId, fresh] of touched) {
    const ticket = await tx
      .selectFrom('tickets')
      .select(['id', 'origin', 'group_id', 'leader_id', 'anonymous'])
      .where('company_id', '=', companyId)
      .where('id', '=', ticketId)
      .executeTakeFirstOrThrow();
    await mailLeaders(tx, mail, appUrl, companyId, ticket, fresh);
  }
  if (written.length) await tx.deleteFrom('ticket_held').where('company_id', '=', companyId).where('id', 'in', written).execute();
  return written.length;
}

/** Mails anonymous authors who have a new reply, then clears their flags; the number mailed. */
async function noticeAuthors(db: Database, key: Buffer, mail: TicketMail, appUrl: string, only?: readonly string[]): Promise<number> {
  const flagged = await withSystem(db, async (tx) => {
    let q = tx.selectFrom('tickets').select(['company_id', 'id', 'author_sealed', 'origin']).where('author_notice', '=', true);
    if (only) q = q.where('company_id', 'in', only.length ? only : ['00000000-0000-0000-0000-000000000000']);
    const rows = await q.limit(200).execute();
    const out = [];
    for (const row of rows) {
      const authorId = openAuthor(key, row.company_id, row);
      const person = authorId ? await personToNotify(tx, row.company_id, authorId) : undefined;
      out.push({ row, person, company: person ? await companyName(tx, row.company_id) : '' });
    }
    return out;
  });
  const done: { company_id: string; id: string }[] = [];
  for (const { row, person, company } of flagged) {
    // No ticket in the link and no name in the greeting: the mail's copies (its provider's logs) must
    // tie its reader to no conversation, and say no more of them than their address.
    const sent = person
      ? await mail.sendUnrecorded({
          companyId: row.company_id,
          to: person.email!,
          template: row.origin === 'comment' ? 'ticketCommentReply' : 'ticketReply',
          language: person.language,
          vars: { name: '', company, link: `${appUrl}/feedbacks/tickets` },
        })
      : true;
    if (sent) done.push(row);
  }
  if (done.length === 0) return 0;
  await withSystem(db, async (tx) => {
    for (const t of done) await tx.updateTable('tickets').set({ author_notice: false }).where('company_id', '=', t.company_id).where('id', '=', t.id).execute();
  });
  return done.length;
}

/**
 * The delivery pass: held items due by `now`, company by company (each in a transaction of its
 * own, rows another pass holds skipped), then the anonymous authors' notices; `only` some
 * companies when given. The number of items written and notices sent.
 */
export async function deliverTickets(db: Database, key: Buffer, mail: TicketMail, appUrl: string, now: Date, only?: readonly string[]): Promise<number> {
  const due = await withSystem(db, (tx) => tx.selectFrom('ticket_held').select('company_id').distinct().where('due_at', '<=', now).execute());
  const companies = only ? due.filter((c) => only.includes(c.company_id)) : due;
  let written = 0;
  const failures: Error[] = [];
  for (const { company_id } of companies) {
    // One company's failure never stops the others' delivery; it is reported after them.
    written += await withSystem(db, async (tx) => {
      const rows = await tx
        .selectFrom('ticket_held')
        .select(['id', 'sealed'])
        .where('company_id', '=', company_id)
        .where('due_at', '<=', now)
        .forUpdate()
        .skipLocked()
        .execute();
      return rows.length ? deliverCompany(tx, key, mail, appUrl, company_id, rows) : 0;
    }).catch((error: Error) => {
      failures.push(error);
      return 0;
    });
  }
  const noticed = await noticeAuthors(db, key, mail, appUrl, only);
  if (failures.length) throw new Error(`opinions of ${failures.length} compan${failures.length === 1 ? 'y' : 'ies'} not delivered: ${failures[0]!.message}`);
  return written + noticed;
}
