import { describe, expect, it } from 'vitest';
import { DELIVERY_MS, dueAfter } from '../../server/modules/tickets/tickets.delivery.js';

// An anonymous author's writing is delivered at the next full hour strictly after it was sent: a
// leader who watches their inbox learns the hour, never the minute, and something sent exactly on
// the hour waits for the next one (it is never written in the request that sent it).

const at = (iso: string) => new Date(iso);

describe('dueAfter: the next full hour', () => {
  it('is the next hour boundary for every minute of an hour', () => {
    expect(dueAfter(at('2026-11-24T14:00:00.001Z'))).toEqual(at('2026-11-24T15:00:00.000Z'));
    expect(dueAfter(at('2026-11-24T14:29:30.000Z'))).toEqual(at('2026-11-24T15:00:00.000Z'));
    expect(dueAfter(at('2026-11-24T14:59:59.999Z'))).toEqual(at('2026-11-24T15:00:00.000Z'));
  });

  it('is strictly after now: sent on the hour, it waits a whole hour', () => {
    expect(dueAfter(at('2026-11-24T14:00:00.000Z'))).toEqual(at('2026-11-24T15:00:00.000Z'));
  });

  it('crosses midnight, months and years', () => {
    expect(dueAfter(at('2026-11-30T23:45:00.000Z'))).toEqual(at('2026-12-01T00:00:00.000Z'));
    expect(dueAfter(at('2026-12-31T23:59:59.999Z'))).toEqual(at('2027-01-01T00:00:00.000Z'));
  });

  it('is an hour boundary (of UTC, and of every whole-hour time zone) within an hour, for any instant', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 2000; i++) {
      // A spread of instants over a year, with milliseconds: reproducible, no clock involved.
      const now = new Date(start + ((i * 7_919_113_337) % (366 * 24 * DELIVERY_MS)));
      const due = dueAfter(now);
      expect(due.getTime() % DELIVERY_MS, now.toISOString()).toBe(0);
      expect(due.getUTCMinutes() + due.getUTCSeconds() + due.getUTCMilliseconds()).toBe(0);
      expect(due.getTime()).toBeGreaterThan(now.getTime());
      expect(due.getTime() - now.getTime()).toBeLessThanOrEqual(DELIVERY_MS);
    }
  });

  it('delivers every hour: one hour and the next never share a due time', () => {
    expect(DELIVERY_MS).toBe(3_600_000);
    const a = dueAfter(at('2026-11-24T13:59:59.999Z'));
    const b = dueAfter(at('2026-11-24T14:00:00.000Z'));
    expect(b.getTime() - a.getTime()).toBe(DELIVERY_MS);
  });
});
