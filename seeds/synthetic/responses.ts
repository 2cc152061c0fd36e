import { CULTURE_QUESTIONS } from '../../domain/culture.js';
import { addDays } from '../../server/modules/survey/survey.cycles.js';
import { voteOf, type CultureProfile } from './culture.js';
import { daysBetween, type PlannedCycle } from './cycles.js';
import type { Library, SyntheticQuestion } from './library.js';
import type { ScoreModel } from './model.js';
import type { SyntheticPerson } from './people.js';
import { clamp, Rng } from './random.js';
import type { BulkWriter, Row } from './writer.js';

// One cycle's answers, written as finishSurvey would have written them: a response per participant
// (pseudonym, groups with ancestors, options; no user id, no time), its answers scored as
// survey.scoring does, participation apart from it, and the day's respondents per scope.

export interface CycleInput {
  writer: BulkWriter;
  companyId: string;
  cycleId: string;
  cycle: PlannedCycle;
  /** Days from the first cycle's start to this one's (the trend's clock). */
  daysIn: number;
  today: string;
  library: Library;
  model: ScoreModel;
  people: readonly SyntheticPerson[];
  pseudonymOf: (person: SyntheticPerson) => string;
  commentRate: number;
  rng: Rng;
  /** How the company's people vote on a cycle that asks the culture questions. */
  culture: CultureProfile;
}

export interface CycleCounts {
  responses: number;
  answers: number;
  comments: number;
  participation: number;
  participationDays: number;
}

/** Fewer people answer over the year-end holidays; a new survey draws more at first. */
function seasonFactor(startsOn: string, number: number): number {
  const md = startsOn.slice(5);
  const holidays = md >= '12-18' || md <= '01-04' ? 0.7 : 1;
  return holidays * (1 + 0.15 * Math.exp(-number / 4));
}

interface Participant {
  person: SyntheticPerson;
  day: string;
}

function participants(input: CycleInput): Participant[] {
  const { cycle, rng } = input;
  const length = daysBetween(cycle.startsOn, cycle.endsOn);
  const factor = seasonFactor(cycle.startsOn, cycle.number);
  const chosen: Participant[] = [];
  for (const person of input.people) {
    if (person.activeFrom > cycle.number || person.activeUntil < cycle.number) continue;
    if (!rng.chance(clamp(person.propensity * factor, 0, 0.98))) continue;
    // Most answers come in the first days after delivery.
    const offset = Math.floor(length * rng.next() ** 2);
    const day = addDays(cycle.startsOn, offset);
    // In the cycle under way, whoever would answer after today has not answered yet.
    if (day > input.today) continue;
    chosen.push({ person, day });
  }
  // Responses are stored in the order they arrive: by day, in no particular order within a day.
  rng.shuffle(chosen);
  return chosen.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

export async function writeCycle(input: CycleInput): Promise<CycleCounts> {
  const { writer, companyId, cycleId, rng, model } = input;
  const answering = participants(input);
  const responseIds = answering.map(() => rng.uuid());
  const questions = input.cycle.questionIds.map((id) => {
    const q = input.library.byId.get(id);
    if (!q) throw new Error(`Cycle ${input.cycle.number} asks ${id}, which is not in the library`);
    return { q, metric: model.metricIndex(q.metricId) };
  });
  const trend = model.trend(input.daysIn);

  await writer.write(
    'survey_responses',
    ['company_id', 'id', 'cycle_id', 'respondent', 'group_ids', 'option_ids'],
    (function* (): Generator<Row> {
      for (const [i, { person }] of answering.entries()) yield [companyId, responseIds[i]!, cycleId, input.pseudonymOf(person), person.groupIds, person.optionIds];
    })(),
  );

  let comments = 0;
  const answers = await writer.write(
    'survey_answers',
    ['company_id', 'response_id', 'question_id', 'metric_id', 'submetric_id', 'value', 'answer_ids', 'score', 'comment'],
    (function* (): Generator<Row> {
      for (const [i, { person }] of answering.entries()) {
        const engagement = model.engagementNow(person, trend, rng);
        for (const { q, metric } of questions) {
          if (!isAsked(q, person)) continue;
          const scored = model.answer(q, model.level(person, metric, engagement), rng);
          const comment = q.feedback && rng.chance(input.commentRate) ? model.comment(person.language, scored.score, rng) : null;
          if (comment) comments++;
          yield [companyId, responseIds[i]!, q.id, q.metricId, q.submetricId, scored.value, scored.answerIds, scored.score, comment];
        }
      }
    })(),
  );

  // Participation in person order, not arrival order: its rows must not line up with responses.
  const byPerson = answering.map((a) => a.person).sort((a, b) => a.index - b.index);
  const participation = await writer.write(
    'survey_participation',
    ['company_id', 'cycle_id', 'user_id'],
    byPerson.map((p): Row => [companyId, cycleId, p.id]),
  );

  const days = new Map<string, Map<string, number>>();
  for (const { person, day } of answering) {
    let scopes = days.get(day);
    if (!scopes) days.set(day, (scopes = new Map<string, number>()));
    for (const scope of ['company', ...person.groupIds]) scopes.set(scope, (scopes.get(scope) ?? 0) + 1);
  }
  const dayRows: Row[] = [];
  for (const [day, scopes] of [...days].sort(([a], [b]) => (a < b ? -1 : 1))) {
    for (const [scope, respondents] of scopes) dayRows.push([companyId, day, scope, respondents]);
  }
  const participationDays = await writer.write('participation_days', ['company_id', 'day', 'scope', 'respondents'], dayRows);
  // Drawn last, so that the cycle's other answers come out the same with or without them.
  if (input.cycle.culture) {
    const culture = input.culture;
    await writer.write(
      'survey_culture_votes',
      ['company_id', 'response_id', 'question', 'value_id'],
      (function* (): Generator<Row> {
        for (const responseId of responseIds) {
          const votes = voteOf(culture, rng);
          if (votes) for (const question of CULTURE_QUESTIONS) for (const value of votes[question]) yield [companyId, responseId, question, value];
        }
      })(),
    );
  }
  return { responses: answering.length, answers, comments, participation, participationDays };
}

/** LNPS is asked only of people somebody leads (survey.service questionsFor). */
function isAsked(q: SyntheticQuestion, person: SyntheticPerson): boolean {
  return q.metricId !== 'lnps' || person.hasLeader;
}

export const cycleRng = (companySeed: string, number: number) => Rng.from(companySeed, 'cycle', number);
