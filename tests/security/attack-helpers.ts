import type { FixtureAnswer } from '../integration/analytics/fixtures.js';
import { respondents } from '../integration/analytics/fixtures.js';
import type { surveyCaller } from '../integration/survey/helpers.js';

// Shared by the attacker's reads of issue 15 (plans-attacks.test.ts, psychosocial-attacks.test.ts).

export const K = 3;
export type Caller = Awaited<ReturnType<typeof surveyCaller>>;

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Responses of one group's people with one score each (and a submetric, when asked). */
export const answersOf = (groups: string[], scores: number[], metric: string, submetric?: string): FixtureAnswer[] =>
  respondents(scores.length).map((respondent, i) => ({
    respondent,
    groups,
    scores: { [metric]: scores[i]! },
    ...(submetric ? { submetrics: { [metric]: submetric } } : {}),
  }));

/** Whether a count of people is one a leader must never be able to single out: 1 to k−1. */
export const isolating = (n: number, k = K) => n >= 1 && n < k;
