import { defineConfig } from '@playwright/test';
import { timeoutScale } from './scripts/lib/timeout-scale';

// Run through `npm run test:e2e` (scripts/e2e.ts), which builds the extension. Each worker starts its own
// simulator and API (tests/e2e/fixtures.ts), so tests run in parallel, in any order, on any worker.
// SALVO_E2E_WORKERS overrides the worker count. 3 suits a 2-core machine: tests spend about a fifth of their time
// waiting on the API and the panel's polls, which a third worker fills (245 s against 278 with 2; 4 took as long as 3).
const scale = timeoutScale();
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: Number(process.env.SALVO_E2E_WORKERS) || 3,
  // Upper bounds for a hang (a launch's end included), stretched on a busy machine (scripts/lib/timeout-scale.ts).
  timeout: 180_000 * scale,
  expect: { timeout: 60_000 * scale },
  retries: 0,
  // Its own folder: Playwright empties it at start.
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // No trace by default: recording one costs about 40% more CPU, and its screencast keeps every page painting,
  // which hid races the buyer would meet. `npm run test:e2e -- --trace=retain-on-failure` records them (README "Tests").
  use: { trace: 'off', screenshot: 'only-on-failure' },
});
