import crypto from 'node:crypto';
import Fastify, { LogController } from 'fastify';
import type pino from 'pino';
import { collectDefaultMetrics } from 'prom-client';
import type { Config } from '../config';
import type { AppDeps } from '../deps';
import { healthRoutes } from './health-routes';

// The metrics' own address (METRICS_HOST:METRICS_PORT, docs/operations.md#metrics), never the API's public port:
// GET /metrics in Prometheus's text format, for the holders of METRICS_TOKEN when it is set; /health and /ready as on
// the API, so that a worker process, which has no other port, can be probed too.

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/** Bearer `token`, compared in constant time. */
function holdsToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export async function startMetricsServer(
  deps: Pick<AppDeps, 'database' | 'queue' | 'metrics'>,
  options: NonNullable<Config['metrics']>,
  log: pino.Logger,
): Promise<MetricsServer> {
  const { registry } = deps.metrics;
  // The process's own (CPU, memory, event loop lag, GC): once per registry, with the process serving them.
  collectDefaultMetrics({ register: registry });
  // Its log: what /ready finds, not each scrape.
  const app = Fastify({ loggerInstance: log.child({ server: 'metrics' }), logController: new LogController({ disableRequestLogging: true }) });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ success: false, error: 'Not found.' }));
  await app.register(healthRoutes(deps));
  app.get('/metrics', async (request, reply) => {
    if (options.token !== undefined && !holdsToken(request.headers.authorization, options.token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ success: false, error: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.' });
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
  const url = await app.listen({ port: options.port, host: options.host });
  return { url, close: () => app.close() };
}
