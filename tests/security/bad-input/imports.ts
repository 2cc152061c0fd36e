import type { BadInputDomain } from './shared.js';

export const importsBadInput: BadInputDomain = {
  cases: {},
};
