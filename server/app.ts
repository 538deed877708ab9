import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { adminRoutes } from './admin/routes';
import { requireSession } from './auth/authenticate';
import { refuseWebOrigins } from './auth/extension-origin';
import { platformCallbackRoutes } from './auth/platform-callbacks';
import { publicAuthRoutes, sessionRoutes } from './auth/routes';
import { SESSION_TOKEN_HEADER } from './auth/session-rotation';
import type { AppDeps } from './deps';
import { registerBodyPace } from './limits/body-pace';
import { registerRateLimits } from './limits/rate-limits';
import { RetryLaterError } from './limits/retry-later';
import { refuseUntrustedProxies } from './limits/untrusted-proxy';
import { assetRoutes } from './routes/assets';
import { audienceRoutes } from './routes/audiences';
import { automationRoutes } from './routes/automations';
import { campaignRoutes } from './routes/campaigns';
import { settingsRoutes } from './routes/settings';
import { templateRoutes } from './routes/templates';
import { targetingRoutes } from './routes/targeting';
import { pageAssetRoutes } from './routes/page-assets';
import { adReviewRoutes } from './routes/ad-reviews';
import { launchListRoutes } from './routes/launch-list';
import { launchRoutes } from './routes/launches';
import { launchStatusRoutes } from './routes/launch-status';
import { libraryRoutes } from './routes/library';
import { plansPageRoutes } from './routes/plans-page';
import { refuseUnstorableText } from './routes/storable-text';
import { healthRoutes } from './ops/health-routes';

// The Salvo API as a Fastify instance; main.ts runs it, tests inject into it. External plugins first,
// then the routes: public sign-in routes, and every other route behind a session (requireSession).

interface BuildAppOptions {
  deps: AppDeps;
  /** A pino logger's options, or false for none (tests). */
  logger?: FastifyServerOptions['logger'];
}

/** Nothing secret is logged: tokens, codes and secrets are redacted wherever they appear. */
const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'access_token',
  'token',
  'codeVerifier',
  'client_secret',
  '*.access_token',
  '*.token',
  '*.codeVerifier',
  '*.client_secret',
  // POST /auth/token's body (a platform system-user token).
  'accessToken',
  '*.accessToken',
  // The platform's callbacks (server/auth/platform-callbacks.ts).
  'signed_request',
  '*.signed_request',
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // Query strings may hold signatures (library file URLs): log paths only.
      req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        hostname: req.hostname,
        remoteAddress: req.ip,
      }),
    },
  };
}

export async function buildApp({ deps, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  // POST /campaign-templates is also spelt with a trailing slash (docs/api-routes.md#what-the-user-keeps): both
  // spellings reach one route. Behind a proxy, TRUST_PROXY names it, so request.ip (the per-address limits) is the
  // client's.
  const hops = deps.config.trustProxy;
  const trustProxy = typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops;
  // requestTimeout: Node ends a request not received in full in time (docs/limits.md#request-bodies).
  const app = Fastify({
    logger,
    trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    requestTimeout: deps.config.requestBodies.timeoutMs,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);

  const pinned = deps.config.corsExtensionIds;
  await app.register(cors, {
    // The extension's background calls the API; web pages may not. With EXTENSION_IDS set, only those extensions.
    origin: (origin, callback) =>
      callback(
        null,
        origin === undefined || (pinned ? pinned.some((id) => origin === `chrome-extension://${id}`) : /^chrome-extension:\/\/[a-p]{32}$/.test(origin)),
      ),
    allowedHeaders: ['authorization', 'content-type', 'idempotency-key'],
    // A rotated session's new token (docs/security.md#rotation).
    exposedHeaders: [SESSION_TOKEN_HEADER],
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    maxAge: 600,
  });
  // The OpenAPI document is generated from the lib/contract schemas of the routes.
  await app.register(swagger, {
    openapi: {
      info: { title: 'Salvo API', version: '0.1.0', description: 'The API behind the Salvo extension.' },
      components: { securitySchemes: { session: { type: 'http', scheme: 'bearer' } } },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The API's map (/docs, /docs/json) is for developers; production does not hand it out (docs/security.md).
  if (!deps.config.production) await app.register(swaggerUi, { routePrefix: '/docs' });

  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'request');
        // Own keys only: a field named `toString` is a field like any other.
        fields[path] = [...(Object.hasOwn(fields, path) ? fields[path]! : []), issue.message ?? 'Invalid value'];
      }
      const [firstField, firstMessages] = Object.entries(fields)[0] ?? ['request', ['Invalid request']];
      return reply.code(400).send({ success: false, error: `${firstField}: ${firstMessages[0]}`, fields });
    }
    // A limit or a busy API: when to try again (docs/limits.md).
    // Its own shape on every route, whatever the route's schema for the status (an envelope's 429 is the platform's).
    if (error instanceof RetryLaterError)
      return reply
        .code(error.statusCode)
        .header('retry-after', error.retryAfterSeconds)
        .serializer(JSON.stringify)
        .send({ success: false, error: error.message });
    const status = typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ success: false, error: 'Something went wrong on our side. Please try again.' });
    }
    const message = error instanceof Error ? error.message : 'Bad request';
    // A body that is not JSON (or poisons a prototype) is named as the body: every 400 names a field.
    return reply.code(status).send({ success: false, error: message, ...(status === 400 ? { fields: { body: [message] } } : {}) });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ success: false, error: 'Not found.' }));
  app.addHook('preValidation', refuseUnstorableText);
  // First of all: production behind a proxy TRUST_PROXY does not name counts everyone as the proxy (docs/limits.md).
  refuseUntrustedProxies(app, deps);
  // Before the rate limits' hooks (route-level, so after this one): a web page's request to /auth/* is not counted.
  app.addHook('onRequest', refuseWebOrigins(deps));

  // Before the routes: its onRoute hook puts each limit on the routes it covers (docs/limits.md).
  await registerRateLimits(app, deps);
  registerBodyPace(app, deps.config.requestBodies);

  await app.register(healthRoutes(deps));
  await app.register(publicAuthRoutes(deps));
  await app.register(sessionRoutes(deps));
  // The creative library puts its routes behind a session itself: its signed file URLs (thumbnails) take none.
  await app.register(libraryRoutes(deps));
  await app.register(adminRoutes(deps));
  await app.register(plansPageRoutes());
  // The platform's Deauthorize and Data Deletion callbacks: signed with the app secret, no session; the only routes
  // that take a form (platform-callbacks.ts).
  await app.register(platformCallbackRoutes(deps));
  // The status poll checks its session in its one query (launch-status.ts).
  await app.register(launchStatusRoutes(deps));
  await app.register(async (authenticated) => {
    requireSession(authenticated, deps);
    await authenticated.register(assetRoutes(deps));
    await authenticated.register(pageAssetRoutes(deps));
    await authenticated.register(audienceRoutes(deps));
    await authenticated.register(targetingRoutes(deps));
    await authenticated.register(campaignRoutes(deps));
    await authenticated.register(templateRoutes(deps));
    await authenticated.register(settingsRoutes(deps));
    await authenticated.register(automationRoutes(deps));
    await authenticated.register(launchRoutes(deps));
    await authenticated.register(launchListRoutes(deps));
    await authenticated.register(adReviewRoutes(deps));
  });
  return app;
}
