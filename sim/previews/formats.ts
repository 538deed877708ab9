// How the renderer lays out an ad_format: a feed post, a full-screen story or reel, in a frame of a fixed size. The
// platform's frames vary by format and change over time; these sizes are the simulator's (UNVERIFIED).

export type Layout = 'feed' | 'fullscreen';

const FULLSCREEN = /STORY|REELS|FULLSCREEN|IMMERSIVE|INTERSTITIAL|STATUS/;
const DESKTOP = /DESKTOP|RIGHT_COLUMN|_WEB$/;

export function layoutOf(adFormat: string): Layout {
  return FULLSCREEN.test(adFormat) ? 'fullscreen' : 'feed';
}

/** Instagram's formats show the Instagram account; the others the Facebook Page. */
export const isInstagram = (adFormat: string): boolean => adFormat.startsWith('INSTAGRAM_');

export function frameSize(adFormat: string): { width: number; height: number } {
  if (layoutOf(adFormat) === 'fullscreen') return { width: 320, height: 568 };
  return DESKTOP.test(adFormat) ? { width: 500, height: 620 } : { width: 320, height: 560 };
}
