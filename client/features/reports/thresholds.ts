// The colour bands of measurement §9 (their limits in domain/bands.ts) and how figures are written,
// in one place so every report screen (and the comparison heatmap) colours and formats a figure the
// same way. Smart metrics carry a `state` the server computed, shown as given: the client never
// re-derives a smart state from its score.

import { BAND_LIMITS, bandOf, type Band } from '../../../domain/bands';
import { intlCache } from '../../lib/intl-cache';

export type { Band };

export const BANDS: readonly Band[] = ['low', 'medium', 'high'];

const band = (value: number | null | undefined, limits: readonly [number, number]): Band | null =>
  value === null || value === undefined || Number.isNaN(value) ? null : bandOf(value, limits);

/** Pillar score 0–10, reading A: below 5 low, below 7.5 medium, otherwise high. */
export const pillarBand = (score: number | null | undefined) => band(score, BAND_LIMITS.pillar);

/** A smart metric's band is the server's state (reading B); anything else is no band. */
export const smartBand = (state: string | null | undefined): Band | null => (BANDS.includes(state as Band) ? (state as Band) : null);

/** Stars 1–5: below 3 low, below 4 medium, otherwise high. */
export const starsBand = (stars: number | null | undefined) => band(stars, BAND_LIMITS.stars);

/** eNPS and LNPS, −100 to 100: below −30 low, −30 to 29 medium, 30 and above high. */
export const npsBand = (score: number | null | undefined) => band(score, BAND_LIMITS.nps);

/** Participation in percent (0–100, not a 0–1 rate): below 50 low, 50–74 medium, 75 and above high. */
export const participationBand = (percent: number | null | undefined) => band(percent, BAND_LIMITS.participation);

/** The same bands for participation as the server sends it, a 0–1 rate. */
export const participationRateBand = (rate: number | null | undefined) => participationBand(rate === null || rate === undefined ? rate : rate * 100);

/** Fill colours of the bands for charts; text on them uses the .band--* classes in reports.css. */
export const BAND_COLOURS: Record<Band, string> = { low: '#c8372d', medium: '#d99a1e', high: '#2e8b57' };

/** A withheld figure in charts: grey, never a band colour. */
export const WITHHELD_COLOUR = '#c3c9d2';

const formatter = intlCache((language: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(language, options));

/** A score with one decimal in the UI language (7.5 / 7,5). */
export const formatScore = (score: number, language: string) => formatter(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score);

/** eNPS/LNPS: a whole number with its sign (+12, −40, 0). */
export const formatNps = (score: number, language: string) => formatter(language, { maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(score);

/** A 0–1 share as a whole percentage (0.754 → 75%). */
export const formatShare = (share: number, language: string) => formatter(language, { style: 'percent', maximumFractionDigits: 0 }).format(share);
