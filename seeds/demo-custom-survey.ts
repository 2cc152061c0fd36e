import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { SurveyQuestionDraft } from '../domain/custom-survey.js';
import type { Tx } from '../server/db/tenant.js';
import type { StoredAnswer } from '../server/modules/custom-surveys/custom-surveys.answers.js';
import { recordReach } from '../server/modules/custom-surveys/custom-surveys.audience.queries.js';
import { writeResponses, type WrittenResponse } from '../server/modules/custom-surveys/custom-surveys.release.js';
import { SURVEY_TEMPLATES } from '../server/modules/custom-surveys/custom-surveys.templates.js';
import { surveyPseudonym } from '../server/modules/survey/survey.pseudonym.js';
import { respondentSnapshot } from '../server/modules/survey/survey.queries.js';
import { Rng } from './synthetic/random.js';

// The demo's custom survey: the psychosocial-risks template sent to the whole company three weeks
// ago, open ten more days, answered by about seven people in ten (stored as released answers are:
// shuffled, under the survey's pseudonyms), so its results show from the first start. The demo
// employee has not answered it: it waits for them.

const TEXTS = [
  'Gostaria de mais previsibilidade nas entregas.',
  'A equipe me apoia muito nos momentos difíceis.',
  'As reuniões poderiam ser mais curtas.',
  'Sinto falta de mais reconhecimento pelo trabalho bem feito.',
  'Ter horários flexíveis faz muita diferença para mim.',
  'Às vezes a carga de trabalho fica pesada no fim do mês.',
];

function answersOf(rng: Rng, q: SurveyQuestionDraft): StoredAnswer[] {
  const row = (value: number | null, choice: string | null = null, text: string | null = null) => [{ question_id: q.question_id, value, choice, text }];
  switch (q.type) {
    case 'stars':
      return row(rng.int(2, 5));
    case 'slide-number':
    case 'nps':
      return row(rng.int(4, 10));
    case 'feedback':
      return rng.chance(0.35) ? row(null, null, rng.pick(TEXTS)) : [];
    case 'select': {
      // Better answers more often: the template lists them from best to worst.
      const a = q.answers[Math.min(q.answers.length - 1, rng.weighted([0.3, 0.35, 0.2, 0.1, 0.05]))]!;
      return row(q.enableScore ? a.score : null, a.answer_id);
    }
    case 'multi-select':
      return rng
        .shuffle([...q.answers])
        .slice(0, rng.int(1, q.maxChoices ?? 1))
        .flatMap((a) => row(null, a.answer_id));
  }
}

export async function seedDemoCustomSurvey(tx: Tx, o: { companyId: string; adminId: string; employeeId: string; pseudonymKey: string; seed: string }): Promise<void> {
  const template = SURVEY_TEMPLATES.find((t) => t.key === 'psychosocial-risks')!;
  const definition = structuredClone(template.definition);
  const day = 86_400_000;
  const launchAt = new Date(Date.now() - 21 * day);
  const endsAt = new Date(Date.now() + 10 * day);
  const launch = { date: launchAt.toISOString().slice(0, 10), time: '09:00', timezone: 'America/Sao_Paulo', endDate: endsAt.toISOString().slice(0, 10) };
  const id = randomUUID();
  const audience = { sendToCompany: true, groupsWithHierarchy: [], groupsOnly: [], users: [] };
  await sql`
    insert into custom_surveys (company_id, id, creator_id, definition, audience, access, launch, launch_at, ends_at, status_updated_at, created_at)
    values (${o.companyId}, ${id}, ${o.adminId}, ${JSON.stringify(definition)}::jsonb,
            ${JSON.stringify(audience)}::jsonb,
            ${JSON.stringify({ managersPermission: true, users: [] })}::jsonb, ${JSON.stringify(launch)}::jsonb,
            ${launchAt}, ${endsAt}, ${launchAt}, ${new Date(launchAt.getTime() - 2 * day)})`.execute(tx);
  // Its one cycle was e-mailed when it started.
  await sql`insert into custom_survey_deliveries (company_id, survey_id, cycle, delivered_at) values (${o.companyId}, ${id}, 1, ${launchAt})`.execute(tx);

  const rng = Rng.from(o.seed, 'custom-survey');
  const { rows: people } = await sql<{ id: string }>`
    select id from users where company_id = ${o.companyId} and status = 'confirmed' and not inactive order by id`.execute(tx);
  // Fixed at its launch: the company's people where they were, in the tree as it was.
  const placed = new Map<string, string[]>();
  for (const person of people) placed.set(person.id, (await respondentSnapshot(tx, person.id)).groupIds);
  await recordReach(tx, id, placed);
  await sql`
    update custom_surveys set launch_groups = (
      select coalesce(jsonb_agg(jsonb_build_object('id', g.id, 'name', g.name, 'parent_id', g.parent_id)), '[]') from groups g where g.company_id = ${o.companyId})
    where id = ${id}`.execute(tx);
  const respondents = people.filter((p) => p.id !== o.employeeId && rng.chance(0.7));
  const responses: WrittenResponse[] = [];
  for (const person of respondents) {
    const answers = definition.questions.flatMap((q) => answersOf(rng, q));
    responses.push({
      id: randomUUID(),
      respondent: surveyPseudonym(o.pseudonymKey, o.companyId, `${id}:1`, person.id),
      groupIds: placed.get(person.id)!,
      optionIds: (await respondentSnapshot(tx, person.id)).optionIds,
      answers,
    });
  }
  if (respondents.length)
    await tx
      .insertInto('custom_survey_participation')
      .values(respondents.map((p) => ({ company_id: o.companyId, survey_id: id, cycle: 1, user_id: p.id })))
      .execute();
  if (responses.length === 0) return;
  await writeResponses(tx, { company_id: o.companyId, survey_id: id, cycle: 1 }, responses, (items) => rng.shuffle([...items]));
}
