import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps';
import { forgetPreviews, previewKey, previewsCached } from './preview-cache';

// The previews remembered per user (docs/limits.md#ad-previews) go with the user's data (docs/security.md#the-platforms-callbacks).

describe('the preview cache', () => {
  it("forgets one user's previews, and only theirs", async () => {
    const deps = { now: () => new Date() } as AppDeps;
    let loads = 0;
    const load = async () => {
      loads += 1;
      return [{ kind: 'frame' as const, src: 'https://www.facebook.com/ads/api/preview_iframe.php?d=x', width: 320, height: 480 }];
    };
    const ava = previewKey('ava', 'act_1', { a: 1 });
    const sam = previewKey('sam', 'act_1', { a: 1 });
    await previewsCached(deps, ava, load);
    await previewsCached(deps, sam, load);
    await previewsCached(deps, ava, load);
    expect(loads).toBe(2);
    forgetPreviews(deps, 'ava');
    await previewsCached(deps, ava, load);
    await previewsCached(deps, sam, load);
    expect(loads).toBe(3);
  });
});
