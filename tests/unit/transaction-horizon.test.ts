import { describe, expect, it } from 'vitest';
import { oldestRunning } from '../../server/db/analytics-source.js';

// The analytics sync reads responses of transactions below a horizon: the oldest transaction of
// the database still running. pg_stat_activity gives 32-bit ids; responses carry 64-bit ones.

describe('the transaction horizon', () => {
  it('is the next id when nothing runs', () => {
    expect(oldestRunning('1000', [])).toBe('1000');
  });

  it('is the oldest running transaction', () => {
    expect(oldestRunning('1000', ['990', '950', '999'])).toBe('950');
  });

  it('leaves out transactions that began after the next id was read', () => {
    expect(oldestRunning('37786', ['37790', '37700'])).toBe('37700');
    expect(oldestRunning('37786', ['37790'])).toBe('37786');
  });

  it('widens 32-bit ids into the epoch of the next id, across a wraparound', () => {
    const epoch = 5n * 2n ** 32n;
    // The next id has just wrapped into epoch 5; a transaction started at the end of epoch 4.
    expect(oldestRunning(String(epoch + 10n), [String(2n ** 32n - 6n)])).toBe(String(epoch - 6n));
    expect(oldestRunning(String(epoch + 10n), ['7'])).toBe(String(epoch + 7n));
  });
});
