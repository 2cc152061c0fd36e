import { describe, expect, it } from 'vitest';
import { riskBand, riskLevel } from '../../domain/psychosocial-risk.js';

// The NR-1 report's risk levels: the pillar bands of spec §9 (reading A) turned round, since a
// high score means a healthy factor.

describe('riskLevel', () => {
  it('reads a score below 5 as a high risk, below 7.5 as moderate, otherwise low', () => {
    expect([0, 2.5, 4.9].map(riskLevel)).toEqual(['high', 'high', 'high']);
    expect([5, 6.2, 7.4].map(riskLevel)).toEqual(['moderate', 'moderate', 'moderate']);
    expect([7.5, 8.8, 10].map(riskLevel)).toEqual(['low', 'low', 'low']);
  });

  it('wears the colours of the pillar band it comes from', () => {
    expect(riskBand(riskLevel(3))).toBe('low');
    expect(riskBand(riskLevel(6))).toBe('medium');
    expect(riskBand(riskLevel(9))).toBe('high');
  });
});
