// Culture (measurement §3, §9; issue 15): what people say the organisation is today and should be,
// read from their votes for values of the catalogue (seeds/culture-values). The formulas live here,
// once, for the server's figures, the client's colours and the help page's explanation.

/** The two culture questions of the engagement survey, and how many values each takes at most. */
export const CULTURE_QUESTIONS = ['current', 'desired'] as const;
export type CultureQuestion = (typeof CULTURE_QUESTIONS)[number];
export const CULTURE_PICKS = 3;
/**
 * Whether a cycle asks the culture questions: about monthly, the first cycle that starts in a
 * month (and a company's very first cycle). `previous` is the start of the cycle before, if any.
 */
export const asksCulture = (previous: string | null, startsOn: string) => previous === null || previous.slice(0, 7) !== startsOn.slice(0, 7);

/** The question ids the survey shows them under (beside the library's questions). */
export const cultureQuestionId = (question: CultureQuestion) => `culture-${question}`;

export type ValueKind = 'positive' | 'limiting';

/** Votes per value of one question, as the gate let them through. */
export type Votes = ReadonlyMap<string, number>;

const total = (votes: Votes) => [...votes.values()].reduce((a, b) => a + b, 0);
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Cultural entropy, 0–100: the share of the current-culture votes that went to potentially
 * limiting values (Barrett's measure of the energy a culture spends on unproductive work). Null
 * without votes.
 */
export function culturalEntropy(current: Votes, kindOf: (valueId: string) => ValueKind | undefined): number | null {
  const all = total(current);
  if (all === 0) return null;
  let limiting = 0;
  for (const [value, n] of current) if (kindOf(value) === 'limiting') limiting += n;
  return round1((100 * limiting) / all);
}

/**
 * Cultural alignment, 0–100: how much the current and the desired cultures overlap — the sum, over
 * every value, of the smaller of its two shares (its votes over all of the question's votes). 100
 * when people want exactly what they have, 0 when no value is in both. Null unless both have votes.
 */
export function culturalAlignment(current: Votes, desired: Votes): number | null {
  const [c, d] = [total(current), total(desired)];
  if (c === 0 || d === 0) return null;
  let overlap = 0;
  for (const [value, n] of current) overlap += Math.min(n / c, (desired.get(value) ?? 0) / d);
  return round1(100 * overlap);
}

/** Entropy at or above this counts as no health at all in the maturity level (Barrett: critical past 40). */
export const ENTROPY_CEILING = 40;

/**
 * Maturity level, 1–5: half alignment, half low entropy. health = ½·alignment/100 +
 * ½·max(0, 1 − entropy/40); level = 1 + round(4·health). A culture people want (alignment 100) with
 * no limiting values (entropy 0) is level 5; one nobody wants, full of limiting values, level 1.
 */
export function maturityLevel(entropy: number | null, alignment: number | null): number | null {
  if (entropy === null || alignment === null) return null;
  const health = 0.5 * (alignment / 100) + 0.5 * Math.max(0, 1 - entropy / ENTROPY_CEILING);
  return 1 + Math.round(4 * health);
}

export type Reliability = 'veryHigh' | 'high' | 'medium' | 'low' | 'veryLow';

/**
 * How far the votes speak for the group: the share of the people who could vote who did, in the
 * spec's bands (§9: high 75–100, medium 50–74, low 25–49, very low 0–24) and the culture scale's
 * very high, which we set at 90 and above (the spec gives no bound).
 */
export function reliabilityOf(rate: number): Reliability {
  if (rate >= 90) return 'veryHigh';
  if (rate >= 75) return 'high';
  if (rate >= 50) return 'medium';
  if (rate >= 25) return 'low';
  return 'veryLow';
}

export type Band = 'low' | 'medium' | 'high';

/** The colour bands of §9 (high is good): alignment 65+ high, 35–64 medium; entropy up to 10 high, up to 30 medium; maturity 4+ high, 3+ medium. */
export const cultureBand = {
  alignment: (n: number): Band => (n >= 65 ? 'high' : n >= 35 ? 'medium' : 'low'),
  entropy: (n: number): Band => (n <= 10 ? 'high' : n <= 30 ? 'medium' : 'low'),
  maturity: (n: number): Band => (n >= 4 ? 'high' : n >= 3 ? 'medium' : 'low'),
};
