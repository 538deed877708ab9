import { isIP } from 'node:net';
import { z } from 'zod';
import { DEV_EXTENSION_ID, extensionIdSchema } from '../lib/contract/extension-id';

// The API's configuration, from the environment only (README "Configuration" lists the same variables).
// Defaults run against the simulator on this machine; the real platform needs GRAPH_API_BASE,
// PLATFORM_LOGIN_BASE and the app's id and secret. NODE_ENV=production refuses the simulator's defaults
// (docs/security.md "Production mode").

const url = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''));
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Feature flags the API knows (FEATURE_FLAGS, comma-separated); each is off unless named. */
const FEATURE_FLAG_NAMES = ['automations'] as const;
type FeatureFlag = (typeof FEATURE_FLAG_NAMES)[number];
const featureFlags = z
  .string()
  .default('')
  .transform((v, ctx) => {
    const names = [
      ...new Set(
        v
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean),
      ),
    ];
    const unknown = names.filter((n) => !(FEATURE_FLAG_NAMES as readonly string[]).includes(n));
    if (unknown.length > 0)
      ctx.addIssue({ code: 'custom', message: `unknown feature flag ${unknown.map((n) => `"${n}"`).join(', ')} (known: ${FEATURE_FLAG_NAMES.join(', ')})` });
    return names as FeatureFlag[];
  });

/** A count of requests: a whole number from 1. */
const count = (fallback: number) => z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(fallback));

/**
 * The proxies in front of the API whose X-Forwarded-For is believed (Fastify's trustProxy): a number of hops, or
 * their addresses/CIDRs comma-separated. Unset: none, the client is the socket's peer. Never anything that amounts
 * to trusting everyone (docs/limits.md#the-client-address): anyone could then name their own address and walk past
 * the per-address limits. So: at most MAX_PROXY_HOPS hops, IPv4 ranges of /8 or narrower, IPv6 of /32 or narrower
 * (an IPv4-mapped IPv6 range is the IPv4 range it maps).
 */
const MAX_PROXY_HOPS = 5;
function proxyRangeProblem(entry: string): string | null {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = address.includes('%') ? 0 : isIP(address);
  if (version === 0 || rest.length > 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) return `"${entry}" is not an address or a CIDR range`;
  const bits = prefix === undefined ? (version === 4 ? 32 : 128) : Number(prefix);
  // However it is written (0:0:0:0:0:ffff:0:0 is ::ffff:0:0).
  const mapped = version === 6 && new URL(`http://[${address}]`).hostname.startsWith('[::ffff:');
  if (bits > (version === 4 ? 32 : 128)) return `"${entry}" is not an address or a CIDR range`;
  if (version === 4 && bits < 8) return `"${entry}" covers more than a /8: that trusts nearly everyone`;
  if (mapped && bits - 96 < 8) return `"${entry}" maps more than an IPv4 /8: that trusts nearly everyone`;
  if (version === 6 && bits < 32) return `"${entry}" covers more than a /32: that trusts nearly everyone`;
  return null;
}
const trustProxy = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .transform((v, ctx) => {
      if (/^\d+$/.test(v.trim())) {
        const hops = Number(v);
        if (hops >= 1 && hops <= MAX_PROXY_HOPS) return hops;
        ctx.addIssue({ code: 'custom', message: `must be 1 to ${MAX_PROXY_HOPS} proxy hops (more is as good as trusting everyone)` });
        return z.NEVER;
      }
      const entries = v.split(',').map((a) => a.trim());
      const problems = entries.map(proxyRangeProblem).filter((p): p is string => p !== null);
      if (problems.length === 0) return entries;
      ctx.addIssue({ code: 'custom', message: `must be a number of proxy hops or the proxies' addresses, comma-separated: ${problems.join('; ')}` });
      return z.NEVER;
    })
    .optional(),
);

/** base64 of 32 bytes: an AES-256 key. */
const KEY_MESSAGE = 'must be the base64 of 32 random bytes (openssl rand -base64 32)';
const isKey = (v: string) => Buffer.from(v, 'base64').length === 32;

/**
 * TOKEN_ENCRYPTION_KEYS: `id:base64,id:base64`, the first the current key (docs/security.md#the-keyring). An id is
 * 1 to 32 letters, digits, `_` or `-` (it is written into every ciphertext), each once.
 */
const encryptionKeys = z.string().transform((v, ctx) => {
  const keys = v
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf(':');
      return { id: entry.slice(0, at), key: entry.slice(at + 1) };
    });
  if (keys.length === 0) ctx.addIssue({ code: 'custom', message: 'list at least one key as id:base64' });
  for (const { id, key } of keys) {
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(id))
      ctx.addIssue({ code: 'custom', message: `each entry is id:key, the id 1 to 32 letters, digits, _ or - (got "${id}")` });
    else if (!isKey(key)) ctx.addIssue({ code: 'custom', message: `key "${id}" ${KEY_MESSAGE}` });
  }
  const ids = keys.map((k) => k.id);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'each key id may appear once' });
  return keys;
});

const extensionIds = z
  .string()
  .transform((v) => [
    ...new Set(
      v
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(extensionIdSchema).min(1, 'list at least one extension id'));

/** The simulator's app (sim/README.md); production refuses it. */
const SIM_APP = { id: '1234567890', secret: 'sim-app-secret' };

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.string().optional()),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(4000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('127.0.0.1')),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, url.optional()),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).default('.data')),
  GRAPH_API_BASE: z.preprocess(emptyAsUndefined, url.default('http://127.0.0.1:4010')),
  PLATFORM_LOGIN_BASE: z.preprocess(emptyAsUndefined, url.optional()),
  PLATFORM_PREVIEW_BASE: z.preprocess(emptyAsUndefined, url.optional()),
  GRAPH_API_VERSION: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^v\d+\.\d+$/, 'must look like v27.0')
      // The newest Marketing API; how to move to the next: README.md#the-platforms-version.
      .default('v27.0'),
  ),
  PLATFORM_APP_ID: z.preprocess(emptyAsUndefined, z.string().regex(/^\d+$/, 'must be the numeric app id').optional()),
  PLATFORM_APP_SECRET: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  EXTENSION_IDS: z.preprocess(emptyAsUndefined, extensionIds.optional()),
  TOKEN_ENCRYPTION_KEY: z.preprocess(emptyAsUndefined, z.string().refine(isKey, KEY_MESSAGE).optional()),
  TOKEN_ENCRYPTION_KEYS: z.preprocess(emptyAsUndefined, encryptionKeys.optional()),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  FEATURE_FLAGS: featureFlags,
  ADMIN_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(24, 'must be at least 24 characters (openssl rand -base64 32)').optional()),
  TRUST_PROXY: trustProxy,
  // docs/operations.md#metrics: off unless METRICS_PORT is set; never the public port.
  METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  METRICS_HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('127.0.0.1')),
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(24, 'must be at least 24 characters (openssl rand -base64 32)').optional()),
  // docs/limits.md gives each figure its reason.
  RATE_LIMIT_SIGN_IN: count(100),
  RATE_LIMIT_TOKEN_SIGN_IN: count(20),
  RATE_LIMIT_LAUNCHES: count(100),
  RATE_LIMIT_PLANS: count(300),
  RATE_LIMIT_UPLOADS: count(1000),
  RATE_LIMIT_REQUESTS: count(1200),
  RATE_LIMIT_UNAUTHENTICATED: count(1200),
  RATE_LIMIT_LIBRARY_FILES: count(6000),
  RATE_LIMIT_UNAUTHORIZED: count(300),
  RATE_LIMIT_PLATFORM_CALLS: count(2000),
  RATE_LIMIT_DECODES: count(1000),
  // Under the 30 minutes after which an upload that received nothing is swept (server/library/sweep.ts).
  REQUEST_TIMEOUT_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(10).max(1500, 'must be at most 1500 (25 minutes)').default(1200)),
  // The first check of a finished launch's ad review (server/ad-review/follow.ts); the e2e run's is 1 s.
  AD_REVIEW_FIRST_CHECK_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(3600).default(60)),
  LIBRARY_QUOTA_BYTES: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(1024 * 1024, 'must be at least 1048576 (1 MB)')
      .max(Number.MAX_SAFE_INTEGER)
      .default(5 * 1024 ** 3),
  ),
});
type Env = z.infer<typeof envSchema>;

const isLoopback = (url: string) => /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$|\.localhost$/.test(new URL(url).hostname);
const isPublicHttps = (url: string) => url.startsWith('https://') && !isLoopback(url);

/** NODE_ENV=production: what would run against the simulator, in the clear or without a fixed key is refused. */
function productionProblems(e: Env): string[] {
  const problems: string[] = [];
  if (!isPublicHttps(e.GRAPH_API_BASE))
    problems.push("GRAPH_API_BASE: must be the platform's https address (https://graph.facebook.com) in production, not the simulator or this machine");
  if (!e.PLATFORM_LOGIN_BASE || !isPublicHttps(e.PLATFORM_LOGIN_BASE))
    problems.push("PLATFORM_LOGIN_BASE: must be the platform's https login address (https://www.facebook.com) in production");
  if (e.PLATFORM_PREVIEW_BASE && !isPublicHttps(e.PLATFORM_PREVIEW_BASE))
    problems.push("PLATFORM_PREVIEW_BASE: must be the https address of the platform's ad preview renderer in production, or unset (PLATFORM_LOGIN_BASE's)");
  if (!e.PLATFORM_APP_ID || e.PLATFORM_APP_ID === SIM_APP.id)
    problems.push("PLATFORM_APP_ID: set your platform app's id; the simulator's app is refused in production");
  if (!e.PLATFORM_APP_SECRET || e.PLATFORM_APP_SECRET === SIM_APP.secret)
    problems.push("PLATFORM_APP_SECRET: set your platform app's secret; the simulator's is refused in production");
  if (!e.PUBLIC_URL || !isPublicHttps(e.PUBLIC_URL)) problems.push("PUBLIC_URL: must be the API's public https address in production");
  if (!e.TOKEN_ENCRYPTION_KEY && !e.TOKEN_ENCRYPTION_KEYS)
    problems.push(
      'TOKEN_ENCRYPTION_KEY: required in production (openssl rand -base64 32), or TOKEN_ENCRYPTION_KEYS; a generated key file is for development only',
    );
  if (!e.DATABASE_URL)
    problems.push(
      'DATABASE_URL: required in production (postgres://…): the embedded database is for development (one process, its files in DATA_DIR on this machine)',
    );
  if (!e.EXTENSION_IDS) problems.push('EXTENSION_IDS: required in production: the id of your published extension (chrome://extensions shows it)');
  else if (e.EXTENSION_IDS.includes(DEV_EXTENSION_ID))
    problems.push("EXTENSION_IDS: the development extension's id (its key is public, in the repository) is refused in production");
  return problems;
}

const isLoopbackHost = (host: string) => /^(localhost|127\.\d+\.\d+\.\d+|::1|\[::1\])$/.test(host);

/** The metrics' own address: not the public port, and past loopback only for the holders of METRICS_TOKEN. */
function metricsProblems(e: Env): string[] {
  if (e.METRICS_PORT === undefined) return [];
  const problems: string[] = [];
  if (e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT)
    problems.push("METRICS_PORT: must not be the API's public port (PORT); give the metrics a port of their own");
  if (!isLoopbackHost(e.METRICS_HOST) && !e.METRICS_TOKEN)
    problems.push(
      `METRICS_HOST: ${e.METRICS_HOST} is reachable beyond this machine: set METRICS_TOKEN, the bearer token scrapers send, or listen on 127.0.0.1`,
    );
  return problems;
}

/** Requests allowed per window (server/limits/rate-limits.ts, docs/limits.md). */
export interface RateLimitConfig {
  /** Sign-in requests (the public /auth routes) per client address, per 10 minutes. */
  signInPerAddress: number;
  /** POST /auth/token (system-user tokens, each checked with the platform) per client address, per 10 minutes. */
  tokenSignInPerAddress: number;
  /** Launches, retries and deletions per user, per 10 minutes. */
  launchesPerUser: number;
  /** Launch plans (the review: platform reads each) per user, per 10 minutes, refused ones included. */
  plansPerUser: number;
  /** Upload starts (and video posters) per user, per 10 minutes. */
  uploadsPerUser: number;
  /** Any request with a session, per user, per minute (upload chunks counted apart against the same figure). */
  requestsPerUser: number;
  /** Requests without a session (a route that takes none, or no session token) per client address, per minute. */
  unauthenticatedPerAddress: number;
  /** The library's files at their signed URLs (a valid signature) per client address, per minute. */
  libraryFilesPerAddress: number;
  /** 401 answers of session tokens looked up and not live (expired, revoked, unknown) per client address, per 10 minutes. */
  unauthorizedPerAddress: number;
  /** Platform calls made for a user's requests (a batch: each operation), per user, per 10 minutes. */
  platformCallsPerUser: number;
  /** Image decodes (thumbnails of uploads and posters) per user, per 10 minutes. */
  decodesPerUser: number;
}

/** How request bodies must arrive (server/limits/body-pace.ts, docs/limits.md#request-bodies). */
export interface RequestBodyConfig {
  /** The whole request within this. */
  timeoutMs: number;
  /** At least this many bytes in every window the API waits for more. */
  minBytes: number;
  windowMs: number;
}

export interface Config {
  port: number;
  host: string;
  /** Where browsers reach this API (signed file URLs of the library are built from it). No trailing slash. */
  publicUrl: string;
  /** Unset: the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  graphApiBase: string;
  platformLoginBase: string;
  /** The origin of the platform's ad preview renderer: the only one whose previews the API answers and the panel frames. */
  platformPreviewBase: string;
  graphApiVersion: string;
  platformAppId: string;
  platformAppSecret: string;
  /** base64 of 32 bytes (the keyring's key `default`); unset: generated once into `<dataDir>/secret.key`. */
  tokenEncryptionKey: string | undefined;
  /** The keyring, the current key first (base64 keys); unset: tokenEncryptionKey's (server/auth/keyring.ts). */
  tokenEncryptionKeys: { id: string; key: string }[] | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** NODE_ENV=production: the simulator's defaults were refused at start. */
  production: boolean;
  /** The extensions whose sign-in redirect (https://<id>.chromiumapp.org/oauth) is accepted; never empty. */
  extensionIds: string[];
  /** Origins CORS lets in: these extensions' only when EXTENSION_IDS is set; null: any chrome-extension:// origin (development). */
  corsExtensionIds: string[] | null;
  /** The feature flags that are on (GET /auth/plan's `features`). */
  featureFlags: FeatureFlag[];
  /** Unset: the admin routes (docs/bulk-launch.md) do not exist. */
  adminToken: string | undefined;
  /** Fastify's trustProxy: false, a number of hops, or the proxies' addresses. */
  trustProxy: false | number | string[];
  rateLimits: RateLimitConfig;
  /** The Prometheus endpoint's own address and its readers' token (docs/operations.md#metrics); null: none is served. */
  metrics: { port: number; host: string; token: string | undefined } | null;
  /** Bytes of library files (stored and being uploaded) per user. */
  libraryQuotaBytes: number;
  /** The wait before a finished launch's first ad review check; then doubled after each (docs/limits.md#ad-review). */
  adReviewFirstCheckMs: number;
  requestBodies: RequestBodyConfig;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.TOKEN_ENCRYPTION_KEY && e.TOKEN_ENCRYPTION_KEYS) {
    throw new ConfigError(
      'Invalid environment:\n  TOKEN_ENCRYPTION_KEYS: set it or TOKEN_ENCRYPTION_KEY, not both (the single key goes into the keyring as default:<key>)',
    );
  }
  const metrics = metricsProblems(e);
  if (metrics.length > 0) throw new ConfigError(`Invalid environment:\n${metrics.map((p) => `  ${p}`).join('\n')}`);
  const production = e.NODE_ENV === 'production';
  const problems = production ? productionProblems(e) : [];
  if (problems.length > 0) throw new ConfigError(`Invalid environment for production (NODE_ENV=production):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST}:${e.PORT}`,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    graphApiBase: e.GRAPH_API_BASE,
    platformLoginBase: e.PLATFORM_LOGIN_BASE ?? e.GRAPH_API_BASE,
    // The platform draws previews on its web origin, the login dialog's (docs/product-rules.md#ad-previews).
    platformPreviewBase: new URL(e.PLATFORM_PREVIEW_BASE ?? e.PLATFORM_LOGIN_BASE ?? e.GRAPH_API_BASE).origin,
    graphApiVersion: e.GRAPH_API_VERSION,
    platformAppId: e.PLATFORM_APP_ID ?? SIM_APP.id,
    platformAppSecret: e.PLATFORM_APP_SECRET ?? SIM_APP.secret,
    tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY,
    tokenEncryptionKeys: e.TOKEN_ENCRYPTION_KEYS,
    logLevel: e.LOG_LEVEL,
    production,
    extensionIds: e.EXTENSION_IDS ?? [DEV_EXTENSION_ID],
    corsExtensionIds: e.EXTENSION_IDS ?? null,
    featureFlags: e.FEATURE_FLAGS,
    adminToken: e.ADMIN_TOKEN,
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimits: {
      signInPerAddress: e.RATE_LIMIT_SIGN_IN,
      tokenSignInPerAddress: e.RATE_LIMIT_TOKEN_SIGN_IN,
      launchesPerUser: e.RATE_LIMIT_LAUNCHES,
      plansPerUser: e.RATE_LIMIT_PLANS,
      uploadsPerUser: e.RATE_LIMIT_UPLOADS,
      requestsPerUser: e.RATE_LIMIT_REQUESTS,
      unauthenticatedPerAddress: e.RATE_LIMIT_UNAUTHENTICATED,
      libraryFilesPerAddress: e.RATE_LIMIT_LIBRARY_FILES,
      unauthorizedPerAddress: e.RATE_LIMIT_UNAUTHORIZED,
      platformCallsPerUser: e.RATE_LIMIT_PLATFORM_CALLS,
      decodesPerUser: e.RATE_LIMIT_DECODES,
    },
    metrics: e.METRICS_PORT === undefined ? null : { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    libraryQuotaBytes: e.LIBRARY_QUOTA_BYTES,
    adReviewFirstCheckMs: e.AD_REVIEW_FIRST_CHECK_SECONDS * 1000,
    // 64 KB every 10 s: a twentieth of a slow phone's upload, yet a connection held for a minute must send 384 KB.
    requestBodies: { timeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000, minBytes: 64 * 1024, windowMs: 10_000 },
  };
}

/** For the processes' entry points: the config, or the bad variables printed and exit 1 (no stack trace). */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
