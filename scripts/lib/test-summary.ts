// The verdict of `npm test` (scripts/test.ts): its closing lines and whether the run passed. A step that failed
// without naming a failed test of its own (it could not start, it crashed in its config, it wrote no results)
// counts as one failed test, named, so the closing line never reads "0 failed" after a step failed.

export interface StepOutcome {
  name: string;
  ok: boolean;
  ms: number;
  /** How it ended when it did not end well: "exit code 1", "did not start: spawn … ENOENT". */
  ended?: string;
  /** The tests it ran, when it reported them (vitest, e2e): how many passed, and the names of those that failed. */
  tests?: { passed: number; failed: string[] };
}

export interface RunVerdict {
  passed: number;
  failed: number;
  /** Every failure, one a line: the failed tests, then the steps that failed without a failed test of their own. */
  failures: string[];
  ok: boolean;
}

export function verdictOf(steps: StepOutcome[]): RunVerdict {
  const failedTests = steps.flatMap((s) => s.tests?.failed ?? []);
  const failedSteps = steps
    .filter((s) => !s.ok && (s.tests?.failed.length ?? 0) === 0)
    .map((s) => `${s.name} (the step failed${s.ended ? `: ${s.ended}` : ''}${s.tests ? '' : ', no test results'})`);
  const failures = [...failedTests, ...failedSteps];
  return {
    passed: steps.reduce((n, s) => n + (s.tests?.passed ?? 0), 0),
    failed: failures.length,
    failures,
    ok: failures.length === 0 && steps.every((s) => s.ok),
  };
}

/** The run's last lines: each step with its time, the total, the failures, and `tests: N passed, N failed`. */
export function closingLines(steps: StepOutcome[], totalMs: number): string[] {
  const verdict = verdictOf(steps);
  return [
    ...steps.map((s) => `${s.ok ? '✔' : '✘'} ${s.name} (${(s.ms / 1000).toFixed(1)} s)`),
    `total ${(totalMs / 1000).toFixed(0)} s`,
    ...(verdict.failures.length > 0 ? ['failed:', ...verdict.failures.map((f) => `  ✘ ${f}`)] : []),
    `tests: ${verdict.passed} passed, ${verdict.failed} failed`,
  ];
}
