import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newVerifier, passLoginDialog, startStack, type Stack } from './harness';

describe('logs', () => {
  const lines: string[] = [];
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ logLines: lines });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('hold no session token, OAuth code, verifier or platform token', async () => {
    const user = stack.fx.users[0]!;
    const { verifier, challenge } = newVerifier();
    const start = await stack.app.inject({ method: 'GET', url: `/auth/facebook/start?challenge=${challenge}` });
    const callback = new URL(await passLoginDialog(String(start.headers.location), user.name));
    const code = callback.searchParams.get('code') ?? '';
    await stack.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    const claim = await stack.app.inject({ method: 'POST', url: '/auth/claim', payload: { verifier } });
    const token = claim.json<{ token: string }>().token;
    await stack.app.inject({ method: 'GET', url: `/facebook/adaccount/current?accountId=${user.adAccountIds[0]}`, headers: bearer(token) });
    await stack.app.inject({ method: 'GET', url: '/auth/me', headers: bearer('x'.repeat(43)) });

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain('/auth/facebook/callback');
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
