import { afterAll, describe, expect, it } from 'vitest';
import { AnalyticsEngine, scopeReport, type AnalyticsSource, type ScopeReport } from '../../analytics/index.js';
import { analyticsSource } from '../../server/db/analytics-source.js';
import { addDays } from '../../server/modules/survey/survey.cycles.js';
import { testDeps } from '../setup/test-context.js';
import { addCycle, addResponses, respondents } from './analytics/fixtures.js';
import { today } from './survey/helpers.js';
import { makeTeam } from './users/helpers.js';

// An attacker's read of a rebuild while reports are read (found in review; closed by making figures
// wait for a rebuild, analytics/engine.ts whileRebuilding). A rebuild — which any move of groups asks for
// (groups.regroup.ts requestRebuild) — drops the file's tables, reloads them and folds every
// response into per-respondent rows, then reads the cycles again and only then marks the ended
// cycles closed. Between the fold and the close every row reads as an open cycle's, released in
// whole blocks of k per place; nothing stops reports from reading meanwhile. A report not kept
// before the rebuild (any scope, attribute or k not read since the last answer) computed in that
// window shows the closed cycle's people less the last 1 to k−1 of each place; read again after
// the rebuild it shows them all. The difference of the two is one person's answers (rule 4: a
// figure moves only in steps of k; rule 2: no combination isolates fewer than k).

const engines: AnalyticsEngine[] = [];
afterAll(async () => {
  for (const e of engines) await e.close();
});

/** The source, with the cycles read a second time after `arm()` held until `release()`: the rebuild's pause between fold and close. */
function pausing(base: AnalyticsSource) {
  let armed = false;
  let calls = 0;
  let reached!: () => void;
  let release!: () => void;
  const atPause = new Promise<void>((r) => (reached = r));
  const released = new Promise<void>((r) => (release = r));
  const source: AnalyticsSource = {
    ...base,
    async cycles(share) {
      const rows = await base.cycles(share);
      if (armed && ++calls === 2) {
        reached();
        await released;
      }
      return rows;
    },
  };
  return { source, arm: () => (armed = true), atPause, release };
}

describe('review: reports read while the analytics file is rebuilt', () => {
  it("never show a closed cycle's figure over fewer of its people than before and after (one person's answer by difference)", async () => {
    const { db, raw } = await testDeps();
    const { companyId } = await makeTeam();
    const cycle = await addCycle(companyId, 0, addDays(today(), -20), addDays(today(), -13));
    // Four people, one place (the company): with k = 3 the window between fold and close releases three.
    await addResponses(
      companyId,
      cycle,
      respondents(4).map((r, i) => ({ respondent: r, scores: { recognition: [2, 4, 6, 10][i]! } })),
      addDays(today(), -15),
    );
    const { source, arm, atPause, release } = pausing(analyticsSource(db, raw));
    const engine = await AnalyticsEngine.open({ dataDir: null, memoryLimit: '256MB' });
    engines.push(engine);
    await engine.attach(source);
    const read = (k: number) =>
      scopeReport(engine, { companyId, today: today(), k, tree: [], scope: 'company', live: true, rosters: new Map([['company', 4]]), unled: new Map([['company', 0]]) });
    const recognition = (r: ScopeReport | null) => r?.metrics.find((m) => m.metric === 'recognition');

    arm();
    const rebuilt = engine.rebuild();
    await atPause;
    // A leader's first read of this report (k as the company has it) while the rebuild pauses: it
    // waits for the rebuild (engine.ts whileRebuilding); without that wait it reads the half-built file.
    const pending = read(3);
    const early = await Promise.race([pending.then(() => 'read'), new Promise((r) => setTimeout(() => r('waiting'), 500))]);
    expect(early).toBe('waiting');
    release();
    await rebuilt;
    const during = recognition(await pending);
    const after = recognition(await read(3));
    expect(after).toMatchObject({ respondents: 4, score: 5.5 });
    // By difference: 4 × 5.5 − 3 × during = the fourth person's answer (10), when during shows three.
    expect(during?.respondents ?? null).not.toBe(3);
    expect(during).toEqual(after);
  });
});
