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
});
