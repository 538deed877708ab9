import fs from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

// A vitest reporter for `npm test`: every test's project, file, name, state and time, written as JSON to
// SALVO_VITEST_SUMMARY, for the run's counts and its slowest tests (scripts/test.ts).

export interface VitestSummary {
  tests: Array<{ project: string; file: string; name: string; state: string; ms: number }>;
  /** Test files that failed outside their tests (an import error, a hook). */
  failedModules: string[];
}

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const out = process.env.SALVO_VITEST_SUMMARY;
    if (!out) return;
    const summary: VitestSummary = { tests: [], failedModules: [] };
    for (const m of modules) {
      const project = m.project.name || 'default';
      if (m.state() === 'failed' && m.errors().length > 0) summary.failedModules.push(`${project} ${m.relativeModuleId}`);
      for (const t of m.children.allTests()) {
        summary.tests.push({ project, file: m.relativeModuleId, name: t.fullName, state: t.result().state, ms: t.diagnostic()?.duration ?? 0 });
      }
    }
    fs.writeFileSync(out, JSON.stringify(summary));
  }
}
