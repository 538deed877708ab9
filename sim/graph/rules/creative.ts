// Creative rules: instagram_actor_id is gone (fails on every version since 2025-09-09), each Advantage+
// creative feature must say its enroll_status (3858082), and an asset feed holds at most 5 of each text.
import { invalidParam } from '../errors';
import { videoReady } from '../media';
import type { Rule } from './types';
import { asRecord } from './types';

export const instagramActorIdRejected: Rule = {
  name: 'instagram-actor-id-rejected',
  edges: ['adcreatives'],
  check: ({ values }) => {
    const spec = asRecord(values.object_story_spec);
    if (!spec || !('instagram_actor_id' in spec)) return undefined;
    return invalidParam('(#100) Param instagram_actor_id is no longer supported. Use instagram_user_id instead.', {
      userTitle: 'instagram_actor_id is deprecated',
      userMsg: 'object_story_spec.instagram_actor_id is no longer supported; use instagram_user_id.',
    });
  },
};

export const creativeFeatureEnrollStatus: Rule = {
  name: 'creative-feature-enroll-status',
  edges: ['adcreatives'],
  check: ({ values }) => {
    const features = asRecord(asRecord(values.degrees_of_freedom_spec)?.creative_features_spec);
    if (!features) return undefined;
    const missing = Object.entries(features).find(([, v]) => {
      const s = asRecord(v)?.enroll_status;
      return s !== 'OPT_IN' && s !== 'OPT_OUT';
    });
    if (!missing) return undefined;
    return invalidParam('Invalid parameter', {
      subcode: 3858082,
      userTitle: 'Enroll status required',
      userMsg: `creative_features_spec.${missing[0]} must give enroll_status OPT_IN or OPT_OUT.`,
    });
  },
};

export const objectStorySpecPage: Rule = {
  name: 'object-story-spec-page',
  edges: ['adcreatives'],
  check: ({ values, world, account }) => {
    const spec = asRecord(values.object_story_spec);
    if (!spec) return undefined;
    const pageId = spec.page_id;
    const page = world.pages.find((p) => p.id === String(pageId));
    if (page?.adAccountIds.includes(account.id)) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Invalid Page',
      userMsg: `object_story_spec.page_id ${String(pageId)} is not a Page this ad account can promote.`,
    });
  },
};

// The video must reach status ready before an ad uses it.
export const videoMustBeReady: Rule = {
  name: 'video-must-be-ready',
  edges: ['adcreatives'],
  check: ({ values, world, account }) => {
    const videoId = asRecord(asRecord(values.object_story_spec)?.video_data)?.video_id;
    if (videoId === undefined || videoReady(world, String(videoId), account.id)) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Video not ready',
      userMsg: `The video ${String(videoId)} is not ready yet (still processing or missing); wait until its status is ready.`,
    });
  },
};

// "Asset Feed Spec Options" (developers.facebook.com/docs/marketing-api/ad-creative/asset-feed-spec/options):
// an asset feed holds at most 5 bodies, 5 titles and 5 descriptions (the error's subcode is not documented).
export const assetFeedTextLimits: Rule = {
  name: 'asset-feed-text-limits',
  edges: ['adcreatives'],
  check: ({ values }) => {
    const feed = asRecord(values.asset_feed_spec);
    const over = ['bodies', 'titles', 'descriptions'].find((key) => Array.isArray(feed?.[key]) && (feed[key] as unknown[]).length > 5);
    if (!over) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Too many assets',
      userMsg: `asset_feed_spec.${over} can hold at most 5 items.`,
    });
  },
};
