import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AnalyticsEngine, correlationReport, participationReport, scopeReport } from '../../analytics/index.js';
import { analyticsSource } from '../../server/db/analytics-source.js';
import { addDays } from '../../server/modules/survey/survey.cycles.js';
import { testDeps } from '../setup/test-context.js';
import { addCycle, addResponses, respondents } from './analytics/fixtures.js';
import { today } from './survey/helpers.js';
import { makeAttribute, makeTeam } from './users/helpers.js';

// An attacker's read of the warm start (analytics/warm.ts, figures/warm.ts): the counts read lately
// are noted in the file with the query they were made for, and a start makes them again. A report
// read after the start must get exactly what a cold engine computes for its own day, k and options:
// never a count noted for the day before (an open cycle then counted in blocks of k, closed now),
// for another k, or for other options.

const dirs: string[] = [];
const engines: AnalyticsEngine[] = [];
afterAll(async () => {
  for (const e of engines) await e.close();
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

async function openEngine(dataDir: string | null, day: string) {
  const { db, raw } = await testDeps();
  const engine = await AnalyticsEngine.open({ dataDir, memoryLimit: '256MB', clock: () => new Date(`${day}T12:00:00Z`) });
  engines.push(engine);
  await engine.attach(analyticsSource(db, raw));
  return engine;
}

describe('review: a warm start', () => {
  it('serves each read the counts of its own day, k and options, as a cold engine computes them', async () => {
    const { companyId } = await makeTeam();
    const { optionIds } = await makeAttribute(companyId, { 'en-US': 'Site' }, [{ 'en-US': 'North' }, { 'en-US': 'South' }]);
    const day = today();
    const later = addDays(day, 40);
    const closed = await addCycle(companyId, 0, addDays(day, -20), addDays(day, -13));
    // Open on the first day (4 people: released as a block of 3 with k = 3), closed 40 days later.
    const open = await addCycle(companyId, 1, addDays(day, -3), addDays(day, 10));
    const people = respondents(6);
    await addResponses(
      companyId,
      closed,
      people.map((r, i) => ({ respondent: r, options: [optionIds[i % 2]!], scores: { recognition: 3 + i, enps: 5 + i, happiness: 9 - i } })),
      addDays(day, -15),
    );
    await addResponses(
      companyId,
      open,
      people.slice(0, 4).map((r, i) => ({ respondent: r, options: [optionIds[i % 2]!], scores: { recognition: 10 - i, enps: 10 - i } })),
      addDays(day, -1),
    );
    const reads = (engine: AnalyticsEngine, at: string, k: number, options?: string[]) => {
      const rosters = new Map([['company', 20]]);
      const cellRosters = new Map(optionIds.map((o) => [`company|${o}`, 10]));
      return Promise.all([
        scopeReport(engine, { companyId, today: at, k, tree: [], scope: 'company', options, live: true, rosters, unled: new Map([['company', 0]]), cellRosters }),
        participationReport(engine, { companyId, today: at, k, tree: [], scope: 'company', rosters }),
        correlationReport(engine, { companyId, today: at, k, scope: 'company' }),
      ]);
    };
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clima-review-warm-'));
    dirs.push(dataDir);

    // The first day: read with k = 3 and both options, noted by a pass.
    const first = await openEngine(dataDir, day);
    const [firstReport] = await reads(first, day, 3, optionIds);
    expect(firstReport?.respondents).toBe(6);
    await first.sync();
    await first.close();

    // Forty days later: a start warms what was noted, for its own day.
    const warm = await openEngine(dataDir, later);
    expect(await warm.warm()).toBeGreaterThan(0);
    const cold = await openEngine(null, later);
    for (const [k, options] of [
      [3, optionIds],
      [5, optionIds],
      [3, undefined],
      [3, optionIds.slice(0, 1)],
      [4, optionIds.slice(1)],
    ] as const) {
      const [warmed, fresh] = [await reads(warm, later, k, options && [...options]), await reads(cold, later, k, options && [...options])];
      expect(warmed, `k ${k}, options ${options?.length ?? 'none'}`).toEqual(fresh);
    }
  });
});
