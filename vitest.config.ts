import fs from 'node:fs';
import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { timeoutScale } from './scripts/lib/timeout-scale';

// Unit tests sit beside their code; tests/integration and tests/conformance run here too.
// tests/e2e is Playwright's (npm run test:e2e).
//
// Projects (CONTRIBUTING.md#test):
// - `extension`: the side panel's components and the extension's code, in happy-dom with WXT's fake browser. Each
//   file gets fresh modules (isolation): these tests mock modules and share the DOM and the fake browser's state.
// - `node`: everything else. Its files share a worker's modules (no isolation), which halves vitest's CPU time:
//   importing the API, the simulator and drizzle again for every file was most of it. What these tests share
//   must not leak: each opens its own database, app and simulator, and none mocks a module.
// - `postgres`, with SALVO_TEST_POSTGRES_URL (`npm test` sets it): the database suites run there instead of on PGlite.
//   Production runs on PostgreSQL only (docs/architecture.md#database), so that is where they must pass; PGlite, the
//   development and demo database, keeps its own tests (`bothEngines` below) and carries every e2e worker's API. Without
//   it, `node` runs them on DATABASE_URL when set, else on PGlite (server/db/test-db.ts).
const postgresUrl = process.env.SALVO_TEST_POSTGRES_URL;
const scale = timeoutScale();
const outside = ['node_modules/**', '.output/**', '.wxt/**', 'tests/e2e/**'];
const extensionTests = ['components/**/*.test.{ts,tsx}', 'lib/extension/**/*.test.ts', 'entrypoints/**/*.test.ts'];
const databaseSuites = ['server/**/*.test.ts', 'tests/integration/**/*.test.ts'];
// Database suites that stay on PGlite: they never open the configured database (an extension build; the API's and a
// worker's own DATA_DIR). And those that run on both: the embedded database itself (migrations, its lock) and the schema check.
const embedded = ['tests/integration/extension-api-base.test.ts', 'tests/integration/data-dir.test.ts', 'tests/integration/ops-processes.test.ts'];
const bothEngines = ['server/db/database.test.ts', 'server/db/schema.test.ts'];
const onPostgres = postgresUrl ? fs.globSync(databaseSuites).filter((file) => !embedded.includes(file)) : [];

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    // A project that extends the root adds its include to the root's, so the root names none.
    include: [],
    exclude: outside,
    environment: 'node',
    // The migrated embedded database each test file's PGlite starts from, made once and kept.
    globalSetup: ['scripts/lib/vitest-pglite-template.ts'],
    // Upper bounds for a hang, stretched on a busy machine (scripts/lib/timeout-scale.ts).
    testTimeout: 30_000 * scale,
    hookTimeout: 60_000 * scale,
    // Vitest's default leaves a core idle on a small machine; many files wait on I/O and timers.
    maxWorkers: Number(process.env.SALVO_VITEST_WORKERS) || os.availableParallelism(),
    projects: [
      { extends: true, test: { name: 'extension', include: extensionTests } },
      {
        extends: true,
        test: {
          name: 'node',
          include: ['**/*.test.{ts,tsx}'],
          exclude: [...outside, ...extensionTests, ...onPostgres.filter((file) => !bothEngines.includes(file))],
          isolate: false,
          ...(postgresUrl ? { env: { DATABASE_URL: '' } } : {}),
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', include: onPostgres, isolate: false, env: { DATABASE_URL: postgresUrl } },
            },
          ]
        : []),
    ],
  },
});
