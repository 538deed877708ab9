import { describe, expect, it } from 'vitest';
import { HOSTILE_PATHS } from '../api-client/hostile-paths.test-data';
import { messageSchema } from './messages';

describe('the api message', () => {
  it("carries a path on the API's origin", () => {
    expect(messageSchema.safeParse({ type: 'api', method: 'GET', path: '/auth/me' }).success).toBe(true);
  });

  it.each(HOSTILE_PATHS)('is refused for the path %j', (path) => {
    const parsed = messageSchema.safeParse({ type: 'api', method: 'GET', path });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['path']);
  });
});

describe("the content script's messages", () => {
  it.each([
    [{ type: 'ads-manager-account', accountId: 'act_101' }, true],
    [{ type: 'ads-manager-account', accountId: null }, true],
    [{ type: 'ads-manager-account', accountId: '101' }, false],
    [{ type: 'ads-manager-left' }, true],
    [{ type: 'launch-tab-position' }, true],
    [{ type: 'launch-tab-position', at: 0 }, true],
    [{ type: 'launch-tab-position', at: 1 }, true],
    [{ type: 'launch-tab-position', at: 1.5 }, false],
    [{ type: 'launch-tab-position', at: -0.1 }, false],
    [{ type: 'launch-tab-position', at: '0.5' }, false],
    [{ type: 'launch-tab-position', at: Number.NaN }, false],
  ])('%j is taken: %s', (message, taken) => {
    expect(messageSchema.safeParse(message).success).toBe(taken);
  });
});
