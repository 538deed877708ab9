import type { ApiRequest, SessionAnswer, Transport } from '../../api-client/client';

// The background's transport keeps the session as the API rotates it (docs/security.md#rotation). Requests run side by
// side (the panel's, the tracker's poll every 2 s, an upload's chunks), each with the token stored when it left:
// - an answer carrying a new token replaces the token it was sent with, and only that one (an answer that comes late
//   cannot put back a token that another answer already replaced);
// - a 401 for a token that is no longer the stored one (replaced meanwhile) is sent again, once, with the stored one;
//   a 401 for the stored token ends the session here (the panel goes back to the sign-in screen).
// A 401 is answered before a route runs, so sending the request again does nothing twice.

export interface TokenStore {
  get(): Promise<string | undefined>;
  /** Sets the token to `next`, or forgets it (null), only while it is still `expected`. */
  swap(expected: string, next: string | null): Promise<void>;
}

type Send = (req: ApiRequest, token: string | undefined) => Promise<SessionAnswer>;

export function sessionTransport(send: Send, store: TokenStore): Transport {
  const attempt = async (req: ApiRequest, token: string | undefined) => {
    const answer = await send(req, token);
    if (token && answer.renewedToken) await store.swap(token, answer.renewedToken);
    return answer;
  };
  return async (req) => {
    const sent = await store.get();
    let answer = await attempt(req, sent);
    if (answer.status === 401 && sent) {
      const stored = await store.get();
      if (stored && stored !== sent) answer = await attempt(req, stored);
      else await store.swap(sent, null);
    }
    const { renewedToken: _renewed, ...rest } = answer;
    return rest;
  };
}
