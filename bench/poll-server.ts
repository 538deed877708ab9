// A server of bench:poll, in a process of its own: POLL_MODE=api is the Salvo API (server/app.ts, no launch
// worker) on DATABASE_URL, counting its database statements (GET /__bench/queries, this process only);
// POLL_MODE=bare is a bare Fastify route answering POLL_BODY (the same launch record) at the same path.
// Prints "ready" once listening on PORT. Run by bench/poll.ts.
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { createDeps } from '../server/deps';

const port = Number(process.env.PORT);
let server;
if (process.env.POLL_MODE === 'bare') {
  const record = JSON.parse(process.env.POLL_BODY ?? '{}') as object;
  server = Fastify();
  server.get('/dashboard/campaign-launches/:id', async () => record);
} else {
  const config = loadConfig(process.env);
  let queries = 0;
  const database = await openDatabase(config, { onQuery: () => (queries += 1) });
  const deps = createDeps({ config, database, queue: { enqueue: async () => undefined } });
  server = await buildApp({ deps });
  server.get('/__bench/queries', { schema: { hide: true } }, async () => ({ queries }));
}
await server.listen({ port, host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
