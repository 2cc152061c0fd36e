// The colour bands of the measurement spec (§9): where a figure turns from low to medium and from
// medium to high. The server states a smart metric's band; the screens colour every figure by these.
//
// §4 and §9 give two readings of the pillar thresholds: pillars follow reading A (below 5, below
// 7.5), smart metrics reading B (below 6, below 8).

export type Band = 'low' | 'medium' | 'high';

/** [low below, medium below] for each kind of figure. */
export const BAND_LIMITS = {
  pillar: [5, 7.5],
  smart: [6, 8],
  stars: [3, 4],
  nps: [-30, 30],
  /** Participation in percent (0–100). */
  participation: [50, 75],
} as const satisfies Record<string, readonly [number, number]>;

/** The band of a value between the two limits of its kind. */
export const bandOf = (value: number, [low, medium]: readonly [number, number]): Band => (value < low ? 'low' : value < medium ? 'medium' : 'high');
