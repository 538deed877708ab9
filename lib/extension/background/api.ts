import { fetchApi, type Transport } from '../../api-client/client';
import { API_BASE } from '../api-base';
import { sessionStore } from '../session-store';
import { keptForItem, userItem } from '../storage-items';
import { sessionTransport } from './session-transport';

/** The session ended without a sign-out: signed out, what the extension keeps stays for this user (person-data.ts). */
async function sessionEnded(): Promise<void> {
  const user = await userItem.getValue();
  if (user) await keptForItem.setValue(user.id);
  await userItem.setValue(null);
}

/**
 * The background's transport: adds the session, keeps it as the API rotates it, and forgets it (and the user) when
 * the API says it is no longer valid (session-transport.ts).
 */
export const apiTransport: Transport = sessionTransport(fetchApi(API_BASE), {
  get: () => sessionStore.get('sessionToken'),
  swap: async (expected, next) => {
    await sessionStore.swap('sessionToken', expected, next);
    if (next === null && (await sessionStore.get('sessionToken')) === undefined) await sessionEnded();
  },
});
