import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeUser } from '../../seeds/factories.js';
import type { Database } from '../../server/db/connect.js';
import type { MailMessage } from '../../server/mail/mailer.js';
import { renderMail } from '../../server/mail/templates.js';
import { opinionsWorld, type OpinionsWorld } from '../integration/tickets/helpers.js';

// The attacker's tests of anonymous opinions (issue: "no response, export, mail, audit entry or
// database column — a copy of the database without the key — names the author of an anonymous
// ticket"). Several people of one group write anonymously through the API, their leaders reply,
// they write again, read, complete and rate. Then the copy is read as an attacker without the keys
// would read it: every row of every table of the company, the system columns (xmin, xmax), the
// types of the columns; and every answer a leader or an administrator can get is searched for the
// authors. The test alone knows who wrote what, and uses that only to look for it.

type Row = Record<string, unknown>;
type Person = Awaited<ReturnType<typeof makeUser>>;
const TICKET_TABLES = ['tickets', 'ticket_messages', 'ticket_held'];
// Tables that name a person: a ticket row sharing a transaction with one of their rows would name its author.
const PERSON_TABLES = ['users', 'sessions', 'audit_logs', 'mail_outbox'];
const AUTHORS = [
  ['Quirina', 'Vantongeren'],
  ['Balthasar', 'Okonkwo'],
  ['Zenobia', 'Marchetti'],
  ['Ignatius', 'Lindqvist'],
] as const;

/** What names a person, and what anyone can compute from it without a key. */
function needlesOf(person: Person): string[] {
  const plain = [
    person.id,
    person.id.replaceAll('-', ''),
    person.email!,
    person.email!.toLowerCase(),
    person.first_name,
    person.last_name,
    `${person.first_name} ${person.last_name}`,
  ];
  const digests = plain.flatMap((value) =>
    ['md5', 'sha1', 'sha256', 'sha512'].flatMap((algorithm) => {
      const digest = createHash(algorithm).update(value).digest();
      return [digest.toString('hex'), digest.toString('base64'), digest.toString('base64url')];
    }),
  );
  return [...plain, ...digests].map((n) => n.toLowerCase());
}

const contains = (text: string, needles: string[]) => needles.filter((n) => text.toLowerCase().includes(n));

let w: OpinionsWorld;
beforeAll(async () => {
  w = await opinionsWorld('opinions_copy');
});
afterAll(async () => {
  await w?.close();
});
const v1 = (...args: Parameters<OpinionsWorld['v1']>) => w.v1(...args);

async function opinionsTeam() {
  const db = w.db;
  const company = await makeCompany(db, { plan: 'enterprise' });
  const admin = await makeUser(db, company.id, { role: 'admin', first_name: 'Ada', last_name: 'Admin' });
  const leader = await makeUser(db, company.id, { role: 'manager', first_name: 'Lena', last_name: 'Leader', language: 'es-AR' });
  const authors: Person[] = [];
  for (const [first_name, last_name] of AUTHORS) authors.push(await makeUser(db, company.id, { role: 'user', first_name, last_name, language: 'pt-BR' }));
  const nora = await makeUser(db, company.id, { role: 'user', first_name: 'Nora', last_name: 'Named' });
  const quiet = await makeUser(db, company.id, { role: 'user', first_name: 'Quiet', last_name: 'Member' });
  const group = await w.group(company.id, { name: 'Copied', managers: [leader.id], members: [...authors, nora, quiet].map((p) => p.id) });
  const as = async (person: Person) => {
    const token = await w.tokenOf(person);
    return { token, caller: await w.as(person) };
  };
  return { db, company, admin, leader, authors, nora, group, as };
}

/** Every row of every table that holds company rows, each as its text (every column cast, bytea as hex). */
async function everyRow(db: Database, companyId: string) {
  const { rows: tables } = await sql<{ table_name: string }>`
    select distinct table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'company_id' order by table_name`.execute(db);
  const out: { table: string; text: string }[] = [];
  for (const { table_name } of tables) {
    const { rows } = await sql<{ text: string }>`select t::text as text from ${sql.table(table_name)} t where t.company_id = ${companyId}`.execute(db);
    for (const r of rows) out.push({ table: table_name, text: r.text });
  }
  const { rows } = await sql<{ text: string }>`select c::text as text from companies c where c.id = ${companyId}`.execute(db);
  out.push(...rows.map((r) => ({ table: 'companies', text: r.text })));
  return { tables: tables.map((t) => t.table_name), rows: out };
}

describe('a copy of the database, and every answer, for the author of an anonymous opinion', () => {
  it('names no author anywhere: no column, digest, shared transaction, answer, audit entry or recorded mail; days only', async () => {
    const team = await opinionsTeam();
    const { db, company, leader, admin, authors, group } = team;
    const read = async (table: string, columns = '*') =>
      (await sql<Row>`select ${sql.raw(columns)} from ${sql.table(table)} where company_id = ${company.id}`.execute(db)).rows;
    const mail: MailMessage[] = [];
    const texts: string[] = [];
    const say = (text: string) => (texts.push(text), text);

    // Four anonymous opinions to the group (two through tRPC, two through v1), one to the administrators, one named.
    const ticketIds: string[] = [];
    const callers = await Promise.all(authors.map((a) => team.as(a)));
    for (const [i, { token, caller }] of callers.entries()) {
      const message = say(`Anonymous opinion number ${i} about the rota`);
      if (i % 2 === 0) ticketIds.push((await caller.tickets.create({ message, isAnonymous: true, isPositive: i === 0, groupId: group.id }))._id);
      else ticketIds.push((await v1('POST', '/tickets', { token, body: { message, isAnonymous: true, isPositive: false, groupId: group.id } })).body._id);
    }
    const toAdmins = (await callers[0]!.caller.tickets.create({ message: say('Anonymous opinion to the administrators'), isAnonymous: true, isPositive: false }))._id;
    ticketIds.push(toAdmins);
    const nora = await team.as(team.nora);
    await nora.caller.tickets.create({ message: 'A named opinion from Nora', isAnonymous: false, isPositive: true, groupId: group.id });

    // Held: sealed, nothing in clear; due on an hour.
    const held = await read('ticket_held', 'sealed, extract(epoch from due_at)::float8 as due');
    expect(held).toHaveLength(5);
    for (const h of held) {
      const sealed = Buffer.from(h.sealed as Buffer);
      for (const text of [...texts, ...authors.flatMap((a) => [a.id, a.email!, a.first_name])]) {
        expect(sealed.toString('latin1')).not.toContain(text);
        expect(sealed.toString('hex')).not.toContain(Buffer.from(text).toString('hex'));
      }
      expect(Number(h.due) % 3600).toBe(0);
    }
    expect((await read('tickets', 'id')).map((r) => r.id)).not.toEqual(expect.arrayContaining([ticketIds[0]]));

    // (b) The first delivery: one transaction for everything it wrote.
    await w.deliver(mail);
    const anonymousTickets = sql.join(ticketIds);
    const firstPass = new Set(
      [
        ...(await sql<{ xmin: string }>`select xmin::text as xmin from tickets where company_id = ${company.id} and id in (${anonymousTickets})`.execute(db)).rows,
        ...(
          await sql<{ xmin: string }>`select xmin::text as xmin from ticket_messages where company_id = ${company.id} and ticket_id in (${anonymousTickets})`.execute(db)
        ).rows,
      ].map((r) => r.xmin),
    );
    expect(firstPass.size).toBe(1);

    // The leaders reply (tRPC and v1); the authors write again, read, complete and rate.
    const lena = await team.as(leader);
    const ada = await team.as(admin);
    const answers: unknown[] = [];
    for (const [i, id] of ticketIds.slice(0, 4).entries()) {
      const reply = say(`Reply number ${i} from the leader`);
      answers.push(
        i % 2
          ? await lena.caller.tickets.send({ id, message: reply })
          : (await v1('POST', `/tickets/${id}/messages`, { token: lena.token, body: { message: reply } })).body,
      );
    }
    answers.push(await ada.caller.tickets.send({ id: toAdmins, message: say('Reply from the administrators') }));
    for (const [i, { caller }] of callers.entries()) await caller.tickets.send({ id: ticketIds[i]!, message: say(`Follow-up number ${i} from an author`) });
    await w.deliver(mail);
    const secondPass = new Set(
      (
        await sql<{ xmin: string }>`
          select xmin::text as xmin from ticket_messages where company_id = ${company.id} and ticket_id in (${anonymousTickets}) and side = 'author' and position > 1`.execute(
          db,
        )
      ).rows.map((r) => r.xmin),
    );
    expect(secondPass.size).toBe(1);
    expect([...secondPass][0]).not.toBe([...firstPass][0]);
    await w.deliver(mail, 0);
    await callers[1]!.caller.tickets.update({ id: ticketIds[1]!, isRead: true });
    await callers[2]!.caller.tickets.update({ id: ticketIds[2]!, completed: true, rating: 'good' });
    answers.push(await lena.caller.tickets.update({ id: ticketIds[3]!, isRead: true, completed: true }));
    answers.push((await v1('PATCH', `/tickets/${ticketIds[0]}`, { token: lena.token, body: { isRead: true } })).body);

    // One author's two tickets carry unrelated seals: equal seals would group an author's opinions.
    const seals = (await read('tickets', 'author_sealed')).map((r) => r.author_sealed as Buffer | null).filter((x): x is Buffer => x !== null);
    expect(seals).toHaveLength(ticketIds.length);
    expect(new Set(seals.map((x) => Buffer.from(x).toString('hex'))).size).toBe(seals.length);

    const needles = authors.map(needlesOf);
    const everyNeedle = needles.flat();
    const { tables, rows } = await everyRow(db, company.id);
    expect(tables).toEqual(expect.arrayContaining([...TICKET_TABLES, ...PERSON_TABLES]));
    const ticketTexts = rows.filter((r) => TICKET_TABLES.includes(r.table));
    expect(ticketTexts.length).toBeGreaterThanOrEqual(ticketIds.length * 4);

    // (a) No row of the opinions' tables holds an author's id, address or name, or a digest of one.
    for (const r of ticketTexts) expect(contains(r.text, everyNeedle), `${r.table}: ${r.text.slice(0, 120)}`).toEqual([]);
    // No row of any table holds an anonymous ticket, or one of its messages, beside its author.
    const messageIds = (await read('ticket_messages', 'id, ticket_id')).filter((m) => ticketIds.includes(String(m.ticket_id))).map((m) => String(m.id));
    const anonymousKeys = [...ticketIds, ...messageIds].map((x) => x.toLowerCase());
    for (const r of rows) {
      if (contains(r.text, anonymousKeys).length === 0) continue;
      expect(contains(r.text, everyNeedle), `${r.table} ties an anonymous ticket to its author`).toEqual([]);
    }

    // (b) No ticket or message row of an anonymous author shares a transaction with a row naming an author.
    const ticketSide = await sql<{ xmin: string; xmax: string }>`
      select xmin::text as xmin, xmax::text as xmax from tickets where company_id = ${company.id} and id in (${anonymousTickets})
      union all select xmin::text, xmax::text from ticket_messages where company_id = ${company.id} and ticket_id in (${anonymousTickets})`.execute(db);
    const ticketXids = new Set(ticketSide.rows.flatMap((r) => [r.xmin, r.xmax]).filter((x) => x !== '0'));
    let naming = 0;
    for (const table of PERSON_TABLES) {
      const { rows: personRows } = await sql<{ xmin: string; xmax: string; text: string }>`
        select xmin::text as xmin, xmax::text as xmax, t::text as text from ${sql.table(table)} t where t.company_id = ${company.id}`.execute(db);
      for (const p of personRows.filter((p) => contains(p.text, everyNeedle).length > 0)) {
        naming++;
        expect(ticketXids.has(p.xmin) || (p.xmax !== '0' && ticketXids.has(p.xmax)), `${table} shares a transaction with an anonymous ticket`).toBe(false);
      }
    }
    // The authors' users and sessions rows at least: the check above looked at something.
    expect(naming).toBeGreaterThanOrEqual(authors.length * 2);

    // (c) Every answer a leader or an administrator can get: no author in any of them.
    const visible = async (who: typeof lena) => {
      const list = await who.caller.tickets.list({});
      const got: unknown[] = [
        list,
        await who.caller.tickets.list({ owner: true }),
        await who.caller.tickets.list({ status: 'unread' }),
        await who.caller.tickets.unread(),
        await who.caller.groups.search({ ctx: 'tickets' }),
        await who.caller.groups.search({}),
        await who.caller.groups.tree(),
        (await v1('GET', '/tickets', { token: who.token })).body,
        (await v1('GET', '/tickets', { token: who.token, query: { owner: 'true' } })).body,
        (await v1('GET', '/groups/search', { token: who.token, query: { ctx: 'tickets' } })).body,
      ];
      for (const t of list.tickets) {
        got.push(await who.caller.tickets.messages({ id: t._id }), (await v1('GET', `/tickets/${t._id}/messages`, { token: who.token })).body);
      }
      return { got, seen: list.tickets.map((t) => t._id) };
    };
    const lenaSees = await visible(lena);
    const adaSees = await visible(ada);
    expect(lenaSees.seen).toEqual(expect.arrayContaining(ticketIds.slice(0, 4)));
    expect(adaSees.seen).toContain(toAdmins);
    const audit = [await ada.caller.audit.list({ offset: 0, limit: 100 }), (await v1('GET', '/audit-logs', { token: ada.token, query: { limit: '100' } })).body];
    const everything = JSON.stringify([...answers, ...lenaSees.got, ...adaSees.got, ...audit]);
    expect(everything).toContain('Follow-up number 3 from an author');
    expect(contains(everything, everyNeedle)).toEqual([]);

    // The audit log records no opinion; the outbox holds nothing for an anonymous author and names none.
    const auditRows = await read('audit_logs', 'entity, audit_logs::text as text');
    expect(auditRows.filter((r) => String(r.entity).includes('ticket') || contains(String(r.text), [...anonymousKeys, ...everyNeedle]).length > 0)).toEqual([]);
    const outbox = await read('mail_outbox', 'to_address, template, subject, text_body, html_body');
    expect(outbox.filter((m) => authors.some((a) => a.email === m.to_address))).toEqual([]);
    expect(outbox.map((m) => m.template)).toEqual(expect.arrayContaining(['ticketReceived', 'ticketMessage']));
    expect(contains(JSON.stringify(outbox), everyNeedle)).toEqual([]);
    // The authors were told of the replies, unrecorded, with no text and no ticket.
    expect(new Set(mail.filter((m) => m.companyId === company.id).map((m) => m.to))).toEqual(new Set(authors.map((a) => a.email)));
    for (const m of mail.filter((x) => x.companyId === company.id)) {
      const rendered = renderMail(m.template, m.language, m.vars);
      const body = JSON.stringify([m, rendered]);
      expect(contains(body, [...anonymousKeys, ...texts.map((x) => x.toLowerCase())])).toEqual([]);
    }

    // (d) Days only: no column of the opinions' tables holds a time of day but the held items' due hour.
    const { rows: timed } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and table_name in (${sql.join(TICKET_TABLES)}) and (data_type like 'time%' or data_type like '%interval%')`.execute(db);
    expect(timed.map((c) => `${c.table_name}.${c.column_name}`)).toEqual(['ticket_held.due_at']);
    for (const r of ticketTexts) expect(r.text, r.table).not.toMatch(/\d{2}:\d{2}/);
  });

  // HOLE (a copy taken before the delivery hour): an anonymous author's message locks its ticket row
  // in the request that holds it (ticketById(…, lock = true) in postMessage,
  // server/modules/tickets/tickets.service.ts), so the row keeps that transaction as its xmax until
  // the delivery rewrites it, and the sealed held item carries the same transaction as its xmin:
  // the copy ties each held message to its conversation, where the design says nothing does. It
  // names no author by itself.
  it('a held message says nothing, in a copy, of the conversation it belongs to', async () => {
    const team = await opinionsTeam();
    const { db, company, group, authors } = team;
    const ids: string[] = [];
    for (const author of authors)
      ids.push((await (await team.as(author)).caller.tickets.create({ message: 'An opinion to follow up', isAnonymous: true, isPositive: true, groupId: group.id }))._id);
    await w.deliver();
    const writer = await team.as(authors[2]!);
    await writer.caller.tickets.send({ id: ids[2]!, message: 'A follow-up waiting for the hour' });
    const { rows: held } = await sql<{ xmin: string }>`select xmin::text as xmin from ticket_held where company_id = ${company.id}`.execute(db);
    expect(held).toHaveLength(1);
    const { rows: tickets } = await sql<{ id: string; xmin: string; xmax: string }>`
      select id, xmin::text as xmin, xmax::text as xmax from tickets where company_id = ${company.id}`.execute(db);
    expect(tickets.filter((t) => t.xmin === held[0]!.xmin || t.xmax === held[0]!.xmin).map((t) => t.id)).toEqual([]);
  });
});
