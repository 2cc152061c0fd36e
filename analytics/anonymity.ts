// The published anonymity rules (design: "Anonymity is one module with published rules"). Every
// figure or comment that describes people passes here before it leaves. This module is pure: it
// decides, the callers count.

import { createHmac } from 'node:crypto';
import { MINIMUMS } from '../domain/minimums.js';

/** The minimum that applies: the company's report minimum for figures, never below it for comments. */
export function minimumFor(kind: 'figure' | 'comment', reportMinimum: number): number {
  return kind === 'comment' ? Math.max(MINIMUMS.comments, reportMinimum) : reportMinimum;
}

/** Rule 1: shown only when at least k distinct respondents stand behind it. */
export function meetsMinimum(respondents: number, k: number): boolean {
  return respondents >= k;
}

/**
 * Rule 1 for comments: shown in an order that says nothing about when each was written, nor that
 * anyone outside the server can compute. Each comment's place is a keyed hash of its id under a
 * secret derived from the server's pseudonym key (its own label, so neither key reveals the
 * other); the same comments keep their order from one read to the next.
 */
export function secretOrder<T>(items: readonly T[], idOf: (item: T) => string, pseudonymKey: string): T[] {
  const key = createHmac('sha256', pseudonymKey).update('comment-order').digest();
  const place = new Map(items.map((item) => [item, createHmac('sha256', key).update(idOf(item)).digest('hex')]));
  return [...items].sort((a, b) => (place.get(a)! < place.get(b)! ? -1 : place.get(a)! > place.get(b)! ? 1 : 0));
}
