import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Tx } from '../server/db/tenant.js';
import type { TicketRating } from '../server/db/types.js';
import { sealAuthor } from '../server/modules/tickets/tickets.access.js';
import { groupPeople, sealCrowd } from '../server/modules/tickets/tickets.crowd.js';

// The demo's opinions, as the delivery pass would have written them: the demo manager has an
// anonymous constructive opinion from one of their department's people waiting unread (with a
// reply and an answer); the demo employee has an anonymous opinion to the department's leaders,
// answered and unread on their side, and a named thank-you to the administrators, completed and
// rated.

interface Message {
  side: 'author' | 'leader';
  body: string;
  daysAgo: number;
  sender?: string;
}

interface DemoTicket {
  groupId: string | null;
  authorId: string;
  anonymous: boolean;
  positive: boolean;
  leaderId: string;
  messages: Message[];
  read: { author: boolean; leader: boolean };
  completed?: boolean;
  rating?: TicketRating;
}

const dayOf = (today: string, daysAgo: number) => new Date(Date.parse(`${today}T00:00:00Z`) - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function writeTicket(tx: Tx, key: Buffer, companyId: string, today: string, t: DemoTicket) {
  const id = randomUUID();
  const last = t.messages.at(-1)!;
  const lastReply = t.messages.filter((m) => m.side === 'leader').at(-1);
  await tx
    .insertInto('tickets')
    .values({
      company_id: companyId,
      id,
      origin: 'opinion',
      group_id: t.groupId,
      anonymous: t.anonymous,
      positive: t.positive,
      author_id: t.anonymous ? null : t.authorId,
      author_sealed: t.anonymous ? sealAuthor(key, companyId, id, t.authorId) : null,
      crowd_sealed: t.anonymous && t.groupId ? sealCrowd(key, companyId, id, await groupPeople(tx, companyId, t.groupId)) : null,
      completed: t.completed ?? false,
      rating: t.rating ?? null,
      author_read: t.read.author,
      leader_read: t.read.leader,
      last_message: last.body,
      last_on: dayOf(today, last.daysAgo),
      last_reply_on: lastReply ? dayOf(today, lastReply.daysAgo) : null,
    })
    .execute();
  await tx
    .insertInto('ticket_messages')
    .values(
      t.messages.map((m, i) => ({
        company_id: companyId,
        ticket_id: id,
        position: i + 1,
        id: randomUUID(),
        side: m.side,
        anonymous: m.side === 'author' && t.anonymous,
        sender_id: m.side === 'leader' ? t.leaderId : t.anonymous ? null : t.authorId,
        body: m.body,
        sent_on: dayOf(today, m.daysAgo),
      })),
    )
    .execute();
}

/** Someone of the department (its groups and theirs below) other than the demo's sign-ins: the manager, a member too maybe, would otherwise be the author of the opinion they receive. */
async function colleague(tx: Tx, companyId: string, departmentId: string, signIns: string[]): Promise<string | undefined> {
  const { rows } = await sql<{ user_id: string }>`
    with recursive below as (
      select id from groups where company_id = ${companyId} and id = ${departmentId}
      union
      select g.id from groups g join below on g.parent_id = below.id where g.company_id = ${companyId}
    )
    select m.user_id from group_members m join below on below.id = m.group_id
    where m.company_id = ${companyId} and m.user_id not in (${sql.join(signIns)}) order by m.user_id limit 1`.execute(tx);
  return rows[0]?.user_id;
}

export async function seedDemoTickets(
  tx: Tx,
  o: { companyId: string; adminId: string; managerId: string; employeeId: string; departmentId: string; sealingKey: Buffer; today: string },
) {
  const { companyId, today, departmentId: groupId } = o;
  // Written oldest activity first: the lists show the newest on top.
  await writeTicket(tx, o.sealingKey, companyId, today, {
    groupId: null,
    authorId: o.employeeId,
    anonymous: false,
    positive: true,
    leaderId: o.adminId,
    read: { author: true, leader: true },
    completed: true,
    rating: 'good',
    messages: [
      { side: 'author', body: 'Quero agradecer pelo novo programa de home office: minha rotina melhorou muito.', daysAgo: 20 },
      { side: 'leader', body: 'Que bom saber! Vamos compartilhar o retorno com a diretoria.', daysAgo: 19 },
    ],
  });
  await writeTicket(tx, o.sealingKey, companyId, today, {
    groupId,
    authorId: o.employeeId,
    anonymous: true,
    positive: false,
    leaderId: o.managerId,
    read: { author: false, leader: true },
    messages: [
      { side: 'author', body: 'O ar-condicionado da sala fica muito frio à tarde e atrapalha a concentração.', daysAgo: 9 },
      { side: 'leader', body: 'Pedi à manutenção para regular a temperatura. Me conte se melhorou nos próximos dias.', daysAgo: 2 },
    ],
  });
  const author = await colleague(tx, companyId, groupId, [o.employeeId, o.managerId, o.adminId]);
  if (author) {
    await writeTicket(tx, o.sealingKey, companyId, today, {
      groupId,
      authorId: author,
      anonymous: true,
      positive: false,
      leaderId: o.managerId,
      read: { author: true, leader: false },
      messages: [
        { side: 'author', body: 'As prioridades mudam toda semana e fica difícil planejar. Poderíamos combinar as prioridades do mês na reunião de equipe?', daysAgo: 6 },
        { side: 'leader', body: 'Obrigado por avisar. Vou propor um planejamento mensal na próxima reunião. O que mais ajudaria?', daysAgo: 5 },
        { side: 'author', body: 'Um quadro com as prioridades visível para todos já ajudaria muito.', daysAgo: 1 },
      ],
    });
  }
}
