import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AnalyticsEngine, compareGroups } from '../../../analytics/index.js';
import { analyticsSource } from '../../../server/db/analytics-source.js';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { testDeps } from '../../setup/test-context.js';
import { makeTeam } from '../users/helpers.js';
import { today } from '../survey/helpers.js';
import { addCycle, addResponses, respondents } from './fixtures.js';

// A restart must not make the reports read lately cold: the engine notes in its file the counts the
// reports shared, and a start computes them again before anyone asks (analytics/warm.ts).

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function openEngine(dataDir: string) {
  const { db, raw } = await testDeps();
  const engine = await AnalyticsEngine.open({ dataDir, memoryLimit: '256MB' });
  await engine.attach(analyticsSource(db, raw));
  return engine;
}

/** Counts the engine's queries while `read` runs. */
async function queriesDuring(engine: AnalyticsEngine, read: () => Promise<unknown>): Promise<number> {
  let n = 0;
  const [all, columns] = [engine.all.bind(engine), engine.columns.bind(engine)];
  engine.all = (...args: Parameters<typeof all>) => (n++, all(...args));
  engine.columns = (sql: string) => (n++, columns(sql));
  try {
    await read();
  } finally {
    Object.assign(engine, { all, columns });
  }
  return n;
}

describe('a start of the analytics engine', () => {
  it('computes again the counts read before it stopped, so the first report after it reads no rows', async () => {
    const { companyId } = await makeTeam();
    const cycle = await addCycle(companyId, 0, addDays(today(), -20), addDays(today(), -13));
    await addResponses(
      companyId,
      cycle,
      respondents(5).map((r, i) => ({ respondent: r, scores: { recognition: 4 + i, enps: 6 + i } })),
      addDays(today(), -15),
    );
    const q = { companyId, today: today(), k: 3, tree: [], groups: ['company'], active: new Map([['company', 10]]) };
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clima-warm-'));
    dirs.push(dataDir);

    // A new file: nothing noted, nothing warmed; the first read counts the rows.
    const first = await openEngine(dataDir);
    let before: Awaited<ReturnType<typeof compareGroups>> = [];
    expect(await queriesDuring(first, async () => (before = await compareGroups(first, q)))).toBeGreaterThan(0);
    expect(before[0]!.respondents).toBe(5);
    // A pass notes the counts read lately in the file.
    await first.sync();
    // A rebuild (a group moved, a new schema) keeps the note: a start after one is when reports are coldest.
    await first.rebuild();
    await first.close();

    const reopened = Date.now();
    const again = await openEngine(dataDir);
    try {
      expect(await again.warm()).toBeGreaterThanOrEqual(3);
      // Warming is nobody's read: the counts stay dated by their last real read.
      for (const use of again.cache.recentShares()) expect(use.usedAt).toBeLessThan(reopened);
      const kinds = new Set(again.cache.recentShares().map((s) => s.kind));
      expect([...kinds].sort()).toEqual(expect.arrayContaining(['months', 'participation', 'window']));
      let after: unknown;
      expect(await queriesDuring(again, async () => (after = await compareGroups(again, q)))).toBe(0);
      expect(after).toEqual(before);
    } finally {
      await again.close();
    }
  });
});
