import { createSimulator } from '../../sim/index';
import { loadConfig } from '../../server/config';
import { startApi } from '../../server/main';

// One part of an e2e worker's stack in a process of its own (`stack-part.ts sim|api`, config from the
// environment, port 0): prints `{"ready":"<url>"}` on a line of its own once it listens, and stops when the
// worker that started it goes (its stdin closes), so a worker that dies leaves nothing running.

const part = process.argv[2];
let close: () => Promise<void>;
let url: string;
if (part === 'sim') {
  const sim = createSimulator({ webBase: process.env.SIM_WEB_BASE || undefined });
  url = await sim.listen({ port: 0, host: '127.0.0.1' });
  close = () => sim.close();
} else if (part === 'api') {
  const api = await startApi(loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1' }));
  url = api.url;
  close = () => api.close();
} else {
  throw new Error(`usage: stack-part.ts sim|api (got ${part})`);
}
process.stdout.write(`${JSON.stringify({ ready: url })}\n`);

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), 10_000).unref();
  close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.stdin.on('end', stop).on('error', stop).resume();
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
