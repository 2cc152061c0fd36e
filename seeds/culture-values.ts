import type { Text } from './survey-library/types.js';
import { LIMITING_VALUES } from './culture-values/limiting.js';
import { POSITIVE_VALUES } from './culture-values/positive.js';

// The catalogue of culture values people vote on (current culture, desired culture). Positive
// values describe what a healthy culture looks like; limiting values are the Barrett-style ones
// whose share of the votes is the cultural entropy, so they must stay recognisably negative.

export interface CultureValueDef {
  /** kebab-case, stable: votes and desired values refer to it. */
  id: string;
  kind: 'positive' | 'limiting';
  name: Text;
  /** One short sentence. */
  description: Text;
}

export const CULTURE_VALUES: readonly CultureValueDef[] = [...POSITIVE_VALUES, ...LIMITING_VALUES];
