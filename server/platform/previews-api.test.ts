import { describe, expect, it } from 'vitest';
import { frameOf } from './previews-api';

// The platform's preview answer is markup: only an iframe of its renderer, on the configured origin and at the
// renderer's path, is taken.
describe('a preview frame of the platform', () => {
  const origin = 'https://www.facebook.com';
  const body = (src: string, size = 'width="320" height="560"') => `<iframe src="${src}" ${size} scrolling="yes" style="border: none;"></iframe>`;

  it('is the iframe address, its entities decoded, and its size', () => {
    expect(frameOf(body('https://www.facebook.com/ads/api/preview_iframe.php?d=AQ1&amp;t=AQ2'), origin)).toEqual({
      src: 'https://www.facebook.com/ads/api/preview_iframe.php?d=AQ1&t=AQ2',
      width: 320,
      height: 560,
    });
  });

  it('is nothing from another origin, nothing that is not an iframe, nothing of a size no panel shows', () => {
    expect(frameOf(body('https://evil.example/ads/api/preview_iframe.php?d=1'), origin)).toBeNull();
    expect(frameOf(body('https://www.facebook.com.evil.example/x'), origin)).toBeNull();
    expect(frameOf(body('javascript:alert(1)'), origin)).toBeNull();
    expect(frameOf(body('http://www.facebook.com/ads/api/preview_iframe.php'), origin)).toBeNull();
    expect(frameOf('<script src="https://www.facebook.com/x.js"></script>', origin)).toBeNull();
    expect(frameOf(`<div>${body('https://www.facebook.com/a')}</div>`, origin)).toBeNull();
    expect(frameOf(body('https://www.facebook.com/a', 'width="0" height="560"'), origin)).toBeNull();
    expect(frameOf(body('https://www.facebook.com/a', 'width="320" height="90000"'), origin)).toBeNull();
    expect(frameOf(body('https://www.facebook.com/a', ''), origin)).toBeNull();
    expect(frameOf({ body: 'x' }, origin)).toBeNull();
  });

  it("is nothing on the renderer's origin but another of its pages, or with credentials or a fragment", () => {
    for (const src of [
      'https://www.facebook.com/login.php?next=x',
      'https://www.facebook.com/ads/api/preview_iframe.php/../../login.php',
      'https://www.facebook.com/ads/api/preview_iframe.phpx?d=1',
      'https://www.facebook.com/ads/api/preview_iframe.php/?d=1',
      'https://user:pw@www.facebook.com/ads/api/preview_iframe.php?d=1',
      'https://www.facebook.com/ads/api/preview_iframe.php?d=1#x',
    ])
      expect(frameOf(body(src), origin), src).toBeNull();
  });
});
