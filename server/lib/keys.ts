import { createHash, createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The two secrets that keep stored answers anonymous, both outside the database: the pseudonym key
// (respondents are counted by a keyed digest of who they are) and the sealing key (answers wait in
// the holding table encrypted with it). Whoever holds a copy of the database without them can
// neither recompute a pseudonym from a user id nor read a held answer.

export interface Keys {
  pseudonym: string;
  /** 32 bytes for AES-256-GCM. */
  sealing: Buffer;
}

type KeyName = 'pseudonym' | 'sealing';

const FILES: Record<KeyName, string> = { pseudonym: 'pseudonym.key', sealing: 'sealing.key' };
const VARIABLES: Record<KeyName, string> = { pseudonym: 'PSEUDONYM_KEY', sealing: 'SEALING_KEY' };

/** Any secret of 32+ characters becomes the 32 bytes AES-256 needs. */
export const sealingKeyOf = (secret: string): Buffer => createHash('sha256').update(`clima-sealing:${secret}`).digest();

/**
 * A sealing key for tests and tools that give only a pseudonym key: derived from it, so both stay
 * fixed together. A started server never uses it (boot resolves a key of its own).
 */
export const derivedSealingKey = (pseudonymKey: string): Buffer => createHmac('sha256', pseudonymKey).update('clima-sealing-for-tests').digest();

export interface KeySource {
  dataDir: string;
  production: boolean;
  given: Partial<Record<KeyName, string | undefined>>;
  log: (line: string) => void;
}

/**
 * Each key from its environment variable, else from its file under DATA_DIR/keys, else (outside
 * production) a new random key written there with mode 0600. Production refuses to start without
 * a key from one of the first two: a key made up at a start of a server whose data directory is
 * not kept would silently split every respondent's pseudonym and make held answers unreadable.
 */
export function loadKeys(source: KeySource): Keys {
  const dir = path.resolve(source.dataDir, 'keys');
  const read = (name: KeyName): string => {
    const given = source.given[name];
    if (given) return given;
    const file = path.join(dir, FILES[name]);
    if (existsSync(file)) {
      const text = readFileSync(file, 'utf8').trim();
      if (text.length < 32) throw new Error(`Invalid key file ${file}: must hold at least 32 characters`);
      return text;
    }
    if (source.production) {
      throw new Error(`Invalid configuration:\n  ${VARIABLES[name]}: is required in production (set it, or put a key of 32+ characters in ${file} with mode 0600)`);
    }
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const made = randomBytes(32).toString('base64url');
    writeFileSync(file, `${made}\n`, { mode: 0o600, flag: 'wx' });
    // The umask may have narrowed the mode, never widened it; make it exact.
    chmodSync(file, 0o600);
    source.log(`keys: made a new ${name} key in ${file} (keep it: without it stored answers cannot be counted or released)`);
    return made;
  };
  return { pseudonym: read('pseudonym'), sealing: sealingKeyOf(read('sealing')) };
}
