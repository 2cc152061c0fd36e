import { describe, expect, it } from 'vitest';
import { heatColours, scalePosition, SCALES } from '../../client/features/insights/heat-scale.js';

// The comparison heatmap's shades: readable text on every one, and close figures told apart.

const shadeOf = (score: number) => heatColours(scalePosition(score, SCALES.score)).background;
const rgb = (css: string) => css.match(/\d+/g)!.map(Number);
const distance = (a: string, b: string) => Math.hypot(...rgb(a).map((c, i) => c - rgb(b)[i]!));

describe('heatmap scale', () => {
  it('keeps the text on every shade at a contrast of at least 4.5:1', () => {
    for (let i = 0; i <= 200; i++) expect(heatColours(i / 200).contrast, `p = ${i / 200}`).toBeGreaterThanOrEqual(4.5);
  });

  it('gives close figures visibly different shades, more than three in all', () => {
    expect(distance(shadeOf(6.7), shadeOf(7.4))).toBeGreaterThan(40);
    const shades = new Set([3, 4, 5, 5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5].map(shadeOf));
    expect(shades.size).toBe(12);
  });

  it('puts each kind of figure on the same shades at its band thresholds', () => {
    expect(scalePosition(5, SCALES.score)).toBe(scalePosition(-30, SCALES.nps));
    expect(scalePosition(7.5, SCALES.score)).toBe(scalePosition(0.75, SCALES.share));
    expect(scalePosition(10, SCALES.score)).toBe(1);
    expect(scalePosition(0, SCALES.share)).toBe(0);
  });
});
