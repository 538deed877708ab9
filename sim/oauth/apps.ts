// The apps the simulator knows (the main one and any others), and the platform's appsecret_proof check: a call
// with a token may send appsecret_proof = hex HMAC-SHA256(token, key: the token's app secret); a wrong proof is
// refused, and so is a missing one when the app requires it ("Require App Secret", `requireAppSecretProof`).
import crypto from 'node:crypto';
import { GraphError } from '../graph/errors';
import type { Runtime } from '../runtime';
import type { SimApp } from '../state/world';

export function appById(rt: Runtime, id: unknown): SimApp | undefined {
  return [rt.options.app, ...rt.options.otherApps].find((a) => a.id === id);
}

/** `{app id}|{app secret}`: the app token. */
export function appOfAppToken(rt: Runtime, token: string): SimApp | undefined {
  return [rt.options.app, ...rt.options.otherApps].find((a) => token === `${a.id}|${a.secret}`);
}

function appOfToken(rt: Runtime, token: string): SimApp | undefined {
  const info = rt.world.tokens.get(token);
  return info ? appById(rt, info.appId) : appOfAppToken(rt, token);
}

function appSecretProof(secret: string, token: string): string {
  return crypto.createHmac('sha256', secret).update(token).digest('hex');
}

/** The platform's refusal of the call's proof, if any. An unknown token is left to the token check (190). */
export function appSecretProofError(rt: Runtime, params: Record<string, unknown>, token: string | undefined): GraphError | undefined {
  const app = token ? appOfToken(rt, token) : undefined;
  if (!token || !app) return undefined;
  const proof = params.appsecret_proof;
  if (proof === undefined || proof === '') {
    if (!rt.options.requireAppSecretProof) return undefined;
    return new GraphError({ message: 'API calls from the server require an appsecret_proof argument', type: 'GraphMethodException', code: 100 });
  }
  const expected = appSecretProof(app.secret, token);
  const given = Buffer.from(String(proof));
  if (given.length === expected.length && crypto.timingSafeEqual(given, Buffer.from(expected))) return undefined;
  return new GraphError({ message: 'Invalid appsecret_proof provided in the API argument', type: 'GraphMethodException', code: 100 });
}
