import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';

// /auth/* answers the extension and API clients only (docs/security.md#cors): a request with an Origin other than
// chrome-extension://<an id of EXTENSION_IDS>, or one a browser marks as sent by a web page (Sec-Fetch-Site
// cross-site, same-site or same-origin: a no-cors GET, an <img>, a form, which carry no Origin), is refused with a 403
// before anything runs, the rate limits included. CORS keeps a web page from reading the answers, but not from
// sending the requests: a page could otherwise spend its visitors' sign-in limit (counted per address: an office
// behind one address would be locked out) or the app's platform quota. API clients (no browser) send neither header.

const REFUSED = 'Sign-in is only possible from the Salvo extension.';
/** What a browser says of a request no page made (an address typed, a bookmark); absent outside browsers. */
const NOT_FROM_A_PAGE = new Set([undefined, 'none']);

export function refuseWebOrigins(deps: AppDeps) {
  const allowed = new Set(deps.config.extensionIds.map((id) => `chrome-extension://${id}`));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // The matched route, not the request's path: `/%61uth/me` reaches /auth/me too.
    if (!(request.routeOptions.url ?? '').startsWith('/auth/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined ? allowed.has(origin) : NOT_FROM_A_PAGE.has(request.headers['sec-fetch-site'] as string | undefined)) return;
    return reply.code(403).send({ success: false, error: REFUSED });
  };
}
