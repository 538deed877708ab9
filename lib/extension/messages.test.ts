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
