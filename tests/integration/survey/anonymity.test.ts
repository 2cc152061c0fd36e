import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDeps } from '../../setup/test-context.js';
import { makeGroup } from '../users/helpers.js';
import { doneInput, responsesOfCycle, surveyCaller, surveyTeam } from './helpers.js';

// Anonymity rule 5: answers are stored without the user id; participation lives apart and shares
// no id or exact time with them. These tests try every way to join the two and find none.

const ANSWER_TABLES = ['survey_responses', 'survey_answers'];
// Everything that names a person, or records when a person did something.
const PERSON_TABLES = ['users', 'sessions', 'auth_tokens', 'survey_participation', 'survey_progress', 'survey_submissions', 'survey_held', 'audit_logs', 'mail_outbox'];
// Shared by whole cohorts by design: the company, and the cycle everyone answers together.
const COHORT_COLUMNS = new Set(['company_id', 'cycle_id']);

async function columnsOf(tables: string[]) {
  const { db } = await testDeps();
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = 'public' and table_name in (${sql.join(tables)}) order by table_name, ordinal_position`.execute(db);
  return rows;
}

describe('anonymous storage', () => {
  it('keeps no user id and no time in the answer tables, and no answer id or time in participation', async () => {
    const answerColumns = await columnsOf(ANSWER_TABLES);
    expect(answerColumns.length).toBeGreaterThan(10);
    for (const c of answerColumns) {
      expect(c.column_name).not.toMatch(/user|email|person|created|updated|_at$|time|date/);
      expect(c.data_type).not.toMatch(/timestamp|date|time/);
    }
    const participation = await columnsOf(['survey_participation']);
    expect(participation.map((c) => c.column_name).sort()).toEqual(['company_id', 'cycle_id', 'user_id']);
    const submissions = await columnsOf(['survey_submissions']);
    expect(submissions.map((c) => c.column_name)).not.toContain('response_id');
    expect(submissions.map((c) => c.column_name)).not.toContain('user_id');
  });

  it('finds no column of the answer tables that joins to anything naming a person', async () => {
    const { db } = await testDeps();
    const team = await surveyTeam();
    await makeGroup(team.companyId, 'Sales', null, { members: [team.user.id, team.admin.id], managers: [team.manager.id] });
    for (const person of [team.admin, team.manager, team.user]) {
      const caller = await surveyCaller(person);
      const { survey } = await caller.survey.current();
      await caller.survey.send({ status: 'preview', cycleId: survey!.cycleId, currentQuestion: 1 });
      const input = doneInput(survey!);
      input.questions[0]!.answered.feedback_answer = 'A comment';
      await caller.survey.send(input);
    }
    expect((await (await surveyCaller(team.user)).survey.current()).status).toBe('answered');

    // Numbers (scores, and seq: a counter of responses among themselves) are left out: a score of 7
    // or a counter equal to another table's counter names nobody. Identifiers and texts are tried.
    const identifying = (c: { data_type: string }) => !/integer|bigint|numeric|smallint|double|real|boolean/.test(c.data_type);
    const answerColumns = (await columnsOf(ANSWER_TABLES)).filter((c) => !COHORT_COLUMNS.has(c.column_name) && identifying(c));
    const personColumns = (await columnsOf(PERSON_TABLES)).filter(identifying);
    let tried = 0;
    for (const a of answerColumns) {
      for (const p of personColumns) {
        const left = sql.raw(`a.${a.column_name}`);
        const right = sql.raw(`p.${p.column_name}`);
        const on =
          a.data_type === 'ARRAY'
            ? sql`${right}::text = any(${left}::text[])`
            : p.data_type === 'ARRAY'
              ? sql`${left}::text = any(${right}::text[])`
              : sql`${left}::text = ${right}::text`;
        const companyFilter = personColumns.some((c) => c.table_name === p.table_name && c.column_name === 'company_id')
          ? sql`and p.company_id = ${team.companyId}`
          : sql``;
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from ${sql.table(a.table_name)} a join ${sql.table(p.table_name)} p on ${on}
          where a.company_id = ${team.companyId} ${companyFilter}`.execute(db);
        expect(rows[0]!.n, `${a.table_name}.${a.column_name} joins ${p.table_name}.${p.column_name}`).toBe(0);
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(200);
  });

  it('counts distinct respondents by a pseudonym that is stable for a person and names nobody', async () => {
    const team = await surveyTeam({ interval: 7, anchorOffsetDays: 0 });
    const { addDays } = await import('../../../server/modules/survey/survey.cycles.js');
    const today = new Date().toISOString().slice(0, 10);
    const cycles: string[] = [];
    for (const day of [today, addDays(today, 7)]) {
      for (const person of [team.user, team.manager]) {
        const caller = await surveyCaller(person, day);
        const { survey } = await caller.survey.current();
        await caller.survey.send(doneInput(survey!));
        if (!cycles.includes(survey!.cycleId)) cycles.push(survey!.cycleId);
      }
    }
    const [first, second] = await Promise.all(cycles.map((c) => responsesOfCycle(team.companyId, c)));
    expect(new Set(first!.map((r) => r.respondent)).size).toBe(2);
    expect(new Set([...first!, ...second!].map((r) => r.respondent)).size).toBe(2);
    for (const r of [...first!, ...second!]) {
      expect(r.respondent).not.toContain(team.user.id);
      expect(r.respondent).not.toContain(team.manager.id);
    }
  });

  it('gives back no response id or other person in what the survey calls answer', async () => {
    const team = await surveyTeam();
    const caller = await surveyCaller(team.user);
    const before = await caller.survey.current();
    const sent = await caller.survey.send(doneInput(before.survey!));
    const after = await caller.survey.current();
    const [response] = await responsesOfCycle(team.companyId, before.survey!.cycleId);
    const output = JSON.stringify([before, sent, after]);
    expect(output).not.toContain(response!.id);
    expect(output).not.toContain(response!.respondent);
    expect(output).not.toContain(team.user.id);
    expect(Object.keys(sent).sort()).toEqual(['answered', 'nextSurveyDate', 'status']);
  });
});
