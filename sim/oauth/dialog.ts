// The login dialog: GET /dialog/oauth (also /vNN.0/dialog/oauth) shows a consent page with one
// "Continue as {name}" button per seeded user; the form POST issues a single-use code bound to redirect_uri.
// `sim_user={user id}` on the GET approves at once (for tests that do not click).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Runtime } from '../runtime';
import { ALL_SCOPES } from '../state/world';
import { esc, page } from './html';

type Query = Record<string, string | undefined>;

function errorPage(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).type('text/html; charset=utf-8').send(page('Error', `<main><h1>Something went wrong</h1><p role="alert">${esc(message)}</p></main>`));
}

function checkRequest(rt: Runtime, q: Query): string | undefined {
  if (q.client_id !== rt.options.app.id) return 'Invalid App ID: the client_id does not belong to any app.';
  if (!q.redirect_uri || !/^https?:\/\//.test(q.redirect_uri)) return 'URL blocked: redirect_uri is missing or not an absolute http(s) URL.';
  return undefined;
}

function redirectWith(reply: FastifyReply, redirectUri: string, params: Record<string, string | undefined>): FastifyReply {
  const u = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) u.searchParams.set(k, v);
  return reply.redirect(u.toString(), 302);
}

function approve(rt: Runtime, reply: FastifyReply, q: Query, userId: string): FastifyReply {
  const user = rt.world.users.find((u) => u.id === userId);
  if (!user) return errorPage(reply, 'Unknown user.');
  const requested = (q.scope ?? '').split(/[ ,]+/).filter((s) => ALL_SCOPES.includes(s));
  const code = `AQ${rt.world.rng.alnum(40)}`;
  rt.world.codes.set(code, { code, userId: user.id, redirectUri: q.redirect_uri ?? '', scopes: requested.length ? requested : ['public_profile'], used: false });
  return redirectWith(reply, q.redirect_uri ?? '', { code, state: q.state });
}

export function dialogRoutes(app: FastifyInstance, rt: Runtime): void {
  const show = async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const q = req.query as Query;
    const bad = checkRequest(rt, q);
    if (bad) return errorPage(reply, bad);
    if (q.sim_user) return approve(rt, reply, q, q.sim_user);
    const hidden = (['client_id', 'redirect_uri', 'state', 'scope'] as const)
      .map((k) => `<input type="hidden" name="${k}" value="${esc(q[k] ?? '')}">`).join('');
    const scopes = (q.scope ?? '').split(/[ ,]+/).filter(Boolean);
    const buttons = rt.world.users.map((u) =>
      `<form method="post" action="/dialog/oauth">${hidden}<input type="hidden" name="user_id" value="${esc(u.id)}"><button type="submit">Continue as ${esc(u.name)}</button></form>`).join('');
    const cancel = `<form method="post" action="/dialog/oauth">${hidden}<input type="hidden" name="cancel" value="1"><button type="submit" class="secondary">Cancel</button></form>`;
    const body = `<main><h1>Log in with the platform</h1><p>Salvo (app ${esc(rt.options.app.id)}) is requesting access to:</p>
<ul>${scopes.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>${buttons}${cancel}</main>`;
    return reply.type('text/html; charset=utf-8').send(page('Log in with the platform', body));
  };
  const submit = async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const q = (req.body ?? {}) as Query;
    const bad = checkRequest(rt, q);
    if (bad) return errorPage(reply, bad);
    if (q.cancel) {
      return redirectWith(reply, q.redirect_uri ?? '', { error: 'access_denied', error_code: '200', error_reason: 'user_denied', error_description: 'Permissions error', state: q.state });
    }
    return approve(rt, reply, q, q.user_id ?? '');
  };
  app.get('/dialog/oauth', show);
  app.post('/dialog/oauth', submit);
  app.get('/:version/dialog/oauth', async (req, reply) => {
    if (!/^v\d+\.\d+$/.test((req.params as { version: string }).version)) return errorPage(reply, 'Unknown path.');
    return show(req, reply);
  });
  app.post('/:version/dialog/oauth', submit);
}
