import { describe, expect, it } from 'vitest';
import { progressOf, type ImportStage } from '../../client/features/invites/import-progress.js';

// The user import's bar moves only forward through its three steps, measured where it can be
// (reading the file) and by finished steps elsewhere, ending at 100% only when people exist.
describe('user import progress', () => {
  it('moves forward through reading, checking and importing', () => {
    const stages: ImportStage[] = [
      { step: 'reading', loaded: 0, total: 1000 },
      { step: 'reading', loaded: 500, total: 1000 },
      { step: 'read' },
      { step: 'checking' },
      { step: 'checked', rows: 200, valid: 199 },
      { step: 'importing', rows: 200 },
      { step: 'done', rows: 200 },
    ];
    const percents = stages.map((s) => progressOf(s).percent);
    expect(percents).toEqual([0, 17, 33, 33, 67, 67, 100]);
    expect(stages.map((s) => progressOf(s).current)).toEqual(['read', 'read', 'read', 'check', 'check', 'import', 'import']);
    expect(stages.map((s) => progressOf(s).finished)).toEqual([0, 0, 1, 1, 2, 2, 3]);
  });
});
