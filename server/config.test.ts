import { describe, expect, it } from 'vitest';
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
      graphApiVersion: 'v25.0',
      platformAppId: '1234567890',
      platformAppSecret: 'sim-app-secret',
      tokenEncryptionKey: undefined,
      logLevel: 'info',
      featureFlags: [],
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
    expect(config).toMatchObject({ port: 8080, publicUrl: 'https://api.salvo.example', graphApiBase: 'https://graph.facebook.com', platformLoginBase: 'https://www.facebook.com', databaseUrl: 'postgres://u:p@db/salvo' });
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

  it('reads FEATURE_FLAGS as comma-separated names and refuses unknown ones', () => {
    expect(loadConfig({ FEATURE_FLAGS: ' automations, ,automations' }).featureFlags).toEqual(['automations']);
    expect(() => loadConfig({ FEATURE_FLAGS: 'automations,teleport' })).toThrow(/FEATURE_FLAGS: unknown feature flag "teleport"/);
  });

  it('reads the limits (docs/limits.md), with their defaults', () => {
    expect(loadConfig({})).toMatchObject({
      trustProxy: false,
      rateLimits: { signInPerAddress: 100, tokenSignInPerAddress: 20, launchesPerUser: 100, uploadsPerUser: 1000, requestsPerUser: 1200 },
      libraryQuotaBytes: 5 * 1024 ** 3,
    });
    const config = loadConfig({ RATE_LIMIT_SIGN_IN: '500', RATE_LIMIT_REQUESTS: '10000', LIBRARY_QUOTA_BYTES: '1073741824', TRUST_PROXY: '1' });
    expect(config).toMatchObject({ trustProxy: 1, rateLimits: { signInPerAddress: 500, requestsPerUser: 10000 }, libraryQuotaBytes: 1024 ** 3 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }).trustProxy).toEqual(['10.0.0.1', '10.0.1.0/24']);
    expect(() => loadConfig({ RATE_LIMIT_LAUNCHES: '0' })).toThrow(/RATE_LIMIT_LAUNCHES/);
    expect(() => loadConfig({ LIBRARY_QUOTA_BYTES: '5GB' })).toThrow(/LIBRARY_QUOTA_BYTES/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
