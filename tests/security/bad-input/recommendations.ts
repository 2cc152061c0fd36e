import type { BadInputDomain } from './shared.js';

// Recommendations, as the fixture's administrator.
const admin = 'admin' as const;

export const recommendationsBadInput: BadInputDomain = {
  cases: {
    'GET /recommendations': [
      { name: 'unknown metric', input: () => ({ metrics: 'recognition,morale' }), fields: ['metrics.1'], signedIn: admin },
      { name: 'too many excluded', input: () => ({ exclude: Array.from({ length: 101 }, (_, i) => `r${i}`).join(',') }), fields: ['exclude'], signedIn: admin },
    ],
    'GET /recommendations/:id': [
      { name: 'not a recommendation id', input: () => ({ id: 'Not_An_Id' }), fields: ['id'], signedIn: admin },
      // Longer ids never reach the procedure: the router refuses path parameters past 100 characters.
      { name: 'spaces in the id', input: () => ({ id: 'feedback close the loop' }), fields: ['id'], signedIn: admin },
    ],
  },
};
