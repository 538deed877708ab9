import { defineConfig } from '@playwright/test';

// Run through `npm run test:e2e` (scripts/e2e.ts), which starts the simulator and the API and
// builds the extension for them. One worker: each test owns a browser with the extension loaded.
export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  retries: 0,
  // Its own folder: Playwright empties it at start, and test-results/ also holds the servers' logs.
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
});
