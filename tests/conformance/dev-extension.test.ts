import { describe, expect, it } from 'vitest';
import { DEFAULT_APP, DEV_EXTENSION_REDIRECT_URI } from '../../sim';
import { DEV_EXTENSION_ID, extensionRedirectUri } from '../../lib/contract/extension-id';

// The simulator may not import lib/, so it keeps its own copy of the development extension's redirect.
describe("the simulator's registered redirect", () => {
  it("is the development extension's sign-in redirect", () => {
    expect(DEV_EXTENSION_REDIRECT_URI).toBe(extensionRedirectUri(DEV_EXTENSION_ID));
    expect(DEFAULT_APP.redirectUris).toEqual([DEV_EXTENSION_REDIRECT_URI]);
  });
});
