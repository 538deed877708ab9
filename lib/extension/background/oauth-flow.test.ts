import { describe, expect, it } from 'vitest';
import { challengeFor, newPkce, newState, readRedirect } from './oauth-flow';

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
});
