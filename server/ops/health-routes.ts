import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { readinessOf, type ReadinessCheck } from './readiness';

// GET /health: liveness, the process answers (nothing else is asked: a database down must not get every process
// restarted). GET /ready: readiness, the process reaches the database and the launch queue, else a 503 naming what it
// does not reach. Both public on the API's port and the metrics' (docs/operations.md#health-and-readiness): they say
// nothing but the names of the checks; why one failed goes to the log, once each time the answer changes.

const WHAT_FAILED: Record<ReadinessCheck, string> = {
  database: 'the database does not answer',
  queue: 'the launch queue cannot be read',
};

export function healthRoutes(deps: Pick<AppDeps, 'database' | 'queue'>) {
  const readiness = readinessOf(deps.database, deps.queue);
  let lastFailed = '';
  return async (app: FastifyInstance) => {
    app.get('/health', { schema: { hide: true } }, async () => ({ ok: true }));
    app.get('/ready', { schema: { hide: true } }, async (request, reply) => {
      const failures = await readiness();
      const failed = failures.map((f) => f.check);
      if (failed.join() !== lastFailed) {
        lastFailed = failed.join();
        if (failures.length > 0) request.log.warn({ failures: failures.map((f) => ({ check: f.check, err: f.error })) }, 'not ready');
        else request.log.info('ready again');
      }
      if (failed.length === 0) return { ok: true };
      return reply.code(503).send({ ok: false, failed, error: `Not ready: ${failed.map((c) => WHAT_FAILED[c]).join('; ')}.` });
    });
  };
}
