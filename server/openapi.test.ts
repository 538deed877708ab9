import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createTestDatabase, type TestDatabase } from './db/test-db';
import { createDeps } from './deps';

describe('the OpenAPI document', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ TOKEN_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64') });
    app = await buildApp({ deps: createDeps({ config, database, queue: { enqueue: async () => undefined } }) });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('covers every route, at /docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/auth/facebook/dialog',
      '/auth/facebook/exchange',
      '/auth/token',
      '/auth/me',
      '/auth/logout',
      '/facebook/adaccount/current',
      '/facebook/assets/pages',
      '/facebook/assets/pixels',
      '/facebook/conversion-events',
      '/library/account-media',
      '/facebook/adlauncher',
      '/dashboard/campaign-launches/{id}',
    ])
      expect(paths).toContain(path);
    expect((await app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
  });

  it("shows the launch's defaults and which fields a client must send", async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    const body = doc.paths['/facebook/adlauncher'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['ads']);
    expect(body.properties.genders.default).toEqual(['men', 'women']);
    expect(body.properties).toMatchObject({
      ageMin: { default: 18 },
      ageMax: { default: 65 },
      locations: { default: [{ key: 'US', name: 'United States', type: 'country', countryCode: 'US' }] },
      deviceType: { default: 'all' },
      placementDevices: { default: ['desktop', 'mobile'] },
      advantagePlacement: { default: true },
      attributionSettingId: { default: '7c-1v' },
      bidStrategy: { default: 'highestVolume' },
    });
    expect(body.properties.dailyBudget.description).toContain('Default 500');
    expect(body.properties.startTime.description).toContain("the next day at 00:00 in the ad account's time zone");
    expect(body.properties.facebookPageId.description).toContain('Please select a Facebook page.');
  });
});
