import { browser } from 'wxt/browser';
import { authDialogResponseSchema, authSessionResponseSchema } from '../../contract/auth-session';
import { EXTENSION_REDIRECT_PATH } from '../../contract/extension-id';
import { ApiError, call } from '../../api-client/client';
import type { AuthResult } from '../messages';
import { PLATFORM_LOGIN_BASE } from '../api-base';
import { sessionStore } from '../session-store';
import { userItem } from '../storage-items';
import { apiTransport } from './api';
import { resumeTracking } from './launch-tracker';
import { newPkce, newState, platformDialogState, readRedirect } from './oauth-flow';
import { forgetPerson, keepOrForget } from './person-data';

// Sign-in that only this extension can finish (docs/security.md "Sign-in"): the platform's login dialog, and only it,
// opens in chrome.identity.launchWebAuthFlow with the redirect https://<this extension's id>.chromiumapp.org/oauth,
// which Chrome hands to this extension's flow and nowhere else. The code comes back here with the dialog's state
// (the API's, wrapping this flow's own), and only this flow holds the PKCE verifier the API needs to exchange it.
// Nothing waits on the server.

const MESSAGES = {
  cancelled: 'Sign-in was cancelled. Click Continue with Facebook to try again.',
  state: 'Sign-in could not be verified. Please try again.',
  dialog: "Salvo's server answered a sign-in page that is not Facebook's login. Sign-in was stopped.",
  refused: 'Facebook did not complete the sign-in. Please try again.',
  everywhere: 'Salvo could not sign you out everywhere. Check your connection and try again.',
  ended: 'Your session had already ended. Sign in again, then sign out everywhere.',
} as const;

export async function signIn(): Promise<AuthResult> {
  const pkce = await newPkce();
  const state = newState();
  const redirectUri = browser.identity.getRedirectURL(EXTENSION_REDIRECT_PATH);
  try {
    const dialog = await call(
      apiTransport,
      { method: 'GET', path: '/auth/facebook/dialog', query: { redirectUri, state, codeChallenge: pkce.challenge } },
      authDialogResponseSchema,
    );
    // Only the platform's login dialog, for this sign-in, is opened (docs/security.md#sign-in).
    const dialogState = platformDialogState(dialog.url, { loginBase: PLATFORM_LOGIN_BASE, redirectUri, state });
    if (!dialogState) return { ok: false, error: MESSAGES.dialog };
    let redirect: string | undefined;
    try {
      redirect = await browser.identity.launchWebAuthFlow({ url: dialog.url, interactive: true });
    } catch {
      // The user closed the window (Chrome: "The user did not approve access.").
      return { ok: false, error: MESSAGES.cancelled };
    }
    const outcome = readRedirect(redirect ?? '', dialogState);
    if ('error' in outcome) return { ok: false, error: MESSAGES[outcome.error] };
    const session = await call(
      apiTransport,
      { method: 'POST', path: '/auth/facebook/exchange', body: { code: outcome.code, state: dialogState, codeVerifier: pkce.verifier, redirectUri } },
      authSessionResponseSchema,
    );
    // Another person's things, left by a session that ended without a sign-out, go first.
    await keepOrForget(session.user.id);
    await sessionStore.set('sessionToken', session.token);
    await userItem.setValue(session.user);
    await resumeTracking();
    return { ok: true };
  } catch (e) {
    return { ok: false, error: e instanceof ApiError ? e.message : MESSAGES.refused };
  }
}

/**
 * Signs out: this session (whatever the API answers, the panel is signed out), or `everywhere`, every session of the
 * user (docs/security.md#sessions), which must reach the API: if it does not, the panel stays signed in to try again.
 * Then the extension forgets what it kept of the person (person-data.ts).
 */
export async function signOut(everywhere: boolean): Promise<AuthResult> {
  if (everywhere) {
    const answer = await apiTransport({ method: 'POST', path: '/auth/logout-all' }).catch(() => null);
    // A 401 has ended this session in the transport already; the others were not ended. This browser signs out.
    if (answer?.status === 401) {
      await forgetPerson();
      return { ok: false, error: MESSAGES.ended };
    }
    if (answer?.status !== 200) return { ok: false, error: MESSAGES.everywhere };
  } else {
    await apiTransport({ method: 'POST', path: '/auth/logout' }).catch(() => undefined);
  }
  await sessionStore.delete('sessionToken');
  await userItem.setValue(null);
  await forgetPerson();
  return { ok: true };
}
