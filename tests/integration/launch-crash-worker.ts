// A launch worker process for launch-crash.test.ts and launch-chaos.test.ts: server/worker.ts's startWorker in the
// test's own Postgres schema (CRASH_TEST_SCHEMA), so that runs never share a queue. Killed with SIGKILL by the test.
// Says `ready` with its metrics' address (METRICS_PORT=0: a free port), which the test scrapes.
import pino from 'pino';
import { loadConfig } from '../../server/config';
import { startWorker } from '../../server/worker';

const config = loadConfig(process.env);
const worker = await startWorker(config, pino({ level: 'silent' }), { schema: process.env.CRASH_TEST_SCHEMA });
process.stdout.write(`ready ${worker.metricsUrl ?? ''}\n`);
