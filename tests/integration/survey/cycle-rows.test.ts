import { describe, expect, it } from 'vitest';
import { withSystem } from '../../../server/db/tenant.js';
import { EMBEDDED } from '../../setup/embedded.js';
import { testDeps } from '../../setup/test-context.js';
import { doneInput, surveyCaller, surveyTeam } from './helpers.js';

// What answering writes per person (submission, held response, participation, progress) is not
// tied to its cycle by foreign keys (migrations/…_cycle_rows_unlocked.ts): a key's check locks the
// cycle's row, which everyone answering shares. The cycle still takes them with it when it goes.

const TABLES = ['survey_submissions', 'survey_held', 'survey_participation', 'survey_progress'] as const;

async function rowsOfCycle(companyId: string, cycleId: string) {
  const { db } = await testDeps();
  return withSystem(db, async (tx) => {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const row = await tx
        .selectFrom(table)
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('company_id', '=', companyId)
        .where('cycle_id', '=', cycleId)
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    return counts;
  });
}

/** One person mid-way through the survey (progress), another who sent it (submission, participation, held). */
async function answeredCycle() {
  const team = await surveyTeam();
  const sender = await surveyCaller(team.user);
  const { survey } = await sender.survey.current();
  const halfway = await surveyCaller(team.manager);
  return { team, survey: survey!, sender, halfway };
}

describe("a cycle's per-person rows", () => {
  it('go with their cycle, as the foreign keys cascaded', async () => {
    const { team, survey, sender, halfway } = await answeredCycle();
    await halfway.survey.send({ status: 'preview', cycleId: survey.cycleId, currentQuestion: 2 });
    await sender.survey.send(doneInput(survey));
    expect(await rowsOfCycle(team.companyId, survey.cycleId)).toEqual({ survey_submissions: 1, survey_held: 1, survey_participation: 1, survey_progress: 1 });
    const { db } = await testDeps();
    await withSystem(db, (tx) => tx.deleteFrom('survey_cycles').where('company_id', '=', team.companyId).where('id', '=', survey.cycleId).execute());
    expect(await rowsOfCycle(team.companyId, survey.cycleId)).toEqual({ survey_submissions: 0, survey_held: 0, survey_participation: 0, survey_progress: 0 });
  });

  it('go with their company, whose cycles go with it', async () => {
    const { team, survey, sender, halfway } = await answeredCycle();
    await halfway.survey.send({ status: 'preview', cycleId: survey.cycleId, currentQuestion: 2 });
    await sender.survey.send(doneInput(survey));
    expect(Object.values(await rowsOfCycle(team.companyId, survey.cycleId)).every((n) => n === 1)).toBe(true);
    const { db } = await testDeps();
    await withSystem(db, (tx) => tx.deleteFrom('companies').where('id', '=', team.companyId).execute());
    expect(await rowsOfCycle(team.companyId, survey.cycleId)).toEqual({ survey_submissions: 0, survey_held: 0, survey_participation: 0, survey_progress: 0 });
  });
});

// Two connections at once: one holds the cycle's row, the other answers.
describe.skipIf(EMBEDDED)('answering (needs a PostgreSQL server: two connections at once)', () => {
  it("takes no lock on the cycle's row: a progress save and a send go through while another transaction holds it", async () => {
    const { team, survey, sender, halfway } = await answeredCycle();
    const { raw } = await testDeps();
    if (raw.kind !== 'postgres') throw new Error('needs a PostgreSQL server');
    const holder = await raw.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from survey_cycles where company_id = $1 and id = $2 for update', [team.companyId, survey.cycleId]);
      const within = <T>(work: Promise<T>) => Promise.race([work, new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3_000))]);
      expect(await within(halfway.survey.send({ status: 'preview', cycleId: survey.cycleId, currentQuestion: 1 }))).toEqual({ status: 'preview', currentQuestion: 1 });
      expect(await within(sender.survey.send(doneInput(survey)))).toMatchObject({ status: 'done' });
    } finally {
      await holder.query('commit');
      holder.release();
    }
  });
});
