import { describe, expect, it } from 'vitest';
import { DEV_EXTENSION_ID } from '../lib/contract/extension-id';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the simulator and the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:4000',
      databaseUrl: undefined,
      dataDir: '.data',
      graphApiBase: 'http://127.0.0.1:4010',
      platformLoginBase: 'http://127.0.0.1:4010',
      platformPreviewBase: 'http://127.0.0.1:4010',
      graphApiVersion: 'v27.0',
      platformAppId: '1234567890',
      platformAppSecret: 'sim-app-secret',
      tokenEncryptionKey: undefined,
      logLevel: 'info',
      featureFlags: [],
      production: false,
      extensionIds: [DEV_EXTENSION_ID],
      corsExtensionIds: null,
    });
  });

  it('reads the real platform settings', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://api.salvo.example/',
      GRAPH_API_BASE: 'https://graph.facebook.com',
      PLATFORM_LOGIN_BASE: 'https://www.facebook.com',
      DATABASE_URL: 'postgres://u:p@db/salvo',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://api.salvo.example',
      graphApiBase: 'https://graph.facebook.com',
      platformLoginBase: 'https://www.facebook.com',
      platformPreviewBase: 'https://www.facebook.com',
      databaseUrl: 'postgres://u:p@db/salvo',
    });
    expect(loadConfig({ PLATFORM_PREVIEW_BASE: 'https://business.facebook.com/ads/' }).platformPreviewBase).toBe('https://business.facebook.com');
  });

  it('names each bad variable', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'eighty', GRAPH_API_BASE: 'not a url', TOKEN_ENCRYPTION_KEY: 'c2hvcnQ=', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of ['PORT', 'GRAPH_API_BASE', 'TOKEN_ENCRYPTION_KEY', 'DATABASE_URL']) expect(message).toContain(name);
  });

  it('reads TOKEN_ENCRYPTION_KEYS as id:key pairs, the first current, and refuses a malformed one', () => {
    const [k2, k1] = [Buffer.alloc(32, 2).toString('base64'), Buffer.alloc(32, 1).toString('base64')];
    expect(loadConfig({ TOKEN_ENCRYPTION_KEYS: ` k2:${k2}, default:${k1} ` }).tokenEncryptionKeys).toEqual([
      { id: 'k2', key: k2 },
      { id: 'default', key: k1 },
    ]);
    expect(() => loadConfig({ TOKEN_ENCRYPTION_KEYS: `k2:${k2},k2:${k1}` })).toThrow(/TOKEN_ENCRYPTION_KEYS: each key id may appear once/);
    expect(() => loadConfig({ TOKEN_ENCRYPTION_KEYS: 'k2:c2hvcnQ=' })).toThrow(/TOKEN_ENCRYPTION_KEYS: key "k2" must be the base64 of 32 random bytes/);
    expect(() => loadConfig({ TOKEN_ENCRYPTION_KEYS: `k.2:${k2}` })).toThrow(/TOKEN_ENCRYPTION_KEYS: each entry is id:key/);
    expect(() => loadConfig({ TOKEN_ENCRYPTION_KEYS: `k2:${k2}`, TOKEN_ENCRYPTION_KEY: k1 })).toThrow(
      /TOKEN_ENCRYPTION_KEYS: set it or TOKEN_ENCRYPTION_KEY, not both/,
    );
  });

  it('reads FEATURE_FLAGS as comma-separated names and refuses unknown ones', () => {
    expect(loadConfig({ FEATURE_FLAGS: ' automations, ,automations' }).featureFlags).toEqual(['automations']);
    expect(() => loadConfig({ FEATURE_FLAGS: 'automations,teleport' })).toThrow(/FEATURE_FLAGS: unknown feature flag "teleport"/);
  });

  it('reads the limits (docs/limits.md), with their defaults', () => {
    expect(loadConfig({})).toMatchObject({
      trustProxy: false,
      rateLimits: { signInPerAddress: 100, tokenSignInPerAddress: 20, launchesPerUser: 100, plansPerUser: 300, uploadsPerUser: 1000, requestsPerUser: 1200 },
      libraryQuotaBytes: 5 * 1024 ** 3,
    });
    const config = loadConfig({ RATE_LIMIT_SIGN_IN: '500', RATE_LIMIT_REQUESTS: '10000', LIBRARY_QUOTA_BYTES: '1073741824', TRUST_PROXY: '1' });
    expect(config).toMatchObject({ trustProxy: 1, rateLimits: { signInPerAddress: 500, requestsPerUser: 10000 }, libraryQuotaBytes: 1024 ** 3 });
    // The library's signed files: a bucket of their own (6,000 a minute per address).
    expect(loadConfig({}).rateLimits.libraryFilesPerAddress).toBe(6000);
    expect(loadConfig({ RATE_LIMIT_LIBRARY_FILES: '9000' }).rateLimits.libraryFilesPerAddress).toBe(9000);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }).trustProxy).toEqual(['10.0.0.1', '10.0.1.0/24']);
    expect(() => loadConfig({ RATE_LIMIT_LAUNCHES: '0' })).toThrow(/RATE_LIMIT_LAUNCHES/);
    expect(() => loadConfig({ LIBRARY_QUOTA_BYTES: '5GB' })).toThrow(/LIBRARY_QUOTA_BYTES/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({})).toMatchObject({
      rateLimits: { platformCallsPerUser: 2000, decodesPerUser: 1000 },
      requestBodies: { timeoutMs: 1_200_000, minBytes: 65_536, windowMs: 10_000 },
    });
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '600', RATE_LIMIT_PLATFORM_CALLS: '500' })).toMatchObject({
      rateLimits: { platformCallsPerUser: 500 },
      requestBodies: { timeoutMs: 600_000 },
    });
    // Over 25 minutes, the sweep of uploads idle for 30 could take a raw upload's reservation while it arrives.
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '1800' })).toThrow(/REQUEST_TIMEOUT_SECONDS: must be at most 1500/);
  });

  it('reads EXTENSION_IDS and pins CORS to them', () => {
    const ids = 'abcdefghijklmnopabcdefghijklmnop, ponmlkjihgfedcbaponmlkjihgfedcba';
    expect(loadConfig({ EXTENSION_IDS: ids })).toMatchObject({
      extensionIds: ['abcdefghijklmnopabcdefghijklmnop', 'ponmlkjihgfedcbaponmlkjihgfedcba'],
      corsExtensionIds: ['abcdefghijklmnopabcdefghijklmnop', 'ponmlkjihgfedcbaponmlkjihgfedcba'],
    });
    expect(() => loadConfig({ EXTENSION_IDS: 'not-an-id' })).toThrow(/EXTENSION_IDS\.0: Expected a Chrome extension id/);
  });
});

describe('the metrics address (docs/operations.md#metrics)', () => {
  const refusal = (env: Record<string, string>): string => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    return 'accepted';
  };
  const token = 'm'.repeat(24);

  it('serves none unless METRICS_PORT is set, then on loopback by default, with or without a token', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '' }).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1', token: undefined });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: token }).metrics).toEqual({ port: 9464, host: '0.0.0.0', token });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '::1' }).metrics?.host).toBe('::1');
  });

  it('refuses the public port, an address beyond loopback without METRICS_TOKEN, a short token and a bad port', () => {
    expect(refusal({ PORT: '8080', METRICS_PORT: '8080' })).toMatch(/^ {2}METRICS_PORT: must not be the API's public port/m);
    expect(refusal({ METRICS_PORT: '4000' })).toMatch(/METRICS_PORT: must not be the API's public port/);
    expect(refusal({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatch(
      /^ {2}METRICS_HOST: 0\.0\.0\.0 is reachable beyond this machine: set METRICS_TOKEN/m,
    );
    expect(refusal({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toMatch(/METRICS_HOST: .*set METRICS_TOKEN/);
    expect(refusal({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toMatch(/^ {2}METRICS_TOKEN: must be at least 24 characters/m);
    expect(refusal({ METRICS_PORT: 'ninety' })).toMatch(/^ {2}METRICS_PORT: /m);
    expect(refusal({ METRICS_PORT: '70000' })).toMatch(/^ {2}METRICS_PORT: /m);
  });
});

describe('production mode (NODE_ENV=production)', () => {
  const real = {
    NODE_ENV: 'production',
    GRAPH_API_BASE: 'https://graph.facebook.com',
    PLATFORM_LOGIN_BASE: 'https://www.facebook.com',
    PLATFORM_APP_ID: '555000111',
    PLATFORM_APP_SECRET: 'a-real-secret-from-the-app-dashboard',
    PUBLIC_URL: 'https://api.salvo.example',
    TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    EXTENSION_IDS: 'abcdefghijklmnopabcdefghijklmnop',
    DATABASE_URL: 'postgres://salvo@db.internal/salvo',
  };
  const messageOf = (env: Record<string, string | undefined>): string => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    return 'accepted';
  };

  it('starts with the real platform, https and fixed keys', () => {
    expect(loadConfig(real)).toMatchObject({ production: true, platformAppId: '555000111', corsExtensionIds: ['abcdefghijklmnopabcdefghijklmnop'] });
    const { TOKEN_ENCRYPTION_KEY, ...withKeyring } = real;
    expect(loadConfig({ ...withKeyring, TOKEN_ENCRYPTION_KEYS: `k2:${TOKEN_ENCRYPTION_KEY}` }).production).toBe(true);
  });

  it("refuses every one of the simulator's defaults, naming each variable", () => {
    const message = messageOf({ NODE_ENV: 'production' });
    for (const name of [
      'GRAPH_API_BASE',
      'PLATFORM_LOGIN_BASE',
      'PLATFORM_APP_ID',
      'PLATFORM_APP_SECRET',
      'PUBLIC_URL',
      'TOKEN_ENCRYPTION_KEY',
      'DATABASE_URL',
      'EXTENSION_IDS',
    ]) {
      expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'));
    }
  });

  it.each([
    ['GRAPH_API_BASE', 'http://127.0.0.1:4010', /GRAPH_API_BASE: must be the platform's https address/],
    ['GRAPH_API_BASE', 'https://localhost:4010', /GRAPH_API_BASE: must be the platform's https address/],
    ['PLATFORM_LOGIN_BASE', 'http://www.facebook.com', /PLATFORM_LOGIN_BASE: must be the platform's https login address/],
    ['PLATFORM_PREVIEW_BASE', 'http://127.0.0.1:4010', /PLATFORM_PREVIEW_BASE: must be the https address of the platform's ad preview renderer/],
    ['PLATFORM_APP_ID', '1234567890', /PLATFORM_APP_ID: .*simulator's app is refused/],
    ['PLATFORM_APP_SECRET', 'sim-app-secret', /PLATFORM_APP_SECRET: .*simulator's is refused/],
    ['PUBLIC_URL', 'http://api.salvo.example', /PUBLIC_URL: must be the API's public https address/],
    ['TOKEN_ENCRYPTION_KEY', undefined, /TOKEN_ENCRYPTION_KEY: required in production/],
    ['DATABASE_URL', undefined, /DATABASE_URL: required in production .*embedded database is for development/],
    ['EXTENSION_IDS', undefined, /EXTENSION_IDS: required in production/],
    ['EXTENSION_IDS', DEV_EXTENSION_ID, /EXTENSION_IDS: the development extension's id .* is refused in production/],
  ])('refuses %s=%s', (name, value, expected) => {
    const message = messageOf({ ...real, [name]: value });
    expect(message).toMatch(expected);
    // Only that variable is named.
    expect(message.split('\n').filter((line) => line.startsWith('  '))).toHaveLength(1);
  });
});
