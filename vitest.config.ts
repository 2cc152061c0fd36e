import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    // Fails a test whose calls answered something their output schema does not allow.
    setupFiles: ['tests/setup/output-guard.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Browser tests start their own server and Chromium; keep them from competing with each other.
    fileParallelism: true,
    maxWorkers: 2,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  },
});
