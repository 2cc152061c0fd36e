import { describe, expect, it } from 'vitest';
import {
  brokenPasswordRules,
  DEFAULT_PASSWORD_RULES,
  hashSecret,
  normaliseSecretAnswer,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIALS,
  verifySecret,
} from '../../server/auth/passwords.js';

const none = { length: 0, numbers: 0, lowercase: 0, uppercase: 0, specials: 0 };

describe('brokenPasswordRules', () => {
  it('the defaults are length 8, 1 number, 0 lowercase, 1 uppercase, 1 special', () => {
    expect(DEFAULT_PASSWORD_RULES).toEqual({ length: 8, numbers: 1, lowercase: 0, uppercase: 1, specials: 1 });
    expect(PASSWORD_SPECIALS).toBe('!@#$%^&*)(+=._-');
  });

  it('accepts a password that follows the default rules', () => {
    expect(brokenPasswordRules('Strong#Pass1', DEFAULT_PASSWORD_RULES)).toEqual([]);
    expect(brokenPasswordRules('ABCDEFG1!', DEFAULT_PASSWORD_RULES)).toEqual([]);
  });

  it('names every broken rule, in a stable order', () => {
    expect(brokenPasswordRules('abc', DEFAULT_PASSWORD_RULES)).toEqual(['length', 'numbers', 'uppercase', 'specials']);
    expect(brokenPasswordRules('abcdefgh', DEFAULT_PASSWORD_RULES)).toEqual(['numbers', 'uppercase', 'specials']);
    expect(brokenPasswordRules('Abcdefg1', DEFAULT_PASSWORD_RULES)).toEqual(['specials']);
    expect(brokenPasswordRules('Abcdefg!', DEFAULT_PASSWORD_RULES)).toEqual(['numbers']);
    expect(brokenPasswordRules('abcdef1!', DEFAULT_PASSWORD_RULES)).toEqual(['uppercase']);
    expect(brokenPasswordRules('Abc1!', DEFAULT_PASSWORD_RULES)).toEqual(['length']);
  });

  it('counts each kind of character against its minimum', () => {
    const rules = { length: 6, numbers: 2, lowercase: 2, uppercase: 2, specials: 2 };
    expect(brokenPasswordRules('aB1!~~', rules)).toEqual(['numbers', 'lowercase', 'uppercase', 'specials']);
    expect(brokenPasswordRules('abCD12!@', rules)).toEqual([]);
    expect(brokenPasswordRules('abCD12!?', rules)).toEqual(['specials']);
  });

  // Padding of '~' (counted by no rule) keeps the static minimum length out of the way.
  const pad = (s: string) => s.padEnd(6, '~');

  it('takes only the listed specials as specials', () => {
    for (const ch of PASSWORD_SPECIALS) expect(brokenPasswordRules(pad(ch), { ...none, specials: 1 }), ch).toEqual([]);
    for (const ch of ['?', '/', ' ', '[', '€', '"']) expect(brokenPasswordRules(pad(ch), { ...none, specials: 1 }), ch).toEqual(['specials']);
  });

  it('counts only ASCII letters and digits', () => {
    expect(brokenPasswordRules(pad('ÁÉÍÓÚ'), { ...none, uppercase: 1 })).toEqual(['uppercase']);
    expect(brokenPasswordRules(pad('ção'), { ...none, lowercase: 3 })).toEqual(['lowercase']);
    expect(brokenPasswordRules(pad('٣٤٥'), { ...none, numbers: 1 })).toEqual(['numbers']);
  });

  it('never goes below the static minimum of 6 characters, whatever a company sets', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(brokenPasswordRules('abcde', none)).toEqual(['length']);
    expect(brokenPasswordRules('abcdef', none)).toEqual([]);
    expect(brokenPasswordRules('a'.repeat(11), { ...none, length: 12 })).toEqual(['length']);
    expect(brokenPasswordRules('a'.repeat(12), { ...none, length: 12 })).toEqual([]);
  });
});

describe('secrets', () => {
  it('hashes with argon2id and verifies only the same secret', async () => {
    const hash = await hashSecret('Secret#123');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain('Secret#123');
    expect(await verifySecret(hash, 'Secret#123')).toBe(true);
    expect(await verifySecret(hash, 'secret#123')).toBe(false);
  });

  it('never verifies against a missing or broken hash', async () => {
    expect(await verifySecret(null, '')).toBe(false);
    expect(await verifySecret('not-a-hash', 'anything')).toBe(false);
  });

  it('normalises secret answers for case and spaces', () => {
    expect(normaliseSecretAnswer('  Rex   the\tDOG ')).toBe('rex the dog');
    expect(normaliseSecretAnswer('São Paulo')).toBe('são paulo');
  });
});
