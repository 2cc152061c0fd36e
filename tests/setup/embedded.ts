/**
 * The suite runs on the embedded database (PGlite, CLIMA_TEST_DB=embedded) instead of a
 * PostgreSQL server. A test that cannot run there is skipped with `skipIf(EMBEDDED)` and says why
 * in its name.
 */
export const EMBEDDED = process.env.CLIMA_TEST_DB === 'embedded';
