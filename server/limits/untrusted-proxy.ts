import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';

// Production with TRUST_PROXY unset, and a request that came through a proxy (docs/limits.md#the-client-address): it
// is refused with a 503, and the first from each peer is logged as an error naming TRUST_PROXY. Without TRUST_PROXY
// every client behind that proxy has the proxy's address, so each per-address figure (sign-in's, requests without a
// session, the 401s) becomes the whole deployment's, and one person anywhere could use it up for everyone. A
// production API always has a proxy in front (it speaks plain http, production requires an https PUBLIC_URL), so a
// forwarded request means the configuration is wrong: failing loudly at the first request beats running for months
// with every office counted as one. A client that adds the header itself is only refusing its own requests.

const MESSAGE = 'This API is behind a proxy its configuration does not name (TRUST_PROXY). Its operator must set TRUST_PROXY.';
/** Peers already logged, at most. */
const MAX_LOGGED = 100;

export function refuseUntrustedProxies(app: FastifyInstance, deps: AppDeps): void {
  if (!deps.config.production || deps.config.trustProxy !== false) return;
  const logged = new Set<string>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined) return;
    if (!logged.has(request.ip) && logged.size < MAX_LOGGED) {
      logged.add(request.ip);
      request.log.error({ peer: request.ip }, 'X-Forwarded-For from a peer while TRUST_PROXY is unset: set TRUST_PROXY to the proxies in front of the API');
    }
    return reply.code(503).send({ success: false, error: MESSAGE });
  });
}
