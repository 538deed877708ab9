import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createSession } from '../../server/auth/sessions';
import { createDeps } from '../../server/deps';
import { bearer, signIn, stackForBlock } from './harness';

// The keyring of platform-token encryption (docs/security.md#the-keyring): ciphertexts carry their key's id and are
// bound to their user; a token under a key that is no longer current is encrypted again under the current one when
// read; one that no key opens answers the "reconnect" 401, never a 500.

const OLD = crypto.randomBytes(32).toString('base64');
const NEW = crypto.randomBytes(32).toString('base64');
const RECONNECT = { success: false, error: 'Your Facebook connection has expired. Please reconnect Facebook to continue.', cause: 'platform_reconnect' };

describe('the token keyring', () => {
  const { stack, tokens } = stackForBlock(
    { ava: 'Ava Advertiser', sam: 'Sam Agency' },
    { env: { TOKEN_ENCRYPTION_KEY: '', TOKEN_ENCRYPTION_KEYS: `old:${OLD}` } },
  );
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  const depsWithKeys = (keys: string) =>
    createDeps({
      config: loadConfig({ GRAPH_API_BASE: stack.simUrl, DATA_DIR: stack.config.dataDir, LOG_LEVEL: 'silent', TOKEN_ENCRYPTION_KEYS: keys }),
      database: stack.database,
      queue: stack.deps.queue,
    });
  /** Another API process on the same database, with this keyring. */
  async function appWithKeys(keys: string): Promise<FastifyInstance> {
    const app = await buildApp({ deps: depsWithKeys(keys) });
    apps.push(app);
    return app;
  }
  const stored = async (name: string) =>
    (
      await stack.database.query<{ user_id: string; access_token_encrypted: string }>(
        'SELECT c.user_id, c.access_token_encrypted FROM platform_connections c JOIN users u ON u.id = c.user_id WHERE u.name = $1',
        [name],
      )
    )[0]!;
  const setStored = (userId: string, ciphertext: string) =>
    stack.database.query('UPDATE platform_connections SET access_token_encrypted = $2 WHERE user_id = $1', [userId, ciphertext]);
  const readAccount = (app: FastifyInstance, token: string, accountId: string) =>
    app.inject({ method: 'GET', url: `/facebook/adaccount/current?accountId=${accountId}`, headers: bearer(token) });

  it("writes the key's id into the ciphertext, and the token is read with it", async () => {
    expect((await stored('Ava Advertiser')).access_token_encrypted).toMatch(/^v2\.old\./);
    expect((await readAccount(stack.app, tokens.ava, 'act_101')).statusCode).toBe(200);
  });

  it('encrypts a token under an old key again under the current one when it is read', async () => {
    const rotated = await appWithKeys(`new:${NEW},old:${OLD}`);
    const before = await stored('Ava Advertiser');
    const res = await readAccount(rotated, tokens.ava, 'act_101');
    expect(res.statusCode, res.body).toBe(200);
    const after = await stored('Ava Advertiser');
    expect(after.access_token_encrypted).toMatch(/^v2\.new\./);
    // The same token: a process with only the new key reads it now. (There, a session token tagged with the old key
    // proves nothing: by the time a key leaves the ring, every session it tagged has ended. docs/security.md#the-keyring)
    const newOnly = await appWithKeys(`new:${NEW}`);
    expect((await readAccount(newOnly, tokens.ava, 'act_101')).statusCode).toBe(401);
    const session = await createSession(depsWithKeys(`new:${NEW}`), after.user_id, 'api');
    expect((await readAccount(newOnly, session.token, 'act_101')).statusCode).toBe(200);
    const both = `new:${NEW},old:${OLD}`;
    expect(await appDepsDecrypt(both, after.access_token_encrypted, after.user_id)).toBe(
      await appDepsDecrypt(both, before.access_token_encrypted, before.user_id),
    );
  });

  it('reads a token stored before the keyring (no key id) and encrypts it again with the current key', async () => {
    const legacyKey = Buffer.from(OLD, 'base64');
    const ava = await stored('Ava Advertiser');
    const plaintext = await appDepsDecrypt(`new:${NEW}`, ava.access_token_encrypted, ava.user_id);
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', legacyKey, iv);
    const body = Buffer.concat([cipher.update(plaintext ?? '', 'utf8'), cipher.final()]);
    await setStored(ava.user_id, ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.'));

    const res = await readAccount(await appWithKeys(`new:${NEW},default:${OLD}`), tokens.ava, 'act_101');
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored('Ava Advertiser')).access_token_encrypted).toMatch(/^v2\.new\./);
  });

  it("answers the reconnect 401 for a token no key opens, or another user's ciphertext; signing in again mends it", async () => {
    const app = await appWithKeys(`new:${NEW},old:${OLD}`);
    const ava = await stored('Ava Advertiser');
    const sam = await stored('Sam Agency');

    // Sam's ciphertext copied onto Ava's row: it names a key of the ring, but it is bound to Sam.
    await setStored(ava.user_id, sam.access_token_encrypted);
    let res = await readAccount(app, tokens.ava, 'act_101');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(RECONNECT);

    // A key that left the ring, and a ciphertext that is not one.
    for (const ciphertext of [ava.access_token_encrypted.replace(/^v2\.new\./, 'v2.gone.'), 'v2.new.AAAA.BBBB.CCCC', 'garbage']) {
      await setStored(ava.user_id, ciphertext);
      res = await readAccount(app, tokens.ava, 'act_101');
      expect(res.statusCode, ciphertext).toBe(401);
      expect(res.json()).toEqual(RECONNECT);
    }
    // A route that reads the token without an ad account answers the same.
    const imports = await app.inject({ method: 'GET', url: '/facebook/campaigns/v2/import/ad-accounts', headers: bearer(tokens.ava) });
    expect(imports.statusCode).toBe(401);
    expect(imports.json()).toEqual(RECONNECT);

    // Sam's own token still reads; Ava signs in again and reads as before.
    expect((await readAccount(app, tokens.sam, 'act_201')).statusCode).toBe(200);
    const again = await signIn(stack, 'Ava Advertiser');
    expect((await readAccount(app, again, 'act_101')).statusCode).toBe(200);
  });

  /** The plaintext of a ciphertext under a keyring (what an API process with those keys reads). */
  async function appDepsDecrypt(keys: string, ciphertext: string, userId: string): Promise<string | null> {
    const config = loadConfig({ GRAPH_API_BASE: stack.simUrl, DATA_DIR: stack.config.dataDir, LOG_LEVEL: 'silent', TOKEN_ENCRYPTION_KEYS: keys });
    try {
      return createDeps({ config, database: stack.database, queue: stack.deps.queue }).cipher.decrypt(ciphertext, userId).plaintext;
    } catch {
      return null;
    }
  }
});
