// The simulator's HTTP server: one Fastify app holding the control API, the login dialog, the Ads Manager
// stand-in and the Graph API (everything else, with or without a /vNN.0 prefix).
import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adsManagerRoutes } from './adsmanager/page';
import { adReviewRoutes } from './control/ad-review';
import { controlRoutes } from './control/routes';
import { ruleControlRoutes } from './control/rules';
import { settingsRoutes } from './control/settings';
import type { GraphMethod, UploadedFile } from './graph/request';
import { stripVersion, tokenOf } from './graph/request';
import { versionOfPath } from './graph/versions';
import { handleGraph } from './graph/router';
import { appSecretProofError } from './oauth/apps';
import { dialogRoutes } from './oauth/dialog';
import type { Runtime } from './runtime';
import { fbtraceId, logRequest } from './runtime';
import { lostAnswerError } from './faults/faults';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseMultipart } from './multipart';
import { previewRendererRoutes } from './previews/render';

function paramsOf(req: FastifyRequest): { params: Record<string, unknown>; files: UploadedFile[] } {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const body = req.body;
  if (Buffer.isBuffer(body)) {
    const parsed = parseMultipart(body, String(req.headers['content-type'] ?? ''));
    return { params: { ...query, ...parsed.fields }, files: parsed.files };
  }
  const bodyParams = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return { params: { ...query, ...bodyParams }, files: [] };
}

export async function buildApp(rt: Runtime, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  // forceCloseConnections: hung connections (the "hang" fault) must not keep close() waiting.
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 64 * 1024 * 1024, forceCloseConnections: true });
  await app.register(formbody);
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  // A bug in the simulator answers like the platform's unknown error, never with internals.
  app.setErrorHandler((err: { statusCode?: number }, req, reply) => {
    req.log.error(err);
    const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    const code = status < 500 ? 100 : 1;
    return reply.code(status).send({
      error: {
        message: status < 500 ? 'Invalid request' : 'An unknown error has occurred.',
        type: 'OAuthException',
        code,
        is_transient: code === 1,
        fbtrace_id: 'SimInternal',
      },
    });
  });

  controlRoutes(app, rt);
  settingsRoutes(app, rt);
  ruleControlRoutes(app, rt);
  adReviewRoutes(app, rt);
  dialogRoutes(app, rt);
  adsManagerRoutes(app, rt);
  previewRendererRoutes(app, rt);

  app.route({
    method: ['GET', 'POST', 'DELETE'],
    url: '/*',
    handler: async (req, reply) => {
      const started = Date.now();
      const rawPath = req.url.split('?')[0] ?? '/';
      const path = stripVersion(decodeURIComponent(rawPath));
      const { params, files } = paramsOf(req);
      const graphReq = {
        method: req.method as GraphMethod,
        path,
        version: versionOfPath(rawPath),
        params,
        files,
        authorization: typeof req.headers.authorization === 'string' ? req.headers.authorization : undefined,
      };
      // appsecret_proof covers the whole HTTP call (a batch's operations ride on it).
      const badProof = appSecretProofError(rt, params, tokenOf(graphReq));
      const res = badProof ? { status: badProof.status, body: badProof.toBody(fbtraceId(rt)), headers: {} } : handleGraph(rt, graphReq);
      const control = res.control ?? {};
      const lostAnswer = control.lost === 'http' ? lostAnswerError().toBody(fbtraceId(rt)) : undefined;
      const status = control.hang || control.lost === 'drop' ? 0 : lostAnswer ? 502 : res.status;
      logRequest(rt, {
        method: req.method,
        path: `/${path}`,
        params,
        status,
        time: new Date(started).toISOString(),
        durationMs: Date.now() - started,
        ...(control.fault ? { fault: control.fault } : {}),
      });
      const { baseMs, perBatchOpMs } = rt.options.latency;
      const delay = baseMs + perBatchOpMs * (control.ops ?? 0);
      if (delay > 0) await sleep(delay);
      if (control.hang) {
        // Never answer: the client's timeout fires; close() destroys the socket.
        reply.hijack();
        return;
      }
      if (control.lost === 'drop') {
        reply.hijack();
        req.raw.socket.destroy();
        return;
      }
      const body = lostAnswer ?? res.body;
      const text = typeof body === 'string';
      return reply
        .code(status)
        .headers(res.headers)
        .type(text ? 'text/plain; charset=UTF-8' : 'application/json; charset=UTF-8')
        .send(text ? body : JSON.stringify(body));
    },
  });
  return app;
}
