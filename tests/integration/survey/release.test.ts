import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { releaseCycle } from '../../../server/modules/survey/survey.release.js';
import { testDeps } from '../../setup/test-context.js';
import { doneInput, surveyCaller, surveyTeam } from './helpers.js';

// The release step (issue #11, item 8): held answers reach the answer tables only k at a time, or
// all at once when their cycle has ended; never twice.

async function stored(companyId: string) {
  const { db } = await testDeps();
  const count = async (table: string) =>
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where company_id = ${companyId}`.execute(db)).rows[0]!.n;
  return { held: await count('survey_held'), responses: await count('survey_responses') };
}

describe('releasing held answers', () => {
  it('waits for k answers of a cycle, then writes them all at once; at the cycle end it writes the rest', async () => {
    const { deps } = await testDeps();
    const team = await surveyTeam({ interval: 7, anchorOffsetDays: -1 });
    const people = [team.user, team.manager, team.admin, await team.person('user')];
    const send = async (p: (typeof people)[number]) => {
      const caller = await surveyCaller(p);
      const { survey } = await caller.survey.current();
      await caller.survey.send(doneInput(survey!));
      return survey!.cycleId;
    };
    await send(people[0]!);
    await send(people[1]!);
    await deps.release.run();
    expect(await stored(team.companyId)).toEqual({ held: 2, responses: 0 });
    const cycleId = await send(people[2]!);
    await deps.release.run();
    expect(await stored(team.companyId)).toEqual({ held: 0, responses: 3 });

    await send(people[3]!);
    await deps.release.run();
    expect(await stored(team.companyId)).toEqual({ held: 1, responses: 3 });
    // The cycle's end releases the rest whatever its number; a second release finds nothing left.
    const { db } = await testDeps();
    await releaseCycle(db, deps.sealingKey, team.companyId, cycleId, true);
    expect(await stored(team.companyId)).toEqual({ held: 0, responses: 4 });
    expect(await releaseCycle(db, deps.sealingKey, team.companyId, cycleId, true)).toBe(0);
    expect(await stored(team.companyId)).toEqual({ held: 0, responses: 4 });
  });

  it('does not open a held answer with another key, and keeps it held', async () => {
    const { db, deps } = await testDeps();
    const team = await surveyTeam();
    const caller = await surveyCaller(team.user);
    const { survey } = await caller.survey.current();
    await caller.survey.send(doneInput(survey!));
    await expect(releaseCycle(db, Buffer.alloc(32, 7), team.companyId, survey!.cycleId, true)).rejects.toThrow();
    expect(await stored(team.companyId)).toEqual({ held: 1, responses: 0 });
    await releaseCycle(db, deps.sealingKey, team.companyId, survey!.cycleId, true);
    expect(await stored(team.companyId)).toEqual({ held: 0, responses: 1 });
  });
});
