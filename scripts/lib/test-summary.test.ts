import { describe, expect, it } from 'vitest';
import { closingLines, verdictOf, type StepOutcome } from './test-summary';

const typecheck: StepOutcome = { name: 'typecheck', ok: true, ms: 1000 };
const vitest = (change: Partial<StepOutcome>): StepOutcome => ({
  name: 'unit and integration',
  ok: true,
  ms: 2000,
  tests: { passed: 50, failed: [] },
  ...change,
});

describe("npm test's verdict", () => {
  it('passes when every step passed, counting the tests each ran', () => {
    const steps = [typecheck, vitest({}), { name: 'e2e', ok: true, ms: 3000, tests: { passed: 1, failed: [] } }];
    expect(verdictOf(steps)).toEqual({ passed: 51, failed: 0, failures: [], ok: true });
    expect(closingLines(steps, 6000).at(-1)).toBe('tests: 51 passed, 0 failed');
  });

  it('counts a step that could not start as a failure, named, and fails the run', () => {
    // vitest's config threw before any test ran (Node 20: "fs.globSync is not a function"): no results at all.
    const steps = [
      typecheck,
      vitest({ ok: false, ended: 'exit code 1', tests: undefined }),
      { name: 'e2e', ok: true, ms: 3000, tests: { passed: 51, failed: [] } },
    ];
    const verdict = verdictOf(steps);
    expect(verdict).toEqual({ passed: 51, failed: 1, failures: ['unit and integration (the step failed: exit code 1, no test results)'], ok: false });
    const lines = closingLines(steps, 6000);
    expect(lines).toContain('✘ unit and integration (2.0 s)');
    expect(lines.slice(-3)).toEqual(['failed:', '  ✘ unit and integration (the step failed: exit code 1, no test results)', 'tests: 51 passed, 1 failed']);
  });

  it('counts a step that failed without a failed test of its own once, and one that named its failures by them', () => {
    const steps = [
      { name: 'lint', ok: false, ms: 10, ended: 'did not start: spawn eslint ENOENT' },
      vitest({ ok: false, ended: 'exit code 1', tests: { passed: 48, failed: ['a.test.ts › one', 'b.test.ts (did not load)'] } }),
      // Exited non-zero though every test it ran passed (an error outside the tests).
      { name: 'e2e', ok: false, ms: 5, ended: 'exit code 1', tests: { passed: 3, failed: [] } },
    ];
    expect(verdictOf(steps)).toEqual({
      passed: 51,
      failed: 4,
      failures: [
        'a.test.ts › one',
        'b.test.ts (did not load)',
        'lint (the step failed: did not start: spawn eslint ENOENT, no test results)',
        'e2e (the step failed: exit code 1)',
      ],
      ok: false,
    });
  });

  it('fails the run on a failed test even when its step says it passed', () => {
    expect(verdictOf([vitest({ tests: { passed: 1, failed: ['a.test.ts › one'] } })]).ok).toBe(false);
  });
});
