// What the platform refuses only once the ad set exists (sim/README.md#refused-after-the-ad-set): an ad that may
// show on Instagram with no one to show it as, a video without its thumbnail, a pixel campaign's ad without its
// conversion domain, political ads reaching the European Union.
import type { GraphObject } from '../../state/world';
import { invalidParam } from '../errors';
import { targetsEu } from './adset-targeting';
import type { Rule, RuleContext } from './types';
import { asRecord, has } from './types';

/** The ad's ad set and the creative's story spec (a stored creative's or the inline one's). */
function adParts(ctx: RuleContext): { adset?: GraphObject; story?: Record<string, unknown> } {
  const adset = ctx.world.objects.get(String(ctx.values.adset_id));
  const creative = asRecord(ctx.values.creative);
  const stored = has(creative?.creative_id) ? ctx.world.objects.get(String(creative?.creative_id)) : undefined;
  return { adset, story: asRecord((stored ? stored.data : creative)?.object_story_spec) };
}

/** Instagram placements are possible: Advantage+ placements (no publisher_platforms) or Instagram among them. */
const instagramPossible = (adset: GraphObject | undefined): boolean => {
  const platforms = asRecord(adset?.data.targeting)?.publisher_platforms;
  return !Array.isArray(platforms) || platforms.includes('instagram');
};

// 100/1772103 with the platform's title; the message is the one public clients quote. A Page whose own professional
// Instagram account can stand for it is taken without one (sources disagree: sim/README.md#refused-after-the-ad-set).
export const instagramIdentityForPlacements: Rule = {
  name: 'instagram-identity-for-placements',
  edges: ['ads'],
  check: (ctx) => {
    const { adset, story } = adParts(ctx);
    if (!story || has(story.instagram_user_id) || !instagramPossible(adset)) return undefined;
    const page = String(story.page_id ?? '');
    if (ctx.world.instagramAccounts.some((i) => i.pageId === page && i.kind !== 'personal')) return undefined;
    return invalidParam('Invalid parameter', {
      subcode: 1772103,
      userTitle: 'Instagram Account Is Missing',
      userMsg:
        "You're using Instagram as a placement. Please select an Instagram account to represent your business in your Instagram ads, or select a Facebook Page to use instead.",
    });
  },
};

// 1443226 with the platform's title as public clients quote it; the message is the simulator's.
export const videoThumbnailRequired: Rule = {
  name: 'video-thumbnail-required',
  edges: ['adcreatives'],
  check: ({ values }) => {
    const video = asRecord(asRecord(values.object_story_spec)?.video_data);
    if (!video || has(video.image_hash) || has(video.image_url)) return undefined;
    return invalidParam('Invalid parameter', {
      subcode: 1443226,
      userTitle: 'Your ad needs a video thumbnail',
      userMsg: 'A video ad needs a thumbnail: set video_data.image_hash or video_data.image_url.',
    });
  },
};

// The Ad reference: conversion_domain is required for an ad of a campaign that shares data with a pixel. The title
// and wording are the simulator's (UNVERIFIED), as is answering it with code 100.
export const conversionDomainForPixel: Rule = {
  name: 'conversion-domain-for-pixel',
  edges: ['ads'],
  check: (ctx) => {
    const { adset } = adParts(ctx);
    if (!has(asRecord(adset?.data.promoted_object)?.pixel_id) || has(ctx.values.conversion_domain)) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Conversion domain required',
      userMsg: "conversion_domain is required for an ad of an ad set that optimizes for a pixel's events: the domain of the website (example.com).",
    });
  },
};

// Political, electoral and social issue ads are no longer served in the EU (since 2025-10-06); the wording is the
// simulator's (UNVERIFIED), as is which call refuses (here: the ad set naming EU locations in such a campaign).
export const politicalAdsNotInEu: Rule = {
  name: 'political-ads-not-in-eu',
  edges: ['adsets'],
  onUpdate: true,
  check: ({ values, campaign }) => {
    const categories = campaign?.data.special_ad_categories;
    if (!Array.isArray(categories) || !categories.includes('ISSUES_ELECTIONS_POLITICS') || !targetsEu(asRecord(values.targeting))) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Political ads not available in the EU',
      userMsg: 'Ads about social issues, elections or politics cannot run in the European Union: remove the EU locations from the targeting.',
    });
  },
};
