// @ts-check
// Type-aware linting: typescript-eslint's recommended rules with type information (not strict),
// plus the two promise rules as errors and React's hooks rules in the client. Rules below are
// off or adjusted only where the codebase departs from them on purpose; each says why.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['dist/', 'node_modules/', 'tests/bench/results/', 'data/', 'test-results/']),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    // One program for the whole tree (tsconfig.json includes every folder), found per file.
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A promise nobody awaits loses its failure: awaited, or `void` with a comment saying why.
      '@typescript-eslint/no-floating-promises': 'error',
      // An async function where a void callback is expected (an event handler, a timer, a
      // Fastify reply where a setter is typed void) drops its failure the same way.
      '@typescript-eslint/no-misused-promises': 'error',
      // Off: functions that fulfil a Promise contract are `async` even without an `await`
      // (Kysely migrations' up/down, the PGlite dialect's driver methods, Fastify plugins, test
      // fakes), so that a throw becomes a rejection as the caller expects. Dropping `async`
      // would change that.
      '@typescript-eslint/require-await': 'off',
      // Off: `String(value)` is how the code turns loosely typed values it knows to be strings or
      // primitives into text (DuckDB rows, spreadsheet cells, FileReader results, HTTP headers,
      // a thrown non-Error); the rule cannot see that and would ask for casts instead.
      '@typescript-eslint/no-base-to-string': 'off',
      // Off: hot loops in the analytics engine write paired updates as one comma sequence
      // (`(sum.total += x), (sum.n += n)`) and tests count with a ternary statement; both on purpose.
      '@typescript-eslint/no-unused-expressions': 'off',
      // Destructuring a field away (`const { id, ...rest } = row`) is how the code omits one.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // TanStack Router's guards `throw redirect(...)`: the router catches that Response on purpose.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'Redirect' }], allowThrowingAny: true, allowThrowingUnknown: true },
      ],
      // Passing on a caught value (typed unknown) as a rejection is forwarding, as rethrowing it is
      // (only-throw-error allows that by default).
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true, allowThrowingUnknown: true }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // An error, not a warning: a warning does not fail `npm test` and so piles up unread. An
      // effect that must run on fewer inputs than it reads says so with a disable comment and
      // its reason, where it is.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['tests/**/*.ts'],
    rules: {
      // Off in tests: they read untyped bodies on purpose (HTTP answers, CSV, spreadsheets, PDF
      // text, raw SQL rows) and hand procedures ill-typed input to prove it is refused.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Test names and assertion messages print arrays (`${['a', 'b']}` reads "a,b") on purpose.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowArray: true }],
    },
  },
  {
    // This file and any other plain JavaScript: no types to lint with.
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);
