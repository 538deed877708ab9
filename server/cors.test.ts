import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createTestDatabase, type TestDatabase } from './db/test-db';
import { createDeps } from './deps';

// CORS: only the extension's background may call the API from a browser; with EXTENSION_IDS set, only those
// extensions (docs/security.md "CORS").

const OURS = 'abcdefghijklmnopabcdefghijklmnop';
const OTHER = 'ponmlkjihgfedcbaponmlkjihgfedcba';

describe('CORS', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const appWith = async (env: Record<string, string>) => {
    const config = loadConfig({ TOKEN_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'), ...env });
    const app = await buildApp({ deps: createDeps({ config, database, queue: { enqueue: async () => undefined } }) });
    apps.push(app);
    return app;
  };
  const allowedOrigin = async (app: FastifyInstance, origin: string) =>
    (await app.inject({ method: 'OPTIONS', url: '/auth/me', headers: { origin, 'access-control-request-method': 'GET' } })).headers[
      'access-control-allow-origin'
    ];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });

  it('lets in only the extensions of EXTENSION_IDS when it is set', async () => {
    const app = await appWith({ EXTENSION_IDS: OURS });
    expect(await allowedOrigin(app, `chrome-extension://${OURS}`)).toBe(`chrome-extension://${OURS}`);
    expect(await allowedOrigin(app, `chrome-extension://${OTHER}`)).toBeUndefined();
    expect(await allowedOrigin(app, 'https://evil.example')).toBeUndefined();
  });

  it('lets in any extension, and no web page, when it is not (development)', async () => {
    const app = await appWith({});
    expect(await allowedOrigin(app, `chrome-extension://${OTHER}`)).toBe(`chrome-extension://${OTHER}`);
    expect(await allowedOrigin(app, 'https://evil.example')).toBeUndefined();
    expect(await allowedOrigin(app, `chrome-extension://${OTHER}.evil.example`)).toBeUndefined();
  });
});
