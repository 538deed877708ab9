import { describe, expect, it } from 'vitest';
import { apiBaseProblem } from './extension-api-base';

// The rule alone; tests/integration/extension-api-base.test.ts runs `wxt build` to see it refuse and build.
const refusal = ': a production build calls the API at its https address (WXT_API_BASE=https://api.example.com npm run build).';

describe("the extension build's API base", () => {
  it.each([
    ['a plain http API', 'http://api.example.com', false],
    ["this machine's API, in a production build", 'http://127.0.0.1:4000', false],
    ["this machine's name, in a production build", 'http://localhost:4000', false],
    ["the e2e run's name, in a production build", 'http://salvo-api.test', false],
    ['a plain http API, even in a development build', 'http://api.example.com', true],
    ['a name that only starts like this machine, in a development build', 'http://127.0.0.1.example.com', true],
    ['no URL at all', 'api.example.com', true],
  ])('refuses %s, naming it', (_what, base, dev) => {
    expect(apiBaseProblem(base, dev)).toBe(
      `WXT_API_BASE=${base}${refusal} http://127.0.0.1, http://localhost and http://salvo-api.test are for development builds only (npm run dev, or SALVO_DEV_BUILD=1).`,
    );
  });

  it.each([
    ['an https API', 'https://api.salvo.example', false],
    ['an https API on a port', 'https://api.salvo.example:8443', false],
    ["this machine's API in a development build", 'http://127.0.0.1:4000', true],
    ["this machine's name in a development build", 'http://localhost:4000', true],
    ["the e2e run's name in a development build", 'http://salvo-api.test', true],
  ])('allows %s', (_what, base, dev) => {
    expect(apiBaseProblem(base, dev)).toBeNull();
  });
});
