import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../testing';
import { startSim } from '../testing';

// appsecret_proof: checked whenever sent; required when the app says so (like "Require App Secret").

let h: Harness;
beforeAll(async () => {
  h = await startSim();
});
afterAll(async () => {
  await h.sim.close();
});

const proofOf = (token: string, secret = h.fx.app.secret) => crypto.createHmac('sha256', secret).update(token).digest('hex');
const setRequired = (requireAppSecretProof: boolean) =>
  fetch(`${h.url}/__sim/config`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requireAppSecretProof }) });

describe('appsecret_proof', () => {
  it('accepts the right proof and refuses a wrong one with the platform error shape', async () => {
    const token = h.advertiser.accessToken;
    expect((await h.get('me', { appsecret_proof: proofOf(token) })).body.id).toBe(h.advertiser.id);
    const wrong = await h.get('me', { appsecret_proof: proofOf(token, 'not-the-secret') });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ message: 'Invalid appsecret_proof provided in the API argument', type: 'GraphMethodException', code: 100 });
    expect(wrong.body.error.fbtrace_id).toBeTruthy();
    // A proof of another token is as wrong.
    expect((await h.get('me', { appsecret_proof: proofOf(h.agency.accessToken) })).body.error.code).toBe(100);
  });

  it('is optional unless required; when required, every call with a token needs it (batches and the app token too)', async () => {
    const token = h.advertiser.accessToken;
    expect((await h.get('me')).status).toBe(200);
    expect((await (await fetch(`${h.url}/__sim/config`)).json()).requireAppSecretProof).toBe(false);
    await setRequired(true);
    try {
      const missing = await h.get('me');
      expect(missing.status).toBe(400);
      expect(missing.body.error).toMatchObject({
        message: 'API calls from the server require an appsecret_proof argument',
        type: 'GraphMethodException',
        code: 100,
      });
      expect((await h.get('me', { appsecret_proof: proofOf(token) })).status).toBe(200);
      const batch = [{ method: 'GET', relative_url: 'me' }];
      expect((await h.post('', { batch })).body.error.code).toBe(100);
      expect((await h.post('', { batch, appsecret_proof: proofOf(token) })).body[0].code).toBe(200);
      const appToken = `${h.fx.app.id}|${h.fx.app.secret}`;
      expect((await h.get('debug_token', { input_token: token }, appToken)).body.error.code).toBe(100);
      expect((await h.get('debug_token', { input_token: token, appsecret_proof: proofOf(appToken) }, appToken)).body.data.is_valid).toBe(true);
      // No token, nothing to prove: the code exchange and an unknown token's 190 are unchanged.
      expect((await h.get('oauth/access_token', { client_id: h.fx.app.id, client_secret: h.fx.app.secret, code: 'x' }, '')).body.error.error_subcode).toBe(
        36007,
      );
      expect((await h.get('me', {}, 'EAAGmadeup')).body.error.code).toBe(190);
    } finally {
      await setRequired(false);
    }
  });
});
