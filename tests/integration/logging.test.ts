import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, dialogUrl, EXTENSION_REDIRECT, newPkce, passLoginDialog, stackForBlock } from './harness';

describe('logs', () => {
  const lines: string[] = [];
  const { stack } = stackForBlock({}, { logLines: lines });

  it('hold no session token, OAuth code, verifier or platform token', async () => {
    const user = stack.fx.users[0]!;
    const pkce = newPkce();
    const back = new URL(await passLoginDialog(await dialogUrl(stack, pkce, crypto.randomBytes(16).toString('base64url')), user.name));
    const code = back.searchParams.get('code') ?? '';
    const verifier = pkce.verifier;
    const exchange = await stack.app.inject({
      method: 'POST',
      url: '/auth/facebook/exchange',
      payload: { code, state: back.searchParams.get('state'), codeVerifier: verifier, redirectUri: EXTENSION_REDIRECT },
    });
    const token = exchange.json<{ token: string }>().token;
    await stack.app.inject({ method: 'GET', url: `/facebook/adaccount/current?accountId=${user.adAccountIds[0]}`, headers: bearer(token) });
    await stack.app.inject({ method: 'GET', url: '/auth/me', headers: bearer('x'.repeat(43)) });

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain('/auth/facebook/exchange');
    for (const secret of [token, code, verifier]) {
      expect(secret.length).toBeGreaterThan(10);
      expect(log).not.toContain(secret);
    }
    const platformTokens = await stack.database.query<{ n: string }>('SELECT count(*)::text AS n FROM platform_connections');
    expect(platformTokens[0]?.n).toBe('1');
    expect(log).not.toContain(user.accessToken);
    expect(log).not.toContain('x'.repeat(43));
  });
});
