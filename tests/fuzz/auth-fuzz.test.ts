import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { EXTENSION_REDIRECT, newPkce, startStack, type Stack } from '../integration/harness';
import { bodies } from './arbitraries';
import { Fuzz, fuzzTimeout, jsonCases, RUNS, UNLIMITED, type Case } from './fuzz-kit';

// The sign-in routes without a session (tests/fuzz/fuzz-kit.ts says what holds): the code exchange's and the
// system-user token's bodies, and the login dialog's query. The platform is asked only about a well-formed code or
// token, and only its own answer may refuse one after that: the exchange at its fields, the token with a 401 or at
// its field.

describe(`the sign-in routes under ${RUNS} generated and mutated bodies`, () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ queue: 'record', env: UNLIMITED });
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
  });

  const exchange = () => ({ code: 'AQDmadeUpCodeOfTheRedirect', codeVerifier: newPkce().verifier, redirectUri: EXTENSION_REDIRECT });
  const token = () => ({ accessToken: 'EAAGmadeUpSystemUserToken000000001' });
  const dialog = () => ({ redirectUri: EXTENSION_REDIRECT, state: 'state-of-this-attempt-0001', codeChallenge: newPkce().challenge });

  /** The dialog's query from a generated object: each value as its text (objects as JSON). */
  const dialogCases = bodies(dialog).map((q): Case => {
    const query = new URLSearchParams();
    if (q !== null && typeof q === 'object' && !Array.isArray(q)) {
      for (const [key, value] of Object.entries(q)) query.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
    }
    return { route: 'dialog', method: 'GET', url: `/auth/facebook/dialog?${query.toString()}` };
  });

  it(
    'never answers 5xx, names a field in every 400 and asks the platform only about well-formed codes and tokens',
    async () => {
      const fuzz = new Fuzz(stack, (route) =>
        route === 'exchange' ? { fields: ['code', 'codeVerifier', 'redirectUri'] } : route === 'token' ? { fields: ['accessToken'], statuses: [401] } : {},
      );
      await fuzz.run(
        'auth bodies',
        fc.oneof(
          { weight: 2, arbitrary: jsonCases('exchange', 'POST', () => '/auth/facebook/exchange', exchange) },
          { weight: 2, arbitrary: jsonCases('token', 'POST', () => '/auth/token', token) },
          { weight: 1, arbitrary: dialogCases },
        ),
      );
    },
    fuzzTimeout,
  );
});
