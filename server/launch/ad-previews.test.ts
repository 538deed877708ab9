import { describe, expect, it } from 'vitest';
import { placementsOf } from './ad-previews';

describe('the placements an ad is previewed in', () => {
  it('are Feed, Stories and Reels on Facebook and Instagram with Advantage+ placements', () => {
    expect(placementsOf({ advantagePlacement: true, placementPlatforms: {} })).toEqual([
      'facebook_feed',
      'instagram_feed',
      'facebook_stories',
      'instagram_stories',
      'facebook_reels',
      'instagram_reels',
    ]);
  });

  it('are those of the positions chosen otherwise, in that order; other positions have none', () => {
    expect(
      placementsOf({
        advantagePlacement: false,
        placementPlatforms: {
          facebook: ['facebook_reels', 'marketplace', 'feed'],
          instagram: ['reels', 'story', 'explore_home'],
          messenger: ['messenger_home'],
        },
      }),
    ).toEqual(['facebook_feed', 'instagram_stories', 'facebook_reels', 'instagram_reels']);
    expect(placementsOf({ advantagePlacement: false, placementPlatforms: { facebook: ['right_hand_column'], audience_network: ['classic'] } })).toEqual([]);
  });
});
