import { describe, expect, it } from 'vitest';
import { challengeFor, newPkce, newState, platformDialogState, readRedirect } from './oauth-flow';

describe('the sign-in flow', () => {
  it('makes PKCE challenges as RFC 7636 appendix B does', async () => {
    expect(await challengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes a fresh verifier of 43 characters and a state of 22, each time', async () => {
    const a = await newPkce();
    const b = await newPkce();
    expect(a.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.challenge).toBe(await challengeFor(a.verifier));
    expect(a.verifier).not.toBe(b.verifier);
    expect(newState()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newState()).not.toBe(newState());
  });

  const redirect = 'https://nanlcpdjdoecddgboljdpaihakdikake.chromiumapp.org/oauth';
  it('reads the code of a redirect that carries its own state back', () => {
    expect(readRedirect(`${redirect}?code=AQabc&state=s1`, 's1')).toEqual({ code: 'AQabc' });
  });

  it('refuses a redirect with another state or none, even with a code', () => {
    expect(readRedirect(`${redirect}?code=AQabc&state=s2`, 's1')).toEqual({ error: 'state' });
    expect(readRedirect(`${redirect}?code=AQabc`, 's1')).toEqual({ error: 'state' });
  });

  it('tells a cancelled dialog from another refusal', () => {
    expect(readRedirect(`${redirect}?error=access_denied&error_reason=user_denied&state=s1`, 's1')).toEqual({ error: 'cancelled' });
    expect(readRedirect(`${redirect}?error=server_error&state=s1`, 's1')).toEqual({ error: 'refused' });
    expect(readRedirect('not a url', 's1')).toEqual({ error: 'refused' });
  });

  describe("the login URL the API answers: opened only when it is the platform's login dialog for this sign-in", () => {
    const expected = { loginBase: 'https://www.facebook.com', redirectUri: redirect, state: 's1-extension-nonce' };
    const apiState = 's1-extension-nonce.1790000000.E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM.mac';
    const dialog = (base = 'https://www.facebook.com/v25.0/dialog/oauth', params: Record<string, string> = {}) => {
      const url = new URL(base);
      for (const [k, v] of Object.entries({ client_id: '555', redirect_uri: redirect, state: apiState, ...params })) url.searchParams.set(k, v);
      return url.toString();
    };

    it("answers the dialog's state, which wraps this sign-in's", () => {
      expect(platformDialogState(dialog(), expected)).toBe(apiState);
      expect(platformDialogState(dialog('https://www.facebook.com/v19.0/dialog/oauth'), expected)).toBe(apiState);
    });

    it.each([
      ['another origin', dialog('https://attacker.example/v25.0/dialog/oauth')],
      ['a look-alike host', dialog('https://www.facebook.com.attacker.example/v25.0/dialog/oauth')],
      ['http', dialog('http://www.facebook.com/v25.0/dialog/oauth')],
      ['another port', dialog('https://www.facebook.com:8443/v25.0/dialog/oauth')],
      ['credentials in the URL', dialog('https://user@www.facebook.com/v25.0/dialog/oauth')],
      ['another path', dialog('https://www.facebook.com/v25.0/dialog/share')],
      ['a path under it', dialog('https://www.facebook.com/v25.0/dialog/oauth/x')],
      ['no version', dialog('https://www.facebook.com/dialog/oauth')],
      ['a logout', dialog('https://www.facebook.com/logout.php')],
      ['another redirect', dialog(undefined, { redirect_uri: 'https://attacker.example/cb' })],
      ["another sign-in's state", dialog(undefined, { state: 'someone-else.1790000000.x.mac' })],
      ["this sign-in's state bare", dialog(undefined, { state: 's1-extension-nonce' })],
      ['not a URL', 'javascript:alert(1)'],
    ])('refuses %s', (_what, url) => {
      expect(platformDialogState(url, expected)).toBeNull();
    });
  });
});
