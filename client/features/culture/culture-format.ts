import type { Band, Reliability } from '../../../domain/culture';
import { intlCache } from '../../lib/intl-cache';

// How the culture figures are written and coloured, in one place for the cards, the rankings and
// the history table. The bands come from domain/culture.ts (measurement §9); only reliability's
// five levels are folded here into the three colours every figure uses.

const formatter = intlCache((language: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(language, options));

/** A 0–100 figure as a percentage with at most one decimal: 44.4 → "44.4%" / "44,4 %". */
export const formatPercent = (value: number, language: string) => formatter(language, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);

/** A 0–100 figure with at most one decimal (alignment): 47.2 → "47.2" / "47,2". */
export const formatFigure = (value: number, language: string) => formatter(language, { maximumFractionDigits: 1 }).format(value);

/** Very high and high read as high, low and very low as low. */
export const reliabilityBand = (level: Reliability): Band => (level === 'veryHigh' || level === 'high' ? 'high' : level === 'medium' ? 'medium' : 'low');
