// The published anonymity rules (design: "Anonymity is one module with published rules"). Every
// figure or comment that describes people passes here before it leaves. This module is pure: it
// decides, the callers count.

/** Feedback and comments need at least this many distinct respondents behind them. */
export const FEEDBACK_MINIMUM = 5;

/** The minimum that applies: the company's report minimum for figures, never below it for comments. */
export function minimumFor(kind: 'figure' | 'comment', reportMinimum: number): number {
  return kind === 'comment' ? Math.max(FEEDBACK_MINIMUM, reportMinimum) : reportMinimum;
}

/** Rule 1: shown only when at least k distinct respondents stand behind it. */
export function meetsMinimum(respondents: number, k: number): boolean {
  return respondents >= k;
}

/**
 * Rule 4 for comments: shown in an order that says nothing about when each was written (a
 * seeded shuffle, stable for the same set so a reload does not reorder them).
 */
export function shuffled<T>(items: readonly T[], seed: string): T[] {
  let state = 2166136261;
  for (const ch of seed) state = Math.imul(state ^ ch.charCodeAt(0), 16777619) >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
