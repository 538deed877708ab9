import { defineConfig } from '@playwright/test';
import { timeoutScale } from './scripts/lib/timeout-scale';

// Run through `npm run test:e2e` (scripts/e2e.ts), which builds the extension. Each worker starts its own
// simulator and API (tests/e2e/fixtures.ts), so tests run in parallel, in any order, on any worker.
// SALVO_E2E_WORKERS overrides the worker count (2 suits a 2-core machine: see README "Tests").
const scale = timeoutScale();
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: Number(process.env.SALVO_E2E_WORKERS) || 2,
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
