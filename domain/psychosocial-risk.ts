import { BAND_LIMITS, bandOf, type Band } from './bands.js';

// The psychosocial-risk report (NR-1) reads two smart pillars of the engagement survey, whose
// scores (0–10) are higher where people are healthier. A factor's risk is its score's pillar band
// (spec §9, reading A: below 5, below 7.5) turned round: a low score is a high risk. Server (the
// report and its PDF) and client (legends) read the levels from here.

/** The smart pillars whose submetrics are the psychosocial factors, in the report's order. */
export const PSYCHOSOCIAL_PILLARS = ['psychosocialRisks', 'burnoutRisk'] as const;
export type PsychosocialPillar = (typeof PSYCHOSOCIAL_PILLARS)[number];

export type RiskLevel = 'high' | 'moderate' | 'low';
export const RISK_LEVELS: readonly RiskLevel[] = ['high', 'moderate', 'low'];

/** Below the first limit a factor is a high risk, below the second a moderate one, otherwise low. */
export const RISK_LIMITS = BAND_LIMITS.pillar;

const RISK_OF_BAND: Record<Band, RiskLevel> = { low: 'high', medium: 'moderate', high: 'low' };
const BAND_OF_RISK: Record<RiskLevel, Band> = { high: 'low', moderate: 'medium', low: 'high' };

/** The risk of a score as shown (one decimal): below 5 high, below 7.5 moderate, otherwise low. */
export const riskLevel = (score: number): RiskLevel => RISK_OF_BAND[bandOf(score, RISK_LIMITS)];

/** The pillar band whose colours a risk level wears (a high risk is a low score's red). */
export const riskBand = (level: RiskLevel): Band => BAND_OF_RISK[level];

export const isPsychosocialPillar = (id: string): id is PsychosocialPillar => (PSYCHOSOCIAL_PILLARS as readonly string[]).includes(id);
