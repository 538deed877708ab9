import type { FastifyBaseLogger } from 'fastify';
import type { AuthDialogQuery, AuthExchangeRequest, SessionUser } from '../../lib/contract/auth';
import { extensionRedirectUri } from '../../lib/contract/extension-id';
import type { AppDeps } from '../deps';
import { countAdAccounts, exchangeCode, longLivedToken, readMe, type PlatformToken } from '../platform/auth-api';
import { GraphError } from '../platform/graph-client';
import { setPlan } from './plans';
import { checkSignInState, signInState } from './sign-in-state';
import { upsertPlatformUser } from './sessions';

// The platform's side of the extension's sign-in (docs/security.md "Sign-in"): the login dialog's URL for the
// extension's own redirect, with a state of ours (sign-in-state.ts), then the code exchanged with the PKCE verifier,
// server to server, the secret in a POST body, once the state and the verifier check. Nothing is stored between the
// two: what binds them is the state's MAC and the verifier only the extension holds.

/**
 * The permissions Salvo's platform calls need (server/platform/, docs/security.md#sign-in), no more:
 * - ads_management: every read and write of ad accounts and their objects (campaigns, ad sets, ads, creatives,
 *   images, videos, pixels and their stats, pages to promote, Instagram accounts, audiences, conversions), me and
 *   me/adaccounts, targeting searches, and a catalog's products and product sets;
 * - leads_retrieval: a page's lead forms (leadgen_forms) and a form;
 * - catalog_management: the catalogs of the ad account's business (owned_product_catalogs).
 * Not asked: ads_read (ads_management reads too), business_management (Salvo reads no business but its catalogs),
 * pages_show_list (the pages come from the ad account's promote_pages, not me/accounts).
 */
const PLATFORM_SCOPES = ['ads_management', 'leads_retrieval', 'catalog_management'];

/** A refusal of the sign-in, naming the request's field at fault. */
export class SignInRefused extends Error {
  override name = 'SignInRefused';
  constructor(
    readonly status: 400 | 502,
    readonly field: keyof AuthExchangeRequest | null,
    message: string,
  ) {
    super(message);
  }
}

/** The sign-in redirect must be one of the configured extensions' (EXTENSION_IDS). */
function checkRedirectUri(deps: AppDeps, redirectUri: string): void {
  if (deps.config.extensionIds.some((id) => extensionRedirectUri(id) === redirectUri)) return;
  throw new SignInRefused(
    400,
    'redirectUri',
    'This extension is not registered with this Salvo API: the redirect must be https://<extension id>.chromiumapp.org/oauth for an id in EXTENSION_IDS.',
  );
}

export function dialogUrl(deps: AppDeps, query: AuthDialogQuery): string {
  checkRedirectUri(deps, query.redirectUri);
  const url = new URL(`${deps.config.platformLoginBase}/${deps.config.graphApiVersion}/dialog/oauth`);
  url.searchParams.set('client_id', deps.config.platformAppId);
  url.searchParams.set('redirect_uri', query.redirectUri);
  url.searchParams.set('state', signInState(deps, query));
  url.searchParams.set('scope', PLATFORM_SCOPES.join(','));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('code_challenge', query.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

/** Exchanges the code for the user's long-lived platform token and records the user; answers who signed in. */
export async function signInWithCode(deps: AppDeps, request: AuthExchangeRequest, log: FastifyBaseLogger): Promise<SessionUser> {
  checkRedirectUri(deps, request.redirectUri);
  // Before the platform is asked anything (docs/security.md#sign-in).
  const refused = checkSignInState(deps, request);
  if (refused) throw new SignInRefused(400, refused.field, refused.message);
  let exchanged: PlatformToken;
  try {
    exchanged = await exchangeCode(deps, request);
  } catch (cause) {
    log.warn({ err: describePlatformError(cause) }, 'platform refused the sign-in code');
    throw refusalOf(cause);
  }
  try {
    // The code gives a short-lived token (about 2 hours); launches run later, so keep a long-lived one.
    const longLived = await longLivedToken(deps, exchanged.accessToken);
    const me = await readMe(deps, longLived.accessToken);
    const user = await upsertPlatformUser(deps, {
      platformUserId: me.id,
      name: me.name ?? me.id,
      accessToken: longLived.accessToken,
      scopes: PLATFORM_SCOPES.join(','),
      tokenExpiresAt: longLived.expiresIn ? new Date(deps.now().getTime() + longLived.expiresIn * 1000) : null,
    });
    await recordDefaultPlan(deps, user.id, longLived.accessToken, log);
    return user;
  } catch (cause) {
    log.warn({ err: describePlatformError(cause) }, 'platform sign-in failed after the code exchange');
    throw new SignInRefused(502, null, 'Facebook did not confirm the sign-in. Please sign in again.');
  }
}

/** The platform's answer to a bad code, as the field the extension sent wrong. */
function refusalOf(cause: unknown): SignInRefused {
  if (!(cause instanceof GraphError) || cause.isTransient || cause.code !== 100) {
    return new SignInRefused(502, null, 'Facebook could not confirm the sign-in. Please try again.');
  }
  if (cause.subcode === 36009) return new SignInRefused(400, 'code', 'This sign-in code was already used. Sign in again from Salvo.');
  if (cause.subcode === 36008)
    return new SignInRefused(400, 'redirectUri', 'The redirect does not match the one this sign-in code was issued for. Sign in again from Salvo.');
  if (/code_verifier/i.test(cause.message))
    return new SignInRefused(400, 'codeVerifier', 'The code verifier does not match this sign-in. Sign in again from Salvo.');
  return new SignInRefused(400, 'code', 'Facebook did not accept this sign-in code for this app. Sign in again from Salvo.');
}

/** The plan of a first sign-in: an agency when the connection reaches more than one ad account (plans.ts). */
async function recordDefaultPlan(deps: AppDeps, userId: string, accessToken: string, log: FastifyBaseLogger): Promise<void> {
  let accounts = 0;
  try {
    accounts = await countAdAccounts(deps, accessToken, 2);
  } catch (cause) {
    log.warn({ err: describePlatformError(cause) }, 'ad accounts not read at sign-in');
  }
  await setPlan(deps, userId, { plan: accounts > 1 ? 'agency' : 'advertiser' });
}

export function describePlatformError(cause: unknown): unknown {
  if (cause instanceof GraphError) return { message: cause.message, code: cause.code, subcode: cause.subcode, fbtraceId: cause.fbtraceId };
  return cause instanceof Error ? { message: cause.message } : cause;
}
