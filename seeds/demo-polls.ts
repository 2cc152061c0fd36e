import { sql } from 'kysely';
import { toAccess, toAudience, toDefinition, type PollFields } from '../domain/poll.js';
import type { Tx } from '../server/db/tenant.js';
import { seedLaunched } from './demo-custom-survey.js';

// The demo's custom polls: the demo manager's poll to their department, sent two days ago and
// answered by about six in ten (it waits for the demo employee); an administrator's poll to the
// whole company, closed a month ago; and a draft the manager has not sent yet. Their answers are
// stored as released answers are, so their reports show from the first start.

const POLL_TEXTS = [
  'Menos reuniões às sextas-feiras.',
  'Um canal único para as prioridades da semana.',
  'Mais tempo para foco, sem interrupções.',
  'Feedback mais frequente do líder.',
  'Rodízio nas tarefas repetitivas.',
];

const TEAM_POLL: PollFields = {
  title: 'Como está a nossa rotina de trabalho?',
  description: 'Três perguntas rápidas para ajustarmos a rotina do time.',
  sender: 'owner',
  access_level: 'open',
  company: false,
  groups: [],
  viewers: [],
  questions: [
    {
      question_id: 'meeting-day',
      question_type: 'radio-string',
      question_text: 'Qual o melhor dia para a reunião semanal?',
      options: ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira'],
      lower_label: '',
      upper_label: '',
      comment: null,
    },
    {
      question_id: 'priorities',
      question_type: 'slide-number',
      question_text: 'Quão claras estão as prioridades deste trimestre?',
      options: [],
      lower_label: 'Nada claras',
      upper_label: 'Muito claras',
      comment: 'O que deixaria as prioridades mais claras?',
    },
    {
      question_id: 'one-thing',
      question_type: 'paragraph',
      question_text: 'Que mudança deixaria a sua semana mais leve?',
      options: [],
      lower_label: '',
      upper_label: '',
      comment: null,
    },
  ],
};

const COMPANY_POLL: PollFields = {
  title: 'Nova política de trabalho híbrido',
  description: 'Queremos ouvir todos antes de definir a política.',
  sender: 'company',
  access_level: 'restricted',
  company: true,
  groups: [],
  viewers: [],
  questions: [
    {
      question_id: 'office-days',
      question_type: 'radio-string',
      question_text: 'Quantos dias por semana no escritório você prefere?',
      options: ['Nenhum', 'Um ou dois', 'Três', 'Quatro ou mais'],
      lower_label: '',
      upper_label: '',
      comment: null,
    },
    {
      question_id: 'hybrid-score',
      question_type: 'slide-number',
      question_text: 'Quanto o trabalho híbrido ajuda a sua produtividade?',
      options: [],
      lower_label: 'Nada',
      upper_label: 'Muito',
      comment: null,
    },
  ],
};

/** Confirmed, active people of the company, or of a group of it and its subgroups (the seed may see every company's rows). */
async function peopleUnder(tx: Tx, companyId: string, groupId: string | null): Promise<string[]> {
  const { rows } = groupId
    ? await sql<{ id: string }>`
        with recursive tree as (select id from groups where id = ${groupId} union all select g.id from groups g join tree t on g.parent_id = t.id)
        select distinct u.id from users u join group_members m on m.user_id = u.id join tree t on t.id = m.group_id
        where u.company_id = ${companyId} and u.status = 'confirmed' and not u.inactive order by u.id`.execute(tx)
    : await sql<{ id: string }>`select id from users where company_id = ${companyId} and status = 'confirmed' and not inactive order by id`.execute(tx);
  return rows.map((r) => r.id);
}

export async function seedDemoPolls(
  tx: Tx,
  o: { companyId: string; adminId: string; managerId: string; employeeId: string; departmentId: string; pseudonymKey: string; seed: string },
): Promise<void> {
  const day = 86_400_000;
  const launched = (poll: PollFields) => ({ poll, definition: toDefinition(poll), audience: toAudience(poll), access: toAccess(poll), texts: POLL_TEXTS });
  const team = { ...TEAM_POLL, groups: [o.departmentId] };
  await seedLaunched(tx, o, {
    ...launched(team),
    creatorId: o.managerId,
    launchAt: new Date(Date.now() - 2 * day),
    endsAt: null,
    people: await peopleUnder(tx, o.companyId, o.departmentId),
    answered: 0.6,
    rngKey: 'poll-team',
  });
  await seedLaunched(tx, o, {
    ...launched(COMPANY_POLL),
    creatorId: o.adminId,
    launchAt: new Date(Date.now() - 40 * day),
    endsAt: null,
    closedAt: new Date(Date.now() - 33 * day),
    people: await peopleUnder(tx, o.companyId, null),
    answered: 0.75,
    rngKey: 'poll-company',
  });
  const draft: PollFields = { ...team, title: 'Ideias para o próximo encontro do time', questions: [team.questions[2]!] };
  await sql`
    insert into custom_surveys (company_id, creator_id, definition, audience, access, kind, poll)
    values (${o.companyId}, ${o.managerId}, ${JSON.stringify(toDefinition(draft))}::jsonb, ${JSON.stringify(toAudience(draft))}::jsonb,
            ${JSON.stringify(toAccess(draft))}::jsonb, 'poll', ${JSON.stringify(draft)}::jsonb)`.execute(tx);
}
