import { afterAll, beforeAll } from 'vitest';
import { AnalyticsEngine, type Instrument, type InstrumentCycle, type InstrumentResponse, type InstrumentSource } from '../../analytics/index.js';

// What the instruments engine's tests share: an instrument's answers and cycles in memory, read
// through the source interface the server implements, and an in-memory engine attached to it for
// the test file, its clock on `today` at noon.

export const TODAY = '2026-11-20';

/** The test instruments' scored part: one category rolled into the overall score, two questions on 1–5 stars. */
export const MOOD = {
  categories: [{ id: 'mood', overall: true }],
  questions: [
    { id: 'energy', category: 'mood', scale: { kind: 'scale', min: 1, max: 5 }, scored: true },
    { id: 'focus', category: 'mood', scale: { kind: 'scale', min: 1, max: 5 }, scored: true },
  ],
} as const;

export function instrumentHarness(instrument: Instrument) {
  const responses: InstrumentResponse[] = [];
  const cycles: InstrumentCycle[] = [];
  const source: InstrumentSource = {
    horizon: () => Promise.resolve(String(responses.length)),
    since: ({ from, to }, after, limit) => Promise.resolve(responses.filter((r) => r.seq > Math.max(Number(from), after) && r.seq <= Number(to)).slice(0, limit)),
    cycles: () => Promise.resolve(cycles),
  };
  const harness = { responses, cycles, source, engine: null as unknown as AnalyticsEngine };
  beforeAll(async () => {
    harness.engine = await AnalyticsEngine.open({ dataDir: null, memoryLimit: '256MB', clock: () => new Date(`${TODAY}T12:00:00Z`) });
    await harness.engine.attachInstrument(instrument, source);
  });
  afterAll(() => harness.engine.close());
  return harness;
}
