import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { respondentPseudonym } from '../../server/modules/survey/survey.pseudonym.js';
import { testDeps, TEST_ENV } from '../setup/test-context.js';
import { doneInput, surveyCaller, surveyTeam } from '../integration/survey/helpers.js';
import { makeGroup } from '../integration/users/helpers.js';

// Issue #11, item 8: someone holding a copy of the database, but not the keys, tries to join an
// answer to its author. Answers are sent through the API; the attack below reads only the tables,
// their system columns (xmin, ctid) and their order. The test alone knows who sent what (it knows
// the pseudonym key), and uses that only to check that the copy reveals none of it.

const PEOPLE = 8;
// Everything written in the transaction of a final send, or that names a person.
const PERSON_TABLES = ['users', 'sessions', 'survey_participation', 'survey_progress', 'survey_submissions', 'survey_held', 'audit_logs', 'mail_outbox'];

type Row = Record<string, unknown>;

describe('a copy of the database without the keys', () => {
  it('joins no answer to a user or a participation row by any column, transaction id or row order', async () => {
    const { db, deps } = await testDeps();
    const team = await surveyTeam();
    const people = [team.user, ...(await Promise.all(Array.from({ length: PEOPLE - 1 }, () => team.person('user'))))];
    await makeGroup(team.companyId, 'Copied', null, { members: people.map((p) => p.id) });
    const comment = (i: number) => `Comment number ${i} from the copy test`;
    let cycleId = '';
    for (const [i, person] of people.entries()) {
      const caller = await surveyCaller(person);
      const { survey } = await caller.survey.current();
      cycleId = survey!.cycleId;
      const input = doneInput(survey!);
      input.questions[0]!.answered.feedback_answer = comment(i);
      await caller.survey.send(input);
    }
    const where = sql`where company_id = ${team.companyId}`;
    const read = async (table: string, columns = '*') => (await sql<Row>`select ${sql.raw(columns)} from ${sql.table(table)} ${where}`.execute(db)).rows;

    // Acknowledged but held: sealed, the comment nowhere in clear, no answer row yet.
    const held = await read('survey_held');
    expect(held).toHaveLength(PEOPLE);
    for (const h of held) expect(Buffer.from(h.sealed as Buffer).toString('latin1')).not.toMatch(/Comment number/);
    // Padded: a held row's length (its author's, by the transaction they share) says nothing of what it holds.
    expect(new Set(held.map((h) => (h.sealed as Buffer).length)).size).toBe(1);
    expect(await read('survey_responses')).toHaveLength(0);
    for (const s of await read('survey_submissions')) expect(Object.keys(s.result as object)).toEqual(['sealed']);

    await deps.release.run();
    expect(await read('survey_held')).toHaveLength(0);
    const responses = await read('survey_responses', 'xmin::text as xmin, ctid::text as ctid, seq, id, respondent');
    expect(responses).toHaveLength(PEOPLE);

    // (a) No transaction id shared with anything written by or naming a person.
    const answerXmins = new Set<string>();
    for (const table of ['survey_responses', 'survey_answers', 'survey_culture_votes'])
      for (const r of await read(table, 'xmin::text as xmin')) answerXmins.add(String(r.xmin));
    expect(await read('survey_culture_votes')).toHaveLength(2 * PEOPLE);
    // One release transaction for the whole batch: the xmin tells nothing apart within it.
    expect(answerXmins.size).toBe(1);
    for (const table of PERSON_TABLES) {
      const { rows } = await sql<{ xmin: string }>`select xmin::text as xmin from ${sql.table(table)} ${where}`.execute(db);
      for (const r of rows) expect(answerXmins.has(r.xmin), `${table} shares a transaction with the answers`).toBe(false);
    }

    // (b) No column joins: every identifier or text of the answer tables against every one of the person tables.
    const columns = async (tables: string[]) =>
      (
        await sql<{ table_name: string; column_name: string; data_type: string }>`
          select table_name, column_name, data_type from information_schema.columns
          where table_schema = 'public' and table_name in (${sql.join(tables)})
            and data_type not in ('integer', 'bigint', 'numeric', 'smallint', 'boolean', 'double precision')
            and column_name not in ('company_id', 'cycle_id')`.execute(db)
      ).rows;
    let tried = 0;
    for (const a of await columns(['survey_responses', 'survey_answers', 'survey_culture_votes'])) {
      for (const p of await columns(PERSON_TABLES)) {
        const left = sql.raw(a.data_type === 'ARRAY' ? `array_to_string(a.${a.column_name}, ',')` : `a.${a.column_name}::text`);
        const right = sql.raw(
          p.data_type === 'ARRAY'
            ? `array_to_string(p.${p.column_name}, ',')`
            : p.data_type === 'bytea'
              ? `encode(p.${p.column_name}, 'hex')`
              : `p.${p.column_name}::text`,
        );
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from ${sql.table(a.table_name)} a join ${sql.table(p.table_name)} p on p.company_id = a.company_id and ${left} <> '' and ${left} = ${right}
          where a.company_id = ${team.companyId}`.execute(db);
        expect(rows[0]!.n, `${a.table_name}.${a.column_name} joins ${p.table_name}.${p.column_name}`).toBe(0);
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(50);

    // (c) No order: neither the rows on disk nor the sequence numbers follow the order of arrival,
    // which is also the order of the participation rows. (A shuffle of 8 matches it once in 40,320.)
    const arrival = people.map((p) => respondentPseudonym(TEST_ENV.PSEUDONYM_KEY, team.companyId, p.id));
    const participation = (await read('survey_participation', 'user_id, ctid::text as ctid')).sort((x, y) => byCtid(String(x.ctid), String(y.ctid)));
    expect(participation.map((p) => p.user_id)).toEqual(people.map((p) => p.id));
    const onDisk = [...responses].sort((x, y) => byCtid(String(x.ctid), String(y.ctid))).map((r) => r.respondent);
    const bySeq = [...responses].sort((x, y) => Number(x.seq) - Number(y.seq)).map((r) => r.respondent);
    expect(new Set(onDisk)).toEqual(new Set(arrival));
    expect(onDisk).not.toEqual(arrival);
    expect(bySeq).not.toEqual(arrival);

    // (d) No daily participation count names fewer than k people.
    const { rows: small } = await sql<{ n: number }>`
      select count(*)::int as n from participation_days d join companies c on c.id = d.company_id
      where d.company_id = ${team.companyId} and d.respondents < c.report_min_users`.execute(db);
    expect(small[0]!.n).toBe(0);
    expect(cycleId).not.toBe('');
  });
});

/** Heap order: "(block,offset)". */
function byCtid(a: string, b: string): number {
  const [ab, ao] = a.slice(1, -1).split(',').map(Number);
  const [bb, bo] = b.slice(1, -1).split(',').map(Number);
  return ab! - bb! || ao! - bo!;
}
