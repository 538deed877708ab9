// The pure parts of the extension's sign-in (auth.ts): the PKCE pair (RFC 7636, S256), the random `state`, the
// check of the login URL the API answers (the platform's login dialog only, for this sign-in), and reading the
// platform's redirect, which counts only when it carries back the state of this sign-in's dialog.

function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const randomBase64url = (bytes: number) => base64url(crypto.getRandomValues(new Uint8Array(bytes)));

export async function challengeFor(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

export async function newPkce(): Promise<{ verifier: string; challenge: string }> {
  const verifier = randomBase64url(32);
  return { verifier, challenge: await challengeFor(verifier) };
}

export const newState = (): string => randomBase64url(16);

/**
 * The state of the login dialog `url` when it is the platform's login dialog for this sign-in: the configured login
 * origin (PLATFORM_LOGIN_BASE), the path /vNN.N/dialog/oauth, this extension's redirect, and a state that wraps this
 * sign-in's own (the API adds its MAC of the challenge: docs/security.md#sign-in). Null for anything else: the
 * background opens no other page.
 */
export function platformDialogState(url: string, expected: { loginBase: string; redirectUri: string; state: string }): string | null {
  let dialog: URL;
  try {
    dialog = new URL(url);
  } catch {
    return null;
  }
  if (dialog.origin !== new URL(expected.loginBase).origin || dialog.username !== '' || dialog.password !== '') return null;
  if (!/^\/v\d+\.\d+\/dialog\/oauth$/.test(dialog.pathname)) return null;
  if (dialog.searchParams.get('redirect_uri') !== expected.redirectUri) return null;
  const state = dialog.searchParams.get('state') ?? '';
  return state.startsWith(`${expected.state}.`) ? state : null;
}

export type RedirectOutcome = { code: string } | { error: 'state' | 'cancelled' | 'refused' };

/** What the platform's redirect says: a code, or why there is none. A redirect with another state is refused whole. */
export function readRedirect(redirect: string, state: string): RedirectOutcome {
  let params: URLSearchParams;
  try {
    params = new URL(redirect).searchParams;
  } catch {
    return { error: 'refused' };
  }
  if (params.get('state') !== state) return { error: 'state' };
  const code = params.get('code');
  if (code) return { code };
  return { error: params.get('error') === 'access_denied' ? 'cancelled' : 'refused' };
}
