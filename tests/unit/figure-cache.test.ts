import { describe, expect, it } from 'vitest';
import { FigureCache } from '../../analytics/cache.js';

// Figures are kept per state of a company's data: a report recomputed after new answers must read
// counts of the new state, never the ones of the state before.

describe('the figure cache', () => {
  it('computes shared counts once per state of the company data', async () => {
    const cache = new FigureCache();
    let runs = 0;
    const count = () => cache.shared('counts', { companyId: 'a', today: '2026-11-18' }, async () => ++runs);
    expect(await count()).toBe(1);
    expect(await count()).toBe(1);
    await cache.touch(['b']);
    expect(await count()).toBe(1);
    await cache.touch(['a']);
    // Recomputed by the touch itself (read lately), so the read after it finds it done.
    expect(runs).toBe(2);
    expect(await count()).toBe(2);
  });

  it('recomputes a report read lately from the counts of the new state', async () => {
    const cache = new FigureCache();
    let data = 10;
    const counts = () => cache.shared('counts', { companyId: 'a', today: '2026-11-18' }, async () => data);
    const report = () => cache.current('a', 'report', async () => `report of ${await counts()}`);
    expect(await report()).toBe('report of 10');
    data = 13;
    const pass = cache.touch(['a']);
    // While the pass runs, a read gets the report of the state before, never a mix.
    expect(await report()).toBe('report of 10');
    await pass;
    expect(await report()).toBe('report of 13');
  });

  it('forgets reports but keeps counts when asked to', async () => {
    const cache = new FigureCache();
    let counted = 0;
    let reported = 0;
    const report = () =>
      cache.current('a', 'report', async () => `${++reported}:${await cache.shared('counts', { companyId: 'a', today: '2026-11-18' }, async () => ++counted)}`);
    expect(await report()).toBe('1:1');
    cache.forgetReports();
    expect(await report()).toBe('2:1');
    cache.clear();
    expect(await report()).toBe('3:2');
  });
});
