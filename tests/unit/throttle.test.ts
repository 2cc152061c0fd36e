import { describe, expect, it } from 'vitest';
import { Throttle } from '../../server/auth/throttle.js';

function clocked(limit: number, windowMs: number) {
  let now = 1_000_000;
  const throttle = new Throttle(limit, windowMs, () => now);
  return { throttle, advance: (ms: number) => (now += ms) };
}

describe('throttle', () => {
  it('blocks once the limit of failures is reached, not before', () => {
    const { throttle } = clocked(5, 60_000);
    for (let i = 0; i < 4; i++) throttle.fail('k');
    expect(throttle.isBlocked('k')).toBe(false);
    throttle.fail('k');
    expect(throttle.isBlocked('k')).toBe(true);
  });

  it('keeps keys apart', () => {
    const { throttle } = clocked(2, 60_000);
    throttle.fail('a');
    throttle.fail('a');
    expect(throttle.isBlocked('a')).toBe(true);
    expect(throttle.isBlocked('b')).toBe(false);
  });

  it('slides: each failure leaves the window on its own', () => {
    const { throttle, advance } = clocked(3, 10_000);
    throttle.fail('k'); // t=0
    advance(4_000);
    throttle.fail('k'); // t=4s
    advance(4_000);
    throttle.fail('k'); // t=8s
    expect(throttle.isBlocked('k')).toBe(true);
    advance(2_001); // t=10.001s: the first failure has left the window
    expect(throttle.isBlocked('k')).toBe(false);
    throttle.fail('k');
    expect(throttle.isBlocked('k')).toBe(true);
    advance(8_000); // only the last failure remains inside
    expect(throttle.isBlocked('k')).toBe(false);
  });

  it('a failure exactly one window old no longer counts', () => {
    const { throttle, advance } = clocked(1, 10_000);
    throttle.fail('k');
    advance(9_999);
    expect(throttle.isBlocked('k')).toBe(true);
    advance(1);
    expect(throttle.isBlocked('k')).toBe(false);
  });

  it('reset forgets a key at once', () => {
    const { throttle } = clocked(1, 60_000);
    throttle.fail('k');
    throttle.reset('k');
    expect(throttle.isBlocked('k')).toBe(false);
  });

  it('sweeps keys whose failures have aged out, so one-off identifiers do not pile up', () => {
    const { throttle, advance } = clocked(5, 60_000);
    for (let i = 0; i < 600; i++) throttle.fail(`spray-${i}`);
    advance(61_000);
    for (let i = 0; i < 400; i++) throttle.fail(`later-${i}`);
    // The 1000th failure swept the 600 stale keys.
    expect(throttle.size).toBe(400);
  });
});
