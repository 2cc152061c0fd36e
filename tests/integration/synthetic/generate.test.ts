import { sql } from 'kysely';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { withTenant, afterCommit } from '../../../server/db/tenant.js';
import type { AuthState } from '../../../server/trpc/context.js';
import { respondentPseudonym } from '../../../server/modules/survey/survey.pseudonym.js';
import { respondentSnapshot } from '../../../server/modules/survey/survey.queries.js';
import { scoreAnswer } from '../../../server/modules/survey/survey.scoring.js';
import { currentSurvey, ensureCycle } from '../../../server/modules/survey/survey.service.js';
import { makeCompany } from '../../../seeds/factories.js';
import { GENERATED_TABLES, generateCompany, MemoryWriter, type CompanyOptions, type GeneratedCompany } from '../../../seeds/synthetic/index.js';
import { KyselyWriter } from '../../../seeds/synthetic/writer-kysely.js';
import { EMBEDDED } from '../../setup/embedded.js';
import { testDeps } from '../../setup/test-context.js';

// A small synthetic company written both ways (batched INSERTs as on the demo's PGlite, COPY as for
// the benchmark) and read back with the server's own functions.

const TODAY = '2026-03-18';
let key = '';
const options = (name: string, overrides: Partial<CompanyOptions> = {}): CompanyOptions => ({
  name,
  employees: 60,
  groups: 8,
  levels: 3,
  cycles: 8,
  intervalDays: 7,
  participation: [0.5, 0.85],
  seed: 'synthetic-it',
  pseudonymKey: key,
  today: TODAY,
  ...overrides,
});

let viaInserts: GeneratedCompany;
let viaCopy: GeneratedCompany;

beforeAll(async () => {
  const { db, deps } = await testDeps();
  key = deps.pseudonymKey;
  viaInserts = await generateCompany({ kind: 'kysely', db }, options('Synthetic Inserts'));
  // COPY streams to a server; on the embedded database both companies go through INSERTs.
  const copyTarget = EMBEDDED ? ({ kind: 'kysely', db } as const) : ({ kind: 'postgres', url: inject('databaseUrl') } as const);
  viaCopy = await generateCompany(copyTarget, options('Synthetic Copy', { intervalDays: 14, attributes: 3 }));
});

const db = async () => (await testDeps()).db;
const countOf = async (table: string, column: string, companyId: string) =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${companyId}`.execute(await db())).rows[0]!.n);
const cyclesOf = async (companyId: string) =>
  (await db())
    .selectFrom('survey_cycles')
    .select(['id', 'number', 'starts_on', 'ends_on', 'question_ids', 'culture'])
    .where('company_id', '=', companyId)
    .orderBy('number')
    .execute();
const both = () => [viaInserts, viaCopy];

describe('synthetic data generator', () => {
  it('fills every table, with the counts it reports', async () => {
    for (const company of both()) {
      for (const table of GENERATED_TABLES) expect(await countOf(table, table === 'companies' ? 'id' : 'company_id', company.companyId), table).toBeGreaterThan(0);
      const { counts, companyId } = company;
      expect(counts).toMatchObject({ users: 60, groups: 8, cycles: 8 });
      expect(await countOf('users', 'company_id', companyId)).toBe(60);
      expect(await countOf('survey_responses', 'company_id', companyId)).toBe(counts.responses);
      expect(await countOf('survey_answers', 'company_id', companyId)).toBe(counts.answers);
      expect(await countOf('survey_participation', 'company_id', companyId)).toBe(counts.responses);
      // Culture votes: on the cycles that ask them only, at most three values a question and person.
      const { rows: votes } = await sql<{ culture: boolean; most: number }>`
        select c.culture, max(n)::int as most from (
          select v.response_id, v.question, count(*) as n from survey_culture_votes v where v.company_id = ${companyId} group by 1, 2
        ) x join survey_responses r on r.id = x.response_id join survey_cycles c on c.id = r.cycle_id group by c.culture`.execute(await db());
      expect(votes).toEqual([{ culture: true, most: 3 }]);
      expect(counts.comments).toBeGreaterThan(0);
      // A few people are inactive, invited or gone, among confirmed ones.
      const statuses = await (await db()).selectFrom('users').select(['status', 'email']).where('company_id', '=', companyId).execute();
      expect(statuses.filter((u) => u.status === 'confirmed').length).toBeGreaterThan(50);
      expect(statuses.find((u) => u.email === company.adminEmail)).toBeDefined();
    }
  });

  it('makes the cycles ensureCycle would make, ending with the one under way today', async () => {
    const { db: database } = await testDeps();
    for (const company of both()) {
      const cycles = await cyclesOf(company.companyId);
      expect(cycles.map((c) => c.number)).toEqual([...Array(8).keys()]);
      expect(cycles[0]!.starts_on).toBe(company.deliveryDate);
      cycles.slice(1).forEach((c, i) => expect(c.starts_on).toBe(cycles[i]!.ends_on));
      expect(cycles[7]!.starts_on <= TODAY && TODAY < cycles[7]!.ends_on).toBe(true);
      // The server, asked day after day in a company of the same schedule, makes the same cycles.
      const settings = await database
        .selectFrom('companies')
        .select(['survey_interval_days', 'survey_delivery_date'])
        .where('id', '=', company.companyId)
        .executeTakeFirstOrThrow();
      const twin = await makeCompany(database, settings);
      for (const cycle of cycles) {
        const made = await withTenant(database, twin.id, (tx) => ensureCycle(tx, twin.id, cycle.starts_on));
        expect('cycle' in made && { ...made.cycle, id: cycle.id, delivered_at: null }).toEqual({ ...cycle, delivered_at: null });
      }
    }
  });

  it("gives a person today's generated cycle through currentSurvey: answered if they took part", async () => {
    const { db: database, deps } = await testDeps();
    const { companyId } = viaInserts;
    const current = (await cyclesOf(companyId))[7]!;
    const people = await database
      .selectFrom('users')
      .select(['id', 'role'])
      .where('company_id', '=', companyId)
      .where('status', '=', 'confirmed')
      .where('inactive', '=', false)
      .execute();
    const answered = new Set((await database.selectFrom('survey_participation').select('user_id').where('cycle_id', '=', current.id).execute()).map((r) => r.user_id));
    const ask = (userId: string) =>
      withTenant(database, companyId, (tx) => {
        const auth: AuthState = {
          sessionId: 'synthetic',
          companyId,
          userId,
          role: 'user',
          isSuper: false,
          readOnly: false,
          plan: 'enterprise',
          language: 'en-US',
          stale: false,
        };
        return currentSurvey({ tx, afterCommit: (fn) => afterCommit(tx, fn), auth, deps: { ...deps, clock: () => new Date(`${TODAY}T12:00:00Z`) }, language: 'en-US' });
      });
    const participant = people.find((p) => answered.has(p.id))!;
    const waiting = people.find((p) => !answered.has(p.id))!;
    expect(participant && waiting).toBeTruthy();
    expect(await ask(participant.id)).toMatchObject({ status: 'answered', nextSurveyDate: current.ends_on });
    const open = await ask(waiting.id);
    expect(open).toMatchObject({ status: 'available', survey: { cycleId: current.id, date: current.starts_on } });
    expect(current.question_ids).toEqual(expect.arrayContaining(open.survey!.questions.map((q) => q.question_id)));
  });

  it('scores every answer as the server scores a submission', async () => {
    const database = await db();
    const questions = new Map((await database.selectFrom('survey_questions').selectAll().execute()).map((q) => [q.id, q]));
    for (const company of both()) {
      const rows = await database.selectFrom('survey_answers').selectAll().where('company_id', '=', company.companyId).execute();
      expect(rows.length).toBe(company.counts.answers);
      for (const row of rows) {
        const q = questions.get(row.question_id)!;
        const answered =
          row.value !== null
            ? { score: row.value, feedback_answer: row.comment }
            : { answer_id: q.type === 'select' ? row.answer_ids![0] : row.answer_ids, feedback_answer: row.comment };
        const scored = scoreAnswer({ id: q.id, metricId: q.metric_id, submetricId: q.submetric_id, type: q.type, answers: q.answers, feedback: q.feedback }, answered);
        expect(scored).toEqual({
          questionId: q.id,
          metricId: row.metric_id,
          submetricId: row.submetric_id,
          value: row.value,
          answerIds: row.answer_ids,
          score: row.score,
          comment: row.comment,
        });
      }
    }
  });

  it('records each response as finishSurvey would: pseudonym, snapshot of groups and options, LNPS for the led', async () => {
    const { db: database } = await testDeps();
    for (const company of both()) {
      const { companyId } = company;
      const parents = new Map(
        (await database.selectFrom('groups').select(['id', 'parent_id']).where('company_id', '=', companyId).execute()).map((g) => [g.id, g.parent_id]),
      );
      const responses = await database.selectFrom('survey_responses').selectAll().where('company_id', '=', companyId).execute();
      for (const r of responses) {
        expect(r.group_ids).toEqual([...r.group_ids].sort());
        expect(r.option_ids).toEqual([...r.option_ids].sort());
        for (const g of r.group_ids) if (parents.get(g)) expect(r.group_ids).toContain(parents.get(g));
      }
      for (const cycle of await cyclesOf(companyId)) {
        const users = (await database.selectFrom('survey_participation').select('user_id').where('cycle_id', '=', cycle.id).execute()).map((p) => p.user_id);
        const ofCycle = responses.filter((r) => r.cycle_id === cycle.id);
        const byRespondent = new Map(ofCycle.map((r) => [r.respondent, r]));
        expect(byRespondent.size).toBe(users.length);
        for (const userId of users) {
          const response = byRespondent.get(respondentPseudonym(key, companyId, userId));
          expect(response).toBeDefined();
          const snapshot = await withTenant(database, companyId, (tx) => respondentSnapshot(tx, userId));
          expect({ groupIds: response!.group_ids, optionIds: response!.option_ids }).toEqual({ groupIds: snapshot.groupIds, optionIds: snapshot.optionIds });
          const metrics = (await database.selectFrom('survey_answers').select('metric_id').where('response_id', '=', response!.id).execute()).map((a) => a.metric_id);
          expect(metrics.includes('lnps')).toBe(snapshot.hasLeader);
          expect(metrics.length).toBe(cycle.question_ids.length - (snapshot.hasLeader ? 0 : 1));
        }
      }
      // Each day counts its respondents once in the company and once in each of their groups.
      const days = await database
        .selectFrom('participation_days')
        .select(['scope', sql<number>`sum(respondents)::int`.as('n')])
        .where('company_id', '=', companyId)
        .groupBy('scope')
        .execute();
      for (const { scope, n } of days) {
        expect(n).toBe(scope === 'company' ? responses.length : responses.filter((r) => r.group_ids.includes(scope)).length);
      }
    }
  });

  it('is deterministic: the same seed gives the same rows, another seed others', async () => {
    const database = await db();
    const run = async (seed: string) => {
      const writer = new MemoryWriter(3, new KyselyWriter(database));
      const made = await generateCompany({ kind: 'writer', writer }, options('Synthetic Inserts', { seed }));
      return { made, writer };
    };
    const [first, second, other] = [await run('synthetic-it'), await run('synthetic-it'), await run('another-seed')];
    expect(second.made).toEqual(first.made);
    expect(first.made).toEqual(viaInserts);
    expect(Object.fromEntries(second.writer.counts)).toEqual(Object.fromEntries(first.writer.counts));
    expect([...second.writer.firstRows]).toEqual([...first.writer.firstRows]);
    expect(first.writer.counts.get('survey_answers')).toBe(viaInserts.counts.answers);
    // The rows recorded are the rows stored.
    const [user] = first.writer.firstRows.get('users')!;
    const stored = await database
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', '=', user![1] as string)
      .executeTakeFirstOrThrow();
    expect(stored.email).toBe(user![2]);
    expect(other.made.companyId).not.toBe(first.made.companyId);
  });
});
