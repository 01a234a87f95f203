import { defineConfig } from 'vitest/config';

/**
 * Projects: engine, shared and web unit tests; the HTTP API suite once per database (PGlite always,
 * PostgreSQL when TEST_DATABASE_URL is set); browser tests against the real server.
 */
const apiSuite = (database: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `api-${database}`,
    include: ['tests/api/**/*.test.ts'],
    env: { VETRINA_TEST_DB: database },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      apiSuite('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiSuite('postgres')] : []),
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
