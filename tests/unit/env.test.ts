import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../server/env.js';

const SECRET = 'a-real-secret-of-at-least-32-characters!!';
const production = { NODE_ENV: 'production', SESSION_SECRET: SECRET, PSEUDONYM_KEY: `${SECRET}x`, APP_URL: 'https://clima.example' };

describe('parseEnv', () => {
  it('has working defaults for development', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '127.0.0.1',
      REPORT_MIN_USERS: 3,
      SEED_DEMO: true,
      LOG_LEVEL: 'info',
      DUCKDB_MEMORY_LIMIT: '448MB',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('coerces numbers and flags from strings', () => {
    expect(parseEnv({ PORT: '8080', REPORT_MIN_USERS: '5', SEED_DEMO: 'false' })).toMatchObject({ PORT: 8080, REPORT_MIN_USERS: 5, SEED_DEMO: false });
  });

  it('names a bad PORT with a clear message', () => {
    for (const PORT of ['abc', '70000', '-1', '80.5']) {
      expect(() => parseEnv({ PORT }), PORT).toThrow(/^Invalid configuration:\n {2}PORT: /);
    }
  });

  it('lists every bad setting at once', () => {
    let message = '';
    try {
      parseEnv({ PORT: 'x', DATABASE_URL: 'mysql://db', SMTP_URL: 'http://mail', DUCKDB_MEMORY_LIMIT: 'lots', LOG_LEVEL: 'loud' });
    } catch (e) {
      message = (e as Error).message;
    }
    for (const key of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'DUCKDB_MEMORY_LIMIT', 'LOG_LEVEL']) expect(message).toContain(`  ${key}: `);
    expect(message).toContain('DATABASE_URL: must be a postgres:// connection URL');
  });

  it('treats an empty DATABASE_URL as none (embedded database)', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(parseEnv({ DATABASE_URL: 'postgresql://u@h/db' }).DATABASE_URL).toBe('postgresql://u@h/db');
  });

  it('refuses short secrets', () => {
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32 characters/);
  });

  it('in production refuses the development secrets and a missing APP_URL', () => {
    let message = '';
    try {
      parseEnv({ NODE_ENV: 'production' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('SESSION_SECRET: must be set to a real secret in production');
    expect(message).toContain('APP_URL: is required in production');
    // Unset keys are read from DATA_DIR/keys at boot (server/lib/keys.ts refuses a missing one);
    // the published development value is refused here.
    expect(() => parseEnv({ ...production, PSEUDONYM_KEY: 'dev-only-secret-change-me-0000000000000000' })).toThrow(/PSEUDONYM_KEY/);
    expect(() => parseEnv({ ...production, SEALING_KEY: 'dev-only-secret-change-me-0000000000000000' })).toThrow(/SEALING_KEY/);
  });

  it('in production accepts real secrets', () => {
    expect(parseEnv(production)).toMatchObject({ NODE_ENV: 'production', APP_URL: 'https://clima.example', SESSION_SECRET: SECRET });
  });
});
