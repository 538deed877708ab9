import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_EXTENSION_DIR, prepareE2e } from './lib/e2e-prepare';
import { findChromium, INSTALL_HINT } from './lib/find-chromium';
import { checkSize } from './lib/size-check';
import { buildExtension, root } from './lib/stack';
import { slowestLines, type Timed } from './lib/test-report';
import { closingLines, verdictOf, type StepOutcome } from './lib/test-summary';
import { startThrowawayPostgres, type ThrowawayPostgres } from './lib/throwaway-postgres';
import type { VitestSummary } from './lib/vitest-summary-reporter';

// `npm test`: typecheck, lint, format, the size budgets, unit and integration (the database suites on PostgreSQL when
// one is reachable or startable, the rest on PGlite: vitest.config.ts), e2e in Chromium. Every step runs; the run fails
// if any failed. Steps that do not fight for the CPU run side by side: typecheck, lint and the e2e preparation first
// (their output is printed as each ends; the size budgets are checked on the e2e build once it is made), then vitest
// (both databases in one run), then e2e. Ends with the slowest tests and the counts.

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });

// Each step's outcome, with the tests it ran (scripts/lib/test-summary.ts makes the verdict of them).
const steps: StepOutcome[] = [];
const timed: { vitest: Timed[]; e2e: Timed[] } = { vitest: [], e2e: [] };
const started = Date.now();

/** Runs a command; `buffered` keeps its output until it ends (for steps that run side by side). */
function step(name: string, cmd: string, args: string[], opts: { env?: NodeJS.ProcessEnv; buffered?: boolean } = {}): Promise<StepOutcome> {
  const t0 = Date.now();
  if (!opts.buffered) console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: opts.buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...opts.env } });
    let out = '';
    let settled = false;
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    const done = (ended: string | null) => {
      if (settled) return; // a child that cannot start may report both an error and an exit
      settled = true;
      const ms = Date.now() - t0;
      if (opts.buffered) console.log(`\n▶ ${name} (${(ms / 1000).toFixed(1)} s)\n${out.trimEnd()}`);
      const outcome: StepOutcome = { name, ok: ended === null, ms, ...(ended ? { ended } : {}) };
      steps.push(outcome);
      resolve(outcome);
    };
    child.on('error', (e) => {
      out += e.message;
      if (!opts.buffered) console.error(e.message);
      done(`did not start: ${e.message}`);
    });
    child.on('exit', (code, signal) => done(code === 0 ? null : signal ? `ended by ${signal}` : `exit code ${code}`));
  });
}

/** A step that is a function of this process (its output goes straight to the terminal). */
async function inProcess(name: string, fn: () => Promise<unknown>): Promise<void> {
  const t0 = Date.now();
  let ok = true;
  try {
    await fn();
  } catch (e) {
    console.error(`${name}: ${e instanceof Error ? e.message : e}`);
    ok = false;
  }
  steps.push({ name, ok, ms: Date.now() - t0 });
}

/** `npm run size`'s check (scripts/lib/size-check.ts) on `built` (the e2e run's build), or on a build of its own when
 * there is none; a part over its budget fails the step, named with its size and budget. */
async function sizeBudgets(built: string | null): Promise<void> {
  const name = 'size budgets (npm run size)';
  const t0 = Date.now();
  try {
    let dir = built;
    if (!dir || !fs.existsSync(path.join(dir, 'sidepanel.html'))) {
      const outDir = path.join(root, '.output', 'size');
      await buildExtension({ apiUrl: 'http://127.0.0.1:4000', outDir });
      dir = path.join(outDir, 'chrome-mv3');
    }
    const { lines, problems } = checkSize(dir);
    console.log(`\n▶ ${name}\n${lines.join('\n')}`);
    steps.push({ name, ok: problems.length === 0, ms: Date.now() - t0, ...(problems.length > 0 ? { ended: problems.join('; ') } : {}) });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    console.error(`${name}: ${message}`);
    steps.push({ name, ok: false, ms: Date.now() - t0, ended: message.split('\n')[0]! });
  }
}

// The PostgreSQL of the database suites: DATABASE_URL, else a throwaway cluster (started beside the first steps).
async function postgres(): Promise<{ url: string; cluster: ThrowawayPostgres | null } | null> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, cluster: null };
  try {
    const cluster = await startThrowawayPostgres();
    if (cluster) return { url: cluster.url, cluster };
    console.log('\nskipped the PostgreSQL run: no DATABASE_URL and no initdb/pg_ctl under /usr/lib/postgresql (apt-get install -y postgresql)');
  } catch (e) {
    console.error(`could not start a throwaway PostgreSQL: ${e instanceof Error ? e.message : e}`);
    steps.push({ name: 'start throwaway PostgreSQL', ok: false, ms: 0 });
  }
  return null;
}

const chrome = findChromium();
const [pg] = await Promise.all([
  postgres(),
  step('typecheck', bin('tsc'), ['--noEmit'], { buffered: true }),
  step('lint', bin('eslint'), ['.', '--max-warnings=0'], { buffered: true }),
  step('import cycles (oxlint)', bin('oxlint'), ['--max-warnings=0'], { buffered: true }),
  step('unused files and exports (knip)', bin('knip'), [], { buffered: true }),
  step('format (prettier --check)', bin('prettier'), ['--check', '.', '--log-level=warn'], { buffered: true }),
  chrome ? inProcess('e2e preparation (extension build, API data)', prepareE2e).then(() => sizeBudgets(E2E_EXTENSION_DIR)) : sizeBudgets(null),
]);

try {
  const summaryFile = path.join(results, 'vitest-summary.json');
  fs.rmSync(summaryFile, { force: true });
  const name = pg
    ? `unit and integration (PGlite), the database suites on PostgreSQL${pg.cluster ? ' (throwaway)' : ' (DATABASE_URL)'}`
    : 'unit and integration (PGlite)';
  const vitest = await step(
    name,
    bin('vitest'),
    ['run', '--reporter=default', `--reporter=${path.join(root, 'scripts', 'lib', 'vitest-summary-reporter.ts')}`],
    {
      env: { SALVO_VITEST_SUMMARY: summaryFile, ...(pg ? { SALVO_TEST_POSTGRES_URL: pg.url } : { DATABASE_URL: '' }) },
    },
  );
  if (fs.existsSync(summaryFile)) {
    const s = JSON.parse(fs.readFileSync(summaryFile, 'utf8')) as VitestSummary;
    const named = (t: VitestSummary['tests'][number]) => `${pg ? `[${t.project}] ` : ''}${t.file} › ${t.name}`;
    vitest.tests = {
      passed: s.tests.filter((t) => t.state === 'passed').length,
      failed: [...s.tests.filter((t) => t.state === 'failed').map(named), ...s.failedModules.map((file) => `${file} (did not load)`)],
    };
    timed.vitest.push(...s.tests.map((t) => ({ name: named(t), ms: t.ms })));
  }
} finally {
  pg?.cluster?.stop();
}

if (!chrome) {
  console.error(INSTALL_HINT);
  steps.push({ name: 'e2e', ok: false, ms: 0, ended: 'no Chromium to run it in' });
} else {
  const e2eJson = path.join(results, 'e2e.json');
  fs.rmSync(e2eJson, { force: true });
  const e2e = await step('e2e (Chromium with the built extension)', bin('tsx'), ['scripts/e2e.ts']);
  if (fs.existsSync(e2eJson)) {
    const report = JSON.parse(fs.readFileSync(e2eJson, 'utf8')) as PlaywrightReport;
    e2e.tests = { passed: report.stats.expected + report.stats.flaky, failed: playwrightFailures(report) };
    timed.e2e.push(...playwrightTests(report));
  }
}

interface PlaywrightSuite {
  title: string;
  specs?: Array<{ title: string; file: string; tests: Array<{ status: string; results: Array<{ duration: number }> }> }>;
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
}

function playwrightTests(report: PlaywrightReport): Timed[] {
  const out: Timed[] = [];
  const walk = (s: PlaywrightSuite): void => {
    for (const spec of s.specs ?? []) for (const t of spec.tests) for (const r of t.results) out.push({ name: `${spec.file} › ${spec.title}`, ms: r.duration });
    for (const child of s.suites ?? []) walk(child);
  };
  report.suites.forEach(walk);
  return out;
}

/** The e2e tests that failed every attempt. */
function playwrightFailures(report: PlaywrightReport): string[] {
  const out: string[] = [];
  const walk = (s: PlaywrightSuite): void => {
    for (const spec of s.specs ?? []) if (spec.tests.some((t) => t.status === 'unexpected')) out.push(`${spec.file} › ${spec.title}`);
    for (const child of s.suites ?? []) walk(child);
  };
  report.suites.forEach(walk);
  return out;
}

console.log(`\nslowest vitest tests:\n${slowestLines(timed.vitest, 10)}`);
console.log(`slowest e2e tests:\n${slowestLines(timed.e2e, 10)}`);
// Failures are named again at the end: a long run's log is often read from its tail only.
console.log('\n' + closingLines(steps, Date.now() - started).join('\n'));
process.exit(verdictOf(steps).ok ? 0 : 1);
