import { fetchTransport, type Transport } from '../../api-client/client';
import { API_BASE } from '../api-base';
import { sessionStore } from '../session-store';
import { userItem } from '../storage-items';

const base = fetchTransport(API_BASE, () => sessionStore.get('sessionToken'));

/** The background's transport: adds the session, and forgets it when the API says it is no longer valid. */
export const apiTransport: Transport = async (req) => {
  const answer = await base(req);
  if (answer.status === 401 && (await sessionStore.get('sessionToken'))) {
    await sessionStore.delete('sessionToken');
    await userItem.setValue(null);
  }
  return answer;
};
