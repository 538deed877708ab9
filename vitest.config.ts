import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { timeoutScale } from './scripts/lib/timeout-scale';

// Unit tests sit beside their code; tests/integration and tests/conformance run here too.
// tests/e2e is Playwright's (npm run test:e2e).
// With SALVO_TEST_POSTGRES_URL (`npm test` sets it), two projects: everything on embedded PGlite, and the
// database-backed suites again on that PostgreSQL, side by side in one run. Without it, one run that uses
// DATABASE_URL when set (server/db/test-db.ts).
const postgresUrl = process.env.SALVO_TEST_POSTGRES_URL;
const scale = timeoutScale();
const everyTest = ['**/*.test.{ts,tsx}'];
// A project that extends the root adds its include to the root's, so the root names none when there are projects.
const databaseSuites = ['server/**/*.test.ts', 'tests/integration/**/*.test.ts'];

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: postgresUrl ? [] : everyTest,
    exclude: ['node_modules/**', '.output/**', '.wxt/**', 'tests/e2e/**'],
    environment: 'node',
    // The migrated embedded database each test file's PGlite starts from, made once and kept.
    globalSetup: ['scripts/lib/vitest-pglite-template.ts'],
    // Upper bounds for a hang, stretched on a busy machine (scripts/lib/timeout-scale.ts).
    testTimeout: 30_000 * scale,
    hookTimeout: 60_000 * scale,
    // Vitest's default leaves a core idle on a small machine; many files wait on I/O and timers.
    maxWorkers: Number(process.env.SALVO_VITEST_WORKERS) || os.availableParallelism(),
    projects: postgresUrl
      ? [
          { extends: true, test: { name: 'pglite', include: everyTest, env: { DATABASE_URL: '' } } },
          { extends: true, test: { name: 'postgres', include: databaseSuites, env: { DATABASE_URL: postgresUrl } } },
        ]
      : undefined,
  },
});
