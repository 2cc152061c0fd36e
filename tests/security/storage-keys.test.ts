import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadKeys, sealingKeyOf } from '../../server/lib/keys.js';

// Issue #11, item 8 (b): no published constant keys a real installation's pseudonyms.

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'clima-keys-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const quiet = () => {};

describe('installation keys', () => {
  it('are made on first start under DATA_DIR with mode 0600, differ per installation and stay the same at the next start', () => {
    const dir = tempDir();
    const first = loadKeys({ dataDir: dir, production: false, given: {}, log: quiet });
    for (const file of ['pseudonym.key', 'sealing.key']) expect(statSync(path.join(dir, 'keys', file)).mode & 0o777).toBe(0o600);
    expect(first.pseudonym).not.toMatch(/dev-only/);
    expect(first.sealing).toHaveLength(32);
    const again = loadKeys({ dataDir: dir, production: false, given: {}, log: quiet });
    expect(again.pseudonym).toBe(first.pseudonym);
    expect(again.sealing.equals(first.sealing)).toBe(true);
    const other = loadKeys({ dataDir: tempDir(), production: false, given: {}, log: quiet });
    expect(other.pseudonym).not.toBe(first.pseudonym);
    expect(other.sealing.equals(first.sealing)).toBe(false);
  });

  it('take an explicit environment value over the file', () => {
    const dir = tempDir();
    loadKeys({ dataDir: dir, production: false, given: {}, log: quiet });
    const given = { pseudonym: 'p'.repeat(40), sealing: 's'.repeat(40) };
    const keys = loadKeys({ dataDir: dir, production: false, given, log: quiet });
    expect(keys.pseudonym).toBe(given.pseudonym);
    expect(keys.sealing.equals(sealingKeyOf(given.sealing))).toBe(true);
    expect(readFileSync(path.join(dir, 'keys', 'pseudonym.key'), 'utf8').trim()).not.toBe(given.pseudonym);
  });

  it('are required in production: from the environment or a file, never made up', () => {
    const dir = tempDir();
    expect(() => loadKeys({ dataDir: dir, production: true, given: {}, log: quiet })).toThrow(/PSEUDONYM_KEY: is required in production/);
    expect(() => loadKeys({ dataDir: dir, production: true, given: { pseudonym: 'p'.repeat(40) }, log: quiet })).toThrow(/SEALING_KEY: is required in production/);
    const made = loadKeys({ dataDir: dir, production: false, given: {}, log: quiet });
    expect(loadKeys({ dataDir: dir, production: true, given: {}, log: quiet }).pseudonym).toBe(made.pseudonym);
  });
});
