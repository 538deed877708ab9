import { browser } from 'wxt/browser';
import { authClaimResponseSchema } from '../../contract/auth';
import { call } from '../../api-client/client';
import { API_BASE } from '../api-base';
import { sessionStore } from '../session-store';
import { userItem } from '../storage-items';
import { apiTransport } from './api';

// Sign-in without handing a token to any page: the background keeps a random verifier, sends
// only its hash (the challenge) through the platform's login in a tab, then claims the session
// with the verifier. Whoever lacks the verifier cannot claim it.

const CLAIM_EVERY_MS = 1000;
const GIVE_UP_AFTER_MS = 10 * 60 * 1000;

function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function challengeFor(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

let claiming: Promise<void> | null = null;

export async function signIn(): Promise<void> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  await sessionStore.set('loginVerifier', verifier);
  const tab = await browser.tabs.create({ url: `${API_BASE}/auth/facebook/start?challenge=${await challengeFor(verifier)}` });
  void resumeSignIn(tab.id);
}

/** Claims the session for a pending sign-in; also called when the service worker restarts mid sign-in. */
export function resumeSignIn(tabId?: number): Promise<void> {
  claiming ??= claimLoop(tabId).finally(() => (claiming = null));
  return claiming;
}

async function claimLoop(tabId?: number): Promise<void> {
  const deadline = Date.now() + GIVE_UP_AFTER_MS;
  while (Date.now() < deadline) {
    const verifier = await sessionStore.get('loginVerifier');
    if (!verifier) return;
    try {
      const answer = await call(apiTransport, { method: 'POST', path: '/auth/claim', body: { verifier } }, authClaimResponseSchema);
      if (answer.status === 'complete') {
        await sessionStore.set('sessionToken', answer.token);
        await sessionStore.delete('loginVerifier');
        await userItem.setValue(answer.user);
        if (tabId !== undefined) await browser.tabs.remove(tabId).catch(() => undefined);
        return;
      }
    } catch (e) {
      // A 4xx means this sign-in is gone (expired or already claimed): stop; anything else, try again.
      const status = (e as { status?: number }).status ?? 0;
      if (status >= 400 && status < 500) {
        await sessionStore.delete('loginVerifier');
        return;
      }
    }
    await new Promise((r) => setTimeout(r, CLAIM_EVERY_MS));
  }
  await sessionStore.delete('loginVerifier');
}

export async function signOut(): Promise<void> {
  await apiTransport({ method: 'POST', path: '/auth/logout' }).catch(() => undefined);
  await sessionStore.delete('sessionToken');
  await userItem.setValue(null);
}
