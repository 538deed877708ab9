import { describe, expect, it } from 'vitest';
import { adPreviewsResponseSchema } from './ad-previews';

// The panel frames only the platform's preview renderer at its path (docs/security.md#the-extensions-pages): an answer
// holding any other page is refused by its schema before anything is drawn.
describe("the previews' answer", () => {
  const answer = (src: string) => ({
    success: true,
    moreAds: 0,
    note: null,
    ads: [
      {
        index: 0,
        name: 'Spring',
        note: null,
        previews: [{ placement: 'facebook_feed', format: 'MOBILE_FEED_STANDARD', status: 'shown', src, width: 320, height: 560 }],
      },
    ],
  });

  it("takes a frame of the renderer's path, and no other page", () => {
    expect(adPreviewsResponseSchema.safeParse(answer('https://www.facebook.com/ads/api/preview_iframe.php?d=AQ1&t=AQ2')).success).toBe(true);
    for (const src of [
      'https://www.facebook.com/login.php',
      'https://www.facebook.com/ads/api/preview_iframe.php/x',
      'https://a:b@www.facebook.com/ads/api/preview_iframe.php?d=1',
      'https://www.facebook.com/ads/api/preview_iframe.php?d=1#top',
    ]) {
      const parsed = adPreviewsResponseSchema.safeParse(answer(src));
      expect(parsed.success, src).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("Expected a frame of the platform's preview renderer (/ads/api/preview_iframe.php)");
    }
  });
});
