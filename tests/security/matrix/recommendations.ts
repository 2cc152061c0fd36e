import { roles, type MatrixDomain } from './shared.js';

// Recommendations: the same catalogue for every company, read by leaders (administrators and
// managers); ordinary people are refused.
const leaders = roles(['admin', 'manager']);

export const recommendationsMatrix: MatrixDomain = {
  rows: {
    'recommendations.list': { who: leaders, input: () => ({ metrics: ['recognition'] }) },
    'recommendations.get': { who: leaders, input: () => ({ id: 'recognition-specific-and-timely' }) },
  },
};
