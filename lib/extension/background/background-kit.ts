import { vi } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { LaunchRecord } from '../../contract/launch-record';
import { launchRecord } from '../../contract/test-fixtures';
import { PLATFORM_LOGIN_BASE } from '../api-base';
import type { Message } from '../messages';
import { userItem } from '../storage-items';

// The world of the background's tests: the Salvo API behind fetch (it answers 401 to a request without a session it
// knows, as the API does), the extension origin's IndexedDB as a map that outlives the worker, and the background
// itself, started and restarted as Chrome does, reached through the events Chrome fires. Import this file before the
// background's modules: they take fetch when they load. A test file mocks the session store with `sessionStore`:
//   vi.mock('../session-store', async () => ({ sessionStore: (await import('./background-kit')).sessionStore }));

interface Seen {
  method: string;
  path: string;
  token: string | null;
  /** The (fake) clock when it arrived. */
  at: number;
}

/**
 * The fake API: the sessions it accepts, what the status poll answers for each launch, and what it was asked; and the
 * stored token. One for the test file, whatever copy of this module reads it: the session store's mock imports it
 * again after each restart (vi.resetModules).
 */
export const api = ((globalThis as { salvoBackgroundWorld?: World }).salvoBackgroundWorld ??= {
  sessions: new Set<string>(),
  launches: new Map<string, LaunchAnswer>(),
  requests: [] as Seen[],
  storedToken: undefined as string | undefined,
  signingIn: { id: 'u1', name: 'Ava' },
  offline: false,
  /** The status polls it received for `launchId`. */
  polls(launchId: string): Seen[] {
    return api.requests.filter((r) => r.path === `/dashboard/campaign-launches/${launchId}`);
  },
});
/** What the status poll answers for a launch: its status code, the record, and Retry-After if any. */
interface LaunchAnswer {
  status: number;
  record: LaunchRecord;
  retryAfter?: string;
}
interface World {
  sessions: Set<string>;
  launches: Map<string, LaunchAnswer>;
  requests: Seen[];
  storedToken: string | undefined;
  /** Who passes the platform's login dialog. */
  signingIn: { id: string; name: string };
  /** The API cannot be reached. */
  offline: boolean;
  polls(launchId: string): Seen[];
}

/** session-store.ts over a variable (Node has no IndexedDB). */
export const sessionStore = {
  get: async () => api.storedToken,
  set: async (_key: 'sessionToken', value: string) => void (api.storedToken = value),
  delete: async () => void (api.storedToken = undefined),
  swap: async (_key: 'sessionToken', expected: string, next: string | null) => {
    if (api.storedToken === expected) api.storedToken = next ?? undefined;
  },
};

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  headers: new Headers(headers),
  text: async () => JSON.stringify(body),
});

vi.stubGlobal('fetch', async (input: URL | string, init: RequestInit = {}) => {
  const url = new URL(String(input));
  const token = (init.headers as Record<string, string> | undefined)?.authorization?.replace(/^Bearer /, '') ?? null;
  const method = init.method ?? 'GET';
  if (api.offline) throw new TypeError('Failed to fetch');
  api.requests.push({ method, path: url.pathname, token, at: Date.now() });
  // The sign-in (docs/security.md#sign-in), for the person `api.signingIn` names.
  if (url.pathname === '/auth/facebook/dialog') {
    const dialog = new URL('/v27.0/dialog/oauth', PLATFORM_LOGIN_BASE);
    dialog.searchParams.set('redirect_uri', url.searchParams.get('redirectUri') ?? '');
    dialog.searchParams.set('state', `${url.searchParams.get('state')}.signed`);
    return answer(200, { url: dialog.toString() });
  }
  if (url.pathname === '/auth/facebook/exchange') {
    const session = `session-${api.signingIn.id}-${crypto.randomUUID()}`;
    api.sessions.add(session);
    return answer(200, { token: session, expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(), user: api.signingIn });
  }
  if (!token || !api.sessions.has(token)) return answer(401, { success: false, error: 'Sign in to Salvo to continue.' });
  const launch = /^\/dashboard\/campaign-launches\/(.+)$/.exec(url.pathname)?.[1];
  if (launch) {
    const found = api.launches.get(launch);
    if (!found) return answer(404, { success: false, error: 'Launch not found.' });
    if (found.status === 200) return answer(200, found.record);
    return answer(found.status, { success: false, error: 'Something went wrong on our side.' }, found.retryAfter ? { 'retry-after': found.retryAfter } : {});
  }
  if (method === 'POST' && url.pathname === '/facebook/adlauncher') {
    const id = crypto.randomUUID();
    api.launches.set(id, { status: 200, record: launchRecord({ id, status: 'RUNNING', campaignName: 'Spring' }) });
    return answer(200, { success: true, campaignLaunchId: id, status: 'PENDING' });
  }
  if (method === 'POST' && url.pathname === '/auth/logout') {
    api.sessions.delete(token);
    return answer(200, { success: true });
  }
  if (method === 'POST' && url.pathname === '/auth/logout-all') {
    api.sessions.clear();
    return answer(200, { success: true });
  }
  if (url.pathname === '/automations/activity') return answer(200, { success: true, data: [] });
  return answer(404, { success: false, error: 'Not found.' });
});

/** A fresh world: the browser's state, the API's, no token. */
export function resetWorld(): void {
  fakeBrowser.reset();
  api.storedToken = undefined;
  api.sessions.clear();
  api.launches.clear();
  api.requests.length = 0;
  api.signingIn = { id: 'u1', name: 'Ava' };
  api.offline = false;
}

/** `name` signed in (as the sign-in leaves it: a session the API knows, its token stored, the user). */
export async function signedIn(id = 'u1', name = 'Ava'): Promise<string> {
  const token = `session-${id}-${crypto.randomUUID()}`;
  api.sessions.add(token);
  api.storedToken = token;
  await userItem.setValue({ id, name });
  return token;
}

/** Lets every promise chain started by a timer or an event run to its end (the fakes answer in microtasks). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 200; i += 1) await Promise.resolve();
}

/** An event of Chrome's that the fake browser lacks (runtime.onConnect). */
function event() {
  const listeners: Array<(...args: unknown[]) => unknown> = [];
  return {
    addListener: (l: (...args: unknown[]) => unknown) => void listeners.push(l),
    removeListener: (l: (...args: unknown[]) => unknown) => void listeners.splice(listeners.indexOf(l), 1),
    hasListener: (l: (...args: unknown[]) => unknown) => listeners.includes(l),
    removeAllListeners: () => void (listeners.length = 0),
  };
}

/** Starts the background as Chrome does (entrypoints/background: registerBackground), with the APIs the fake lacks. */
export async function startBackground(): Promise<void> {
  Object.assign(fakeBrowser.sidePanel, {
    open: vi.fn(async () => undefined),
    setPanelBehavior: vi.fn(async () => undefined),
    setOptions: vi.fn(async () => undefined),
  });
  // The platform's login window: the person approves at once, and the redirect carries the dialog's state back.
  const redirect = `https://${fakeBrowser.runtime.id}.chromiumapp.org/oauth`;
  Object.assign(fakeBrowser.identity, {
    getRedirectURL: () => redirect,
    launchWebAuthFlow: async ({ url }: { url: string }) => `${redirect}?code=approved&state=${new URL(url).searchParams.get('state')}`,
  });
  if (!('removeAllListeners' in fakeBrowser.runtime.onConnect)) Object.assign(fakeBrowser.runtime, { onConnect: event() });
  // The keyboard shortcut (a new worker listens afresh).
  Object.assign(fakeBrowser.commands, { onCommand: event() });
  const { registerBackground } = await import('./index');
  registerBackground();
  await settle();
}

/**
 * Chrome stops the worker (its timers, listeners and module state go; storage and the token stay) and starts it again.
 */
export async function restartBackground(): Promise<void> {
  // (Clearing the fake timers also sets the fake clock back: keep it where it is.)
  const now = Date.now();
  vi.clearAllTimers();
  vi.setSystemTime(now);
  const events: unknown[] = [
    fakeBrowser.runtime.onMessage,
    fakeBrowser.runtime.onConnect,
    fakeBrowser.alarms.onAlarm,
    fakeBrowser.notifications.onClicked,
    fakeBrowser.tabs.onActivated,
    fakeBrowser.tabs.onUpdated,
    fakeBrowser.tabs.onRemoved,
    fakeBrowser.storage.onChanged,
    fakeBrowser.storage.local.onChanged,
    fakeBrowser.storage.session.onChanged,
  ];
  for (const event of events as Array<{ removeAllListeners(): void }>) event.removeAllListeners();
  vi.resetModules();
  await startBackground();
}

/** A message from the content script of the Ads Manager page in tab `tabId`, the active tab. */
export async function fromTab(tabId: number, message: Message): Promise<unknown> {
  // The fields the background reads of the sender's tab.
  const tab = { id: tabId, active: true } as Browser.tabs.Tab;
  const sender = { id: fakeBrowser.runtime.id, tab, url: 'https://adsmanager.facebook.com/adsmanager/manage/campaigns' };
  const replies = await fakeBrowser.runtime.onMessage.trigger(message, sender, () => undefined);
  return replies.find((r) => r !== undefined);
}

/** A message from the side panel (an extension page), answered by the background. */
export async function fromPanel(message: Message): Promise<unknown> {
  const sender = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/sidepanel.html') };
  const replies = await fakeBrowser.runtime.onMessage.trigger(message, sender, () => undefined);
  return replies.find((r) => r !== undefined);
}
