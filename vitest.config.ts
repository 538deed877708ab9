import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// Unit tests sit beside their code; tests/integration and tests/conformance run here too.
// tests/e2e is Playwright's (npm run test:e2e).
export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', '.output/**', '.wxt/**', 'tests/e2e/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
