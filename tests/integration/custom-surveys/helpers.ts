import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { withTenant } from '../../../server/db/tenant.js';
import { releaseCustomHeld } from '../../../server/modules/custom-surveys/custom-surveys.release.js';
import { makeCompany, makeUser } from '../../../seeds/factories.js';
import { callerFor, testDeps } from '../../setup/test-context.js';
import { sessionFor } from '../auth/helpers.js';
import { makeGroup } from '../groups/helpers.js';

// A company for custom surveys: an administrator, two managers (one leads Sales and its subgroup
// East, the other leads Support), three people in each group (Ana, Bo and Cy first), and callers
// signed in as each. Three people per group: a launch needs at least k of its audience.

export async function surveyCompany() {
  const { db } = await testDeps();
  const company = await makeCompany(db, { plan: 'enterprise' });
  const admin = await makeUser(db, company.id, { role: 'admin', first_name: 'Ada', last_name: 'Admin' });
  const manager = await makeUser(db, company.id, { role: 'manager', first_name: 'Mia', last_name: 'Sales' });
  const other = await makeUser(db, company.id, { role: 'manager', first_name: 'Otto', last_name: 'Support' });
  const three = (first: string) => Promise.all([first, `${first} 2`, `${first} 3`].map((first_name) => makeUser(db, company.id, { role: 'user', first_name })));
  const [inSales, inEast, inSupport] = [await three('Ana'), await three('Bo'), await three('Cy')];
  const sales = await makeGroup(company.id, { name: 'Sales', managers: [manager.id], members: inSales.map((p) => p.id) });
  const east = await makeGroup(company.id, { name: 'East', parentId: sales.id, members: inEast.map((p) => p.id) });
  const support = await makeGroup(company.id, { name: 'Support', managers: [other.id], members: inSupport.map((p) => p.id) });
  const as = async (user: { company_id: string; id: string }) => {
    const token = await sessionFor(user);
    return { token, caller: (await callerFor({ token })).caller };
  };
  return {
    db,
    company,
    admin,
    manager,
    other,
    people: { ana: inSales[0]!, bo: inEast[0]!, cy: inSupport[0]! },
    members: { sales: inSales, east: inEast, support: inSupport },
    groups: { sales, east, support },
    as,
  };
}

/** `n` new people (Extra 1, Extra 2…) put in a group: a place of 2k (k = 3 in surveyCompany) has its responses written while a cycle is open. */
export async function morePeople(t: { db: Awaited<ReturnType<typeof testDeps>>['db']; company: { id: string } }, groupId: string, n: number, first = 'Extra') {
  const people = [];
  for (let i = 1; i <= n; i++) {
    const person = await makeUser(t.db, t.company.id, { role: 'user', first_name: `${first} ${i}` });
    await withTenant(t.db, t.company.id, (tx) => tx.insertInto('group_members').values({ company_id: t.company.id, group_id: groupId, user_id: person.id }).execute());
    people.push(person);
  }
  return people;
}

/** A launch `days` from now at 09:00 in São Paulo (the day as São Paulo counts it). */
export function launchIn(days: number, endDays: number | null = null) {
  const day = (d: number) => new Date(Date.now() + d * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  return { date: day(days), time: '09:00', timezone: 'America/Sao_Paulo', endDate: endDays === null ? null : day(endDays) };
}

const both = (pt: string, en: string) => ({ 'pt-BR': pt, 'en-US': en });

/** A scored select of the welcome pillar with two classified answers. */
export const selectQuestion = () => ({
  question_id: 'q1',
  type: 'select' as const,
  category: 'welcome',
  enableScore: true,
  text: both('Como foi sua recepção?', 'How were you welcomed?'),
  answers: [
    { answer_id: 'a1', text: both('Ótima', 'Great'), classification: 'very-good' as 'very-good' | null, score: 10 },
    { answer_id: 'a2', text: both('Ruim', 'Poor'), classification: 'bad' as 'bad' | null, score: 2.5 },
  ],
});

/** A complete two-language survey: a pillar, a scored select, stars, nps and a feedback question. */
export function completeSurvey() {
  return {
    availableLanguages: ['pt-BR', 'en-US'] as ('pt-BR' | 'en-US')[],
    title: both('Integração', 'Onboarding'),
    description: both('Como foram seus primeiros dias?', 'How were your first days?'),
    period: 'single' as const,
    pillars: [{ category_id: 'welcome', label: both('Acolhimento', 'Welcome'), description: {}, image: 'people' as const }],
    questions: [
      selectQuestion(),
      { question_id: 'q2', type: 'stars' as const, category: 'welcome', enableScore: true, text: both('Nota para o primeiro dia', 'Rate your first day') },
      { question_id: 'q3', type: 'nps' as const, category: null, text: both('Você recomendaria a empresa?', 'Would you recommend us?') },
      { question_id: 'q4', type: 'feedback' as const, category: null, text: both('Algo mais?', 'Anything else?') },
    ],
  };
}

/** Moves a launched survey's instants so that it started two days ago and its scheduled end was yesterday. */
export async function endedBySchedule(t: { db: Awaited<ReturnType<typeof testDeps>>['db']; company: { id: string } }, id: string) {
  await withTenant(t.db, t.company.id, (tx) =>
    sql`update custom_surveys set launch_at = now() - interval '2 days', ends_at = now() - interval '1 day' where id = ${id}`.execute(tx),
  );
}

const tri = (pt: string, en: string, es: string) => ({ 'pt-BR': pt, 'en-US': en, 'es-AR': es });
const answer = (answer_id: string, text: ReturnType<typeof tri>, classification: 'very-good' | 'bad' | null = null, score: number | null = null) => ({
  answer_id,
  text,
  classification,
  score,
});

/** A three-language survey with one question of each type (a scored select, multi-select, stars, nps, slide-number, feedback). */
export const everyTypeSurvey = (mandatoryQuestions: boolean) => ({
  availableLanguages: ['pt-BR', 'en-US', 'es-AR'] as ('pt-BR' | 'en-US' | 'es-AR')[],
  title: tri('Integração', 'Onboarding', 'Integración'),
  description: tri('Como foram seus primeiros dias?', 'How were your first days?', '¿Cómo fueron tus primeros días?'),
  period: 'weekly' as const,
  questionsDistribution: 'sequential' as const,
  questionsQuantity: 'all' as const,
  enableFeedbacks: true,
  mandatoryQuestions,
  pillars: [{ category_id: 'welcome', label: tri('Acolhimento', 'Welcome', 'Bienvenida'), description: {}, image: 'people' as const }],
  questions: [
    {
      question_id: 'q1',
      type: 'select' as const,
      category: 'welcome',
      enableScore: true,
      text: tri('Como foi sua recepção?', 'How were you welcomed?', '¿Cómo fue tu recepción?'),
      answers: [answer('a1', tri('Ótima', 'Great', 'Excelente'), 'very-good', 10), answer('a2', tri('Ruim', 'Poor', 'Mala'), 'bad', 2.5)],
    },
    {
      question_id: 'q2',
      type: 'multi-select' as const,
      category: 'welcome',
      text: tri('O que ajudou mais?', 'What helped most?', '¿Qué te ayudó más?'),
      answers: [
        answer('m1', tri('Meu gestor', 'My manager', 'Mi líder')),
        answer('m2', tri('A equipe', 'The team', 'El equipo')),
        answer('m3', tri('O material', 'The handbook', 'El material')),
      ],
      maxChoices: 2,
    },
    {
      question_id: 'q3',
      type: 'stars' as const,
      category: 'welcome',
      enableScore: true,
      text: tri('Nota para o primeiro dia', 'Rate your first day', 'Puntuá tu primer día'),
    },
    { question_id: 'q4', type: 'nps' as const, category: null, text: tri('Você recomendaria a empresa?', 'Would you recommend us?', '¿Recomendarías la empresa?') },
    { question_id: 'q5', type: 'slide-number' as const, category: null, text: tri('Quão claro é seu papel?', 'How clear is your role?', '¿Qué tan claro es tu rol?') },
    { question_id: 'q6', type: 'feedback' as const, category: null, text: tri('Algo mais?', 'Anything else?', '¿Algo más?') },
  ],
});

/**
 * `writers` people of Sales (Idea i to q4, Why i on q2; five people at least) write in a survey of
 * Sales, released (its scheduled end passed: every response counts).
 */
export async function surveyWithTexts(t: Awaited<ReturnType<typeof surveyCompany>>, writers: number) {
  const { caller } = await t.as(t.admin);
  // The writers join Sales first: a survey goes to the people its audience names at its launch.
  const people = [];
  for (let i = 0; i < Math.max(writers, 5); i++) {
    const person = await makeUser(t.db, t.company.id, { role: 'user' });
    await withTenant(t.db, t.company.id, (tx) =>
      tx.insertInto('group_members').values({ company_id: t.company.id, group_id: t.groups.sales.id, user_id: person.id }).execute(),
    );
    people.push(person);
  }
  const survey = await caller.customSurveys.create({
    customSurvey: { ...completeSurvey(), status: 'scheduled', surveyPublic: { groupsOnly: [t.groups.sales.id] }, launchConfiguration: launchIn(1) },
  });
  await withTenant(t.db, t.company.id, (tx) => sql`update custom_surveys set launch_at = now() - interval '1 hour' where id = ${survey.id}`.execute(tx));
  for (const [i, person] of people.entries()) {
    const answers =
      i < writers
        ? [
            { question_id: 'q4', text: `Idea ${i}` },
            { question_id: 'q2', value: 3, feedback: `Why ${i}` },
          ]
        : [{ question_id: 'q2', value: 3 }];
    await (await t.as(person)).caller.customSurveys.send({ id: survey.id, submissionId: randomUUID(), cycle: 1, answers });
  }
  await endedBySchedule(t, survey.id);
  const { db, deps } = await testDeps();
  await releaseCustomHeld(db, deps.sealingKey, new Date());
  return { survey, people };
}
