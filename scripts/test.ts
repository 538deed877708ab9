import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findChromium, INSTALL_HINT } from './lib/find-chromium';
import { root } from './lib/stack';
import { startThrowawayPostgres } from './lib/throwaway-postgres';

// `npm test`: typecheck, lint, unit and integration (PGlite, then PostgreSQL when one is reachable
// or startable), e2e in Chromium. Every step runs; the run fails if any failed.

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });

const steps: { name: string; ok: boolean }[] = [];
const counts = { passed: 0, failed: 0 };

function step(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  steps.push({ name, ok });
  return ok;
}

function countVitest(file: string): void {
  if (!fs.existsSync(file)) return;
  const j = JSON.parse(fs.readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  counts.passed += j.numPassedTests;
  counts.failed += j.numFailedTests;
}

function vitest(name: string, file: string, filters: string[], env: NodeJS.ProcessEnv = {}): void {
  fs.rmSync(file, { force: true });
  step(name, bin('vitest'), ['run', ...filters, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  countVitest(file);
}

step('typecheck', bin('tsc'), ['--noEmit']);
step('lint', bin('eslint'), ['.', '--max-warnings=0']);
vitest('unit and integration (PGlite)', path.join(results, 'vitest.json'), [], { DATABASE_URL: '' });

// The database-backed suites again on a real PostgreSQL.
const dbSuites = ['server', 'tests/integration'];
if (process.env.DATABASE_URL) {
  vitest('database suites (PostgreSQL at DATABASE_URL)', path.join(results, 'vitest-pg.json'), dbSuites);
} else {
  const pg = await startThrowawayPostgres().catch((e: unknown) => {
    console.error(`could not start a throwaway PostgreSQL: ${e instanceof Error ? e.message : e}`);
    steps.push({ name: 'start throwaway PostgreSQL', ok: false });
    return null;
  });
  if (pg) {
    try {
      vitest('database suites (throwaway PostgreSQL)', path.join(results, 'vitest-pg.json'), dbSuites, { DATABASE_URL: pg.url });
    } finally {
      pg.stop();
    }
  } else if (!steps.some((s) => !s.ok)) {
    console.log('\nskipped the PostgreSQL run: no DATABASE_URL and no initdb/pg_ctl under /usr/lib/postgresql (apt-get install -y postgresql)');
  }
}

if (!findChromium()) {
  console.error(INSTALL_HINT);
  steps.push({ name: 'e2e', ok: false });
} else {
  const e2eJson = path.join(results, 'e2e.json');
  fs.rmSync(e2eJson, { force: true });
  step('e2e (Chromium with the built extension)', bin('tsx'), ['scripts/e2e.ts']);
  if (fs.existsSync(e2eJson)) {
    const s = (JSON.parse(fs.readFileSync(e2eJson, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } }).stats;
    counts.passed += s.expected + s.flaky;
    counts.failed += s.unexpected;
  }
}

console.log('\n' + steps.map((s) => `${s.ok ? '✔' : '✘'} ${s.name}`).join('\n'));
const failedSteps = steps.filter((s) => !s.ok).length;
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(failedSteps ? 1 : 0);
