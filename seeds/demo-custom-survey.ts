import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { SurveyAccess, SurveyAudience, SurveyDefinition, SurveyQuestionDraft } from '../domain/custom-survey.js';
import type { PollFields } from '../domain/poll.js';
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

function answersOf(rng: Rng, q: SurveyQuestionDraft, texts: readonly string[]): StoredAnswer[] {
  const row = (value: number | null, choice: string | null = null, text: string | null = null) => [{ question_id: q.question_id, value, choice, text }];
  switch (q.type) {
    case 'stars':
      return row(rng.int(2, 5));
    case 'slide-number':
    case 'nps':
      return row(rng.int(4, 10));
    case 'feedback':
      return rng.chance(0.35) ? row(null, null, rng.pick(texts)) : [];
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

/** A launched survey or poll of the demo, as the release would have written its answers. */
export interface DemoLaunch {
  creatorId: string;
  definition: SurveyDefinition;
  audience: SurveyAudience;
  access: SurveyAccess;
  launchAt: Date;
  endsAt: Date | null;
  closedAt?: Date | null;
  /** A poll's fields as written (the row is then of kind 'poll'). */
  poll?: PollFields;
  /** Who it went to. */
  people: string[];
  /** The share of them who answered (never the demo employee: it waits for them). */
  answered: number;
  /** Texts its free-text questions draw from. */
  texts: readonly string[];
  rngKey: string;
}

/** Writes a launched survey or poll with its answers (shuffled, under its pseudonyms) and fixed reach; its id. */
export async function seedLaunched(tx: Tx, o: { companyId: string; employeeId: string; pseudonymKey: string; seed: string }, l: DemoLaunch): Promise<string> {
  const day = 86_400_000;
  const launch = { date: l.launchAt.toISOString().slice(0, 10), time: '09:00', timezone: 'America/Sao_Paulo', endDate: l.endsAt?.toISOString().slice(0, 10) ?? null };
  const id = randomUUID();
  await sql`
    insert into custom_surveys (company_id, id, creator_id, definition, audience, access, launch, launch_at, ends_at, closed_at, status_updated_at, created_at, kind, poll)
    values (${o.companyId}, ${id}, ${l.creatorId}, ${JSON.stringify(l.definition)}::jsonb, ${JSON.stringify(l.audience)}::jsonb,
            ${JSON.stringify(l.access)}::jsonb, ${JSON.stringify(launch)}::jsonb, ${l.launchAt}, ${l.endsAt}, ${l.closedAt ?? null},
            ${l.closedAt ?? l.launchAt}, ${new Date(l.launchAt.getTime() - 2 * day)}, ${l.poll ? 'poll' : 'survey'}, ${l.poll ? JSON.stringify(l.poll) : null}::jsonb)`.execute(
    tx,
  );
  // Its one cycle was e-mailed when it started.
  await sql`insert into custom_survey_deliveries (company_id, survey_id, cycle, delivered_at) values (${o.companyId}, ${id}, 1, ${l.launchAt})`.execute(tx);

  const rng = Rng.from(o.seed, l.rngKey);
  // Fixed at its launch: its people where they were, in the tree as it was.
  const placed = new Map<string, string[]>();
  for (const person of l.people) placed.set(person, (await respondentSnapshot(tx, person)).groupIds);
  await recordReach(tx, id, placed);
  await sql`
    update custom_surveys set launch_groups = (
      select coalesce(jsonb_agg(jsonb_build_object('id', g.id, 'name', g.name, 'parent_id', g.parent_id)), '[]') from groups g where g.company_id = ${o.companyId})
    where id = ${id}`.execute(tx);
  const respondents = l.people.filter((p) => p !== o.employeeId && rng.chance(l.answered));
  const responses: WrittenResponse[] = [];
  for (const person of respondents) {
    responses.push({
      id: randomUUID(),
      respondent: surveyPseudonym(o.pseudonymKey, o.companyId, `${id}:1`, person),
      groupIds: placed.get(person)!,
      optionIds: (await respondentSnapshot(tx, person)).optionIds,
      answers: l.definition.questions.flatMap((q) => answersOf(rng, q, l.texts)),
    });
  }
  if (respondents.length)
    await tx
      .insertInto('custom_survey_participation')
      .values(respondents.map((p) => ({ company_id: o.companyId, survey_id: id, cycle: 1, user_id: p })))
      .execute();
  if (responses.length) await writeResponses(tx, { company_id: o.companyId, survey_id: id, cycle: 1 }, responses, (items) => rng.shuffle([...items]));
  return id;
}

export async function seedDemoCustomSurvey(tx: Tx, o: { companyId: string; adminId: string; employeeId: string; pseudonymKey: string; seed: string }): Promise<void> {
  const template = SURVEY_TEMPLATES.find((t) => t.key === 'psychosocial-risks')!;
  const day = 86_400_000;
  const { rows: people } = await sql<{ id: string }>`
    select id from users where company_id = ${o.companyId} and status = 'confirmed' and not inactive order by id`.execute(tx);
  await seedLaunched(tx, o, {
    creatorId: o.adminId,
    definition: structuredClone(template.definition),
    audience: { sendToCompany: true, groupsWithHierarchy: [], groupsOnly: [], users: [] },
    access: { managersPermission: true, users: [] },
    launchAt: new Date(Date.now() - 21 * day),
    endsAt: new Date(Date.now() + 10 * day),
    people: people.map((p) => p.id),
    answered: 0.7,
    texts: TEXTS,
    rngKey: 'custom-survey',
  });
}
