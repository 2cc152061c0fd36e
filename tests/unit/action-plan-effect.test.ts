import { describe, expect, it } from 'vitest';
import { differenceInDifferences, planEffect, previousMonth, tQuantile975, type MonthScore } from '../../server/modules/action-plans/action-plans.effect.js';

// The effect of an action plan (a difference in differences with a 95% prediction interval), on
// fixtures small enough to work out by hand; the arithmetic is in each test's comment.

/** A history from 'YYYY-MM' → score (null: nobody answered; 'withheld': too few to show). */
const history = (points: Record<string, number | null | 'withheld'>): MonthScore[] =>
  Object.entries(points).map(([month, v]) => ({ month, score: v === 'withheld' ? null : v, withheld: v === 'withheld' }));

const untreated = (points: Record<string, number | null | 'withheld'>) => ({ history: history(points), treatedFrom: null });

describe("Student's t quantile", () => {
  it('reads the table up to 30 degrees of freedom', () => {
    expect(tQuantile975(1)).toBe(12.7062);
    expect(tQuantile975(2)).toBe(4.3027);
    expect(tQuantile975(30)).toBe(2.0423);
  });

  it('beyond the table, stays within 1e-3 of the published values and tends to the normal 1.96', () => {
    expect(tQuantile975(40)).toBeCloseTo(2.0211, 3);
    expect(tQuantile975(60)).toBeCloseTo(2.0003, 3);
    expect(tQuantile975(120)).toBeCloseTo(1.9799, 3);
    expect(tQuantile975(100_000)).toBeCloseTo(1.96, 3);
  });

  it('refuses a degree of freedom that is not a positive integer', () => {
    expect(() => tQuantile975(0)).toThrow();
    expect(() => tQuantile975(1.5)).toThrow();
  });
});

describe('difference in differences', () => {
  it('three comparison groups', () => {
    // Plan 6 → 7.5: +1.5. Comparisons +0.5, +0.2, +0.8: mean 0.5, so the estimate is 1.0.
    // s² = (0² + 0.3² + 0.3²) / 2 = 0.09, s = 0.3; t(0.975, 2) = 4.3027; √(1 + 1/3) = 1.154701.
    // Margin 4.3027 × 0.3 × 1.154701 = 1.490498: from −0.49 to 2.49.
    const effect = differenceInDifferences({ before: 6, after: 7.5 }, [
      { before: 5, after: 5.5 },
      { before: 7, after: 7.2 },
      { before: 6, after: 6.8 },
    ]);
    expect(effect).toEqual({ estimate: 1, low: -0.49, high: 2.49, planChange: 1.5, comparisonChange: 0.5, comparisonGroups: 3 });
  });

  it('two comparison groups: the widest interval', () => {
    // Plan 5 → 7: +2. Comparisons +0.5 and +1.5: mean 1, estimate 1. s = √(0.5² + 0.5²) = 0.707107;
    // t(0.975, 1) = 12.7062; √1.5 = 1.224745. Margin 12.7062 × 0.707107 × 1.224745 = 11.0039.
    const effect = differenceInDifferences({ before: 5, after: 7 }, [
      { before: 6, after: 6.5 },
      { before: 4, after: 5.5 },
    ]);
    expect(effect).toEqual({ estimate: 1, low: -10, high: 12, planChange: 2, comparisonChange: 1, comparisonGroups: 2 });
  });

  it('comparison groups that all moved alike leave no uncertainty', () => {
    // Changes +1, +1: s = 0, so the interval is the estimate itself: (8 − 6) − 1 = 1.
    expect(
      differenceInDifferences({ before: 6, after: 8 }, [
        { before: 3, after: 4 },
        { before: 7, after: 8 },
      ]),
    ).toMatchObject({ estimate: 1, low: 1, high: 1 });
  });

  it('a plan whose scope fell while the others rose has a negative estimate', () => {
    // Plan −1; comparisons +1, +2, +3 (mean 2): estimate −3. s = 1; t(2) = 4.3027; margin 4.3027 × 1.154701 = 4.968.
    expect(
      differenceInDifferences({ before: 8, after: 7 }, [
        { before: 5, after: 6 },
        { before: 5, after: 7 },
        { before: 5, after: 8 },
      ]),
    ).toEqual({ estimate: -3, low: -7.97, high: 1.97, planChange: -1, comparisonChange: 2, comparisonGroups: 3 });
  });

  it('needs two comparison groups', () => {
    expect(differenceInDifferences({ before: 6, after: 7 }, [])).toBeNull();
    expect(differenceInDifferences({ before: 6, after: 7 }, [{ before: 6, after: 6.5 }])).toBeNull();
  });
});

describe("a plan's effect", () => {
  const comparisons = [untreated({ '2025-04': 5, '2025-05': 5, '2025-06': 5.5 }), untreated({ '2025-04': 7, '2025-05': 7.1, '2025-06': 7.2 })];

  it('compares the month before the start month with the latest month after it', () => {
    // Started in May: before is April, after June. Plan 6 → 8 (+2); comparisons +0.5 and +0.2
    // (mean 0.35): estimate 1.65. s = 0.212132, t(1) = 12.7062, √1.5: margin 3.301168.
    const effect = planEffect({ startedOn: '2025-05-10', plan: history({ '2025-04': 6, '2025-05': 9, '2025-06': 8 }), candidates: comparisons });
    expect(effect).toEqual({ state: 'measured', estimate: 1.65, low: -1.65, high: 4.95, planChange: 2, comparisonChange: 0.35, comparisonGroups: 2 });
  });

  it('takes the last month with answers after the start when the current one has none yet', () => {
    // July has no answers: after is June.
    const effect = planEffect({ startedOn: '2025-05-02', plan: history({ '2025-04': 6, '2025-05': 9, '2025-06': 8, '2025-07': null }), candidates: comparisons });
    expect(effect).toMatchObject({ state: 'measured', planChange: 2 });
  });

  it('waits while no month after the start month has answers', () => {
    expect(planEffect({ startedOn: '2025-06-03', plan: history({ '2025-05': 6, '2025-06': 8 }), candidates: comparisons })).toEqual({ state: 'waiting' });
    expect(planEffect({ startedOn: '2025-05-03', plan: history({ '2025-04': 6, '2025-05': 8, '2025-06': null }), candidates: comparisons })).toEqual({
      state: 'waiting',
    });
  });

  it("says too few when the plan's scope is withheld before or after, or had no answers before", () => {
    const startedOn = '2025-05-10';
    expect(planEffect({ startedOn, plan: history({ '2025-04': 'withheld', '2025-06': 8 }), candidates: comparisons })).toEqual({ state: 'too-few' });
    // A withheld latest month is the after month: no falling back to an older one the gate let through.
    expect(planEffect({ startedOn, plan: history({ '2025-04': 6, '2025-06': 8, '2025-07': 'withheld' }), candidates: comparisons })).toEqual({
      state: 'too-few',
    });
    expect(planEffect({ startedOn, plan: history({ '2025-04': null, '2025-06': 8 }), candidates: comparisons })).toEqual({ state: 'too-few' });
  });

  it('leaves out comparison groups not shown at both months, and needs two that are', () => {
    const candidates = [comparisons[0]!, untreated({ '2025-04': 'withheld', '2025-06': 7 }), untreated({ '2025-04': 6, '2025-06': null })];
    expect(planEffect({ startedOn: '2025-05-10', plan: history({ '2025-04': 6, '2025-06': 8 }), candidates })).toEqual({ state: 'no-comparison' });
  });

  it('leaves out groups a plan on the same metric touched by the after month, not those touched later', () => {
    const plan = history({ '2025-04': 6, '2025-06': 8 });
    const third = { '2025-04': 6, '2025-06': 6.8 };
    // With the third group (+0.8) untouched: mean of +0.5, +0.2, +0.8 = 0.5, estimate 1.5.
    expect(planEffect({ startedOn: '2025-05-10', plan, candidates: [...comparisons, { history: history(third), treatedFrom: '2025-07' }] })).toMatchObject({
      estimate: 1.5,
      comparisonGroups: 3,
    });
    // Touched in June (the after month) or before: out, back to the two others' 1.65.
    for (const treatedFrom of ['2025-06', '2025-03'])
      expect(planEffect({ startedOn: '2025-05-10', plan, candidates: [...comparisons, { history: history(third), treatedFrom }] })).toMatchObject({
        estimate: 1.65,
        comparisonGroups: 2,
      });
  });

  it('knows the month before January', () => {
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2025-06')).toBe('2025-05');
  });
});
