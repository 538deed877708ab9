// The login dialog: GET /dialog/oauth (also /vNN.0/dialog/oauth) shows a consent page with one
// "Continue as {name}" button per seeded user; the form POST issues a single-use code bound to the app, the
// redirect_uri and the PKCE code_challenge if one was sent. Strict Mode: redirect_uri must be exactly one of the
// app's registered redirect URIs, else the platform's "URL blocked" page.
// `sim_user={user id}` on the GET approves at once (for tests that do not click).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Runtime } from '../runtime';
import type { AuthCode, SimApp } from '../state/world';
import { ALL_SCOPES } from '../state/world';
import { appById } from './apps';
import { esc, page } from './html';

type Query = Record<string, string | undefined>;

export const URL_BLOCKED =
  "URL blocked: This redirect failed because the redirect URI is not whitelisted in the app's Client OAuth Settings. " +
  'Make sure Client and Web OAuth Login are on and add all your app domains as Valid OAuth Redirect URIs.';

/** The fields the consent form carries from the GET to the POST. */
const CARRIED = ['client_id', 'redirect_uri', 'state', 'scope', 'response_type', 'code_challenge', 'code_challenge_method'] as const;

function errorPage(reply: FastifyReply, message: string): FastifyReply {
  return reply
    .code(400)
    .type('text/html; charset=utf-8')
    .send(page('Error', `<main><h1>Something went wrong</h1><p role="alert">${esc(message)}</p></main>`));
}

interface Checked {
  app: SimApp;
  redirectUri: string;
  challenge: AuthCode['codeChallenge'];
}

function checkRequest(rt: Runtime, q: Query): Checked | string {
  const app = appById(rt, q.client_id);
  if (!app) return 'Invalid App ID: the client_id does not belong to any app.';
  if (!q.redirect_uri || !app.redirectUris.includes(q.redirect_uri)) return URL_BLOCKED;
  if (q.code_challenge === undefined || q.code_challenge === '') {
    return q.code_challenge_method
      ? 'Invalid code_challenge: code_challenge_method was sent without a code_challenge.'
      : { app, redirectUri: q.redirect_uri, challenge: undefined };
  }
  const method = q.code_challenge_method || 'plain';
  if (method !== 'S256' && method !== 'plain') return 'Invalid code_challenge_method: use S256 or plain.';
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(q.code_challenge)) return 'Invalid code_challenge: expected 43 to 128 characters (letters, digits, - . _ ~).';
  return { app, redirectUri: q.redirect_uri, challenge: { value: q.code_challenge, method } };
}

function redirectWith(reply: FastifyReply, redirectUri: string, params: Record<string, string | undefined>): FastifyReply {
  const u = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) u.searchParams.set(k, v);
  return reply.redirect(u.toString(), 302);
}

function approve(rt: Runtime, reply: FastifyReply, q: Query, checked: Checked, userId: string): FastifyReply {
  const user = rt.world.users.find((u) => u.id === userId);
  if (!user) return errorPage(reply, 'Unknown user.');
  const requested = (q.scope ?? '').split(/[ ,]+/).filter((s) => ALL_SCOPES.includes(s));
  const code = `AQ${rt.world.rng.alnum(40)}`;
  rt.world.codes.set(code, {
    code,
    appId: checked.app.id,
    userId: user.id,
    redirectUri: checked.redirectUri,
    scopes: requested.length ? requested : ['public_profile'],
    used: false,
    ...(checked.challenge ? { codeChallenge: checked.challenge } : {}),
  });
  return redirectWith(reply, checked.redirectUri, { code, state: q.state });
}

export function dialogRoutes(app: FastifyInstance, rt: Runtime): void {
  const show = async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const q = req.query as Query;
    const checked = checkRequest(rt, q);
    if (typeof checked === 'string') return errorPage(reply, checked);
    if (q.sim_user) return approve(rt, reply, q, checked, q.sim_user);
    const hidden = CARRIED.filter((k) => q[k] !== undefined)
      .map((k) => `<input type="hidden" name="${k}" value="${esc(q[k] ?? '')}">`)
      .join('');
    const scopes = (q.scope ?? '').split(/[ ,]+/).filter(Boolean);
    const buttons = rt.world.users
      .map(
        (u) =>
          `<form method="post" action="/dialog/oauth">${hidden}<input type="hidden" name="user_id" value="${esc(u.id)}"><button type="submit">Continue as ${esc(u.name)}</button></form>`,
      )
      .join('');
    const cancel = `<form method="post" action="/dialog/oauth">${hidden}<input type="hidden" name="cancel" value="1"><button type="submit" class="secondary">Cancel</button></form>`;
    const appName = checked.app.id === rt.options.app.id ? 'Salvo' : 'An app';
    const body = `<main><h1>Log in with the platform</h1><p>${appName} (app ${esc(checked.app.id)}) is requesting access to:</p>
<ul>${scopes.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>${buttons}${cancel}</main>`;
    return reply.type('text/html; charset=utf-8').send(page('Log in with the platform', body));
  };
  const submit = async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const q = (req.body ?? {}) as Query;
    const checked = checkRequest(rt, q);
    if (typeof checked === 'string') return errorPage(reply, checked);
    if (q.cancel) {
      return redirectWith(reply, checked.redirectUri, {
        error: 'access_denied',
        error_code: '200',
        error_reason: 'user_denied',
        error_description: 'Permissions error',
        state: q.state,
      });
    }
    return approve(rt, reply, q, checked, q.user_id ?? '');
  };
  app.get('/dialog/oauth', show);
  app.post('/dialog/oauth', submit);
  app.get('/:version/dialog/oauth', async (req, reply) => {
    if (!/^v\d+\.\d+$/.test((req.params as { version: string }).version)) return errorPage(reply, 'Unknown path.');
    return show(req, reply);
  });
  app.post('/:version/dialog/oauth', submit);
}
