import { CULTURE_PICKS, CULTURE_QUESTIONS, type CultureQuestion } from '../../domain/culture.js';
import { CULTURE_VALUES } from '../culture-values.js';
import type { Rng } from './random.js';

// A company's culture as its people would vote it: every value has a weight for today's culture and
// one for the culture wanted, drawn once per company, so that each company has a recognisable
// profile (a few values most people name, some friction today, little of it wanted). Each voter
// picks one to three values of each question in proportion to the weights, most of them both.

export type CultureProfile = Record<CultureQuestion, number[]>;

export function cultureProfile(rng: Rng): CultureProfile {
  const current = CULTURE_VALUES.map((v) => Math.exp(rng.normal(0, 1)) * (v.kind === 'limiting' ? 0.45 : 1));
  const desired = CULTURE_VALUES.map((v, i) => (v.kind === 'limiting' ? 0.02 : Math.exp(rng.normal(0, 0.9)) * (0.5 + current[i]! / 3)));
  return { current, desired };
}

/** Someone's votes, or null for someone who skipped the culture questions. */
export function voteOf(profile: CultureProfile, rng: Rng): Record<CultureQuestion, string[]> | null {
  if (!rng.chance(0.85)) return null;
  const votes = { current: [] as string[], desired: [] as string[] };
  for (const question of CULTURE_QUESTIONS) {
    const weights = [...profile[question]];
    const picks = rng.chance(0.7) ? CULTURE_PICKS : rng.int(1, CULTURE_PICKS);
    for (let n = 0; n < picks; n++) {
      const i = rng.weighted(weights);
      votes[question].push(CULTURE_VALUES[i]!.id);
      weights[i] = 0;
    }
  }
  return votes;
}
