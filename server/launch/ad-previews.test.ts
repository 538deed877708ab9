import { describe, expect, it } from 'vitest';
import { placementsOf, placementsOfTargeting } from './ad-previews';

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

  it('of an existing ad set are its own: all with Advantage+ placements, none of Reels when its positions leave Reels out', () => {
    expect(placementsOfTargeting({})).toHaveLength(6);
    expect(placementsOfTargeting(undefined)).toHaveLength(6);
    expect(
      placementsOfTargeting({ publisher_platforms: ['facebook', 'instagram'], facebook_positions: ['feed', 'story'], instagram_positions: ['stream'] }),
    ).toEqual(['facebook_feed', 'instagram_feed', 'facebook_stories']);
    // A platform without its positions runs in every one of them.
    expect(placementsOfTargeting({ publisher_platforms: ['instagram'] })).toEqual(['instagram_feed', 'instagram_stories', 'instagram_reels']);
  });
});
