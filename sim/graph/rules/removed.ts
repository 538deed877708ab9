// What Marketing API v22 to v25 removed while the spec (the SDK code generator's) still lists it: the Facebook video
// feeds placement, the standard enhancements bundle, smart_promotion_type and existing_customer_budget_percentage
// (sim/README.md#business-rules-simgraphrules, each with its source). An update is refused only for what it sends.
import { invalidParam } from '../errors';
import type { Rule } from './types';
import { asRecord, has, sentParams } from './types';

// Subcode as public clients see it; title and wording the simulator's.
export const videoFeedsRemoved: Rule = {
  name: 'video-feeds-removed',
  edges: ['adsets'],
  onUpdate: true,
  check: (ctx) => {
    const positions = asRecord(sentParams(ctx).targeting)?.facebook_positions;
    if (!Array.isArray(positions) || !positions.includes('video_feeds')) return undefined;
    return invalidParam('Invalid parameter', {
      subcode: 2490562,
      userTitle: 'Placement No Longer Available',
      userMsg: 'The Facebook video feeds placement (facebook_positions video_feeds) is no longer available: remove it from the placements.',
    });
  },
};

// v26 removed the Instagram Explore feed position; the wording and the missing subcode are the simulator's.
export const exploreRemoved: Rule = {
  name: 'explore-position-removed',
  edges: ['adsets'],
  onUpdate: true,
  since: 26,
  check: (ctx) => {
    const positions = asRecord(sentParams(ctx).targeting)?.instagram_positions;
    if (!Array.isArray(positions) || !positions.includes('explore')) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Placement No Longer Available',
      userMsg: 'The Instagram Explore placement (instagram_positions explore) is no longer available: remove it from the placements.',
    });
  },
};

export const standardEnhancementsRemoved: Rule = {
  name: 'standard-enhancements-removed',
  edges: ['adcreatives'],
  check: ({ values }) => {
    const features = asRecord(asRecord(values.degrees_of_freedom_spec)?.creative_features_spec);
    if (!features || !('standard_enhancements' in features)) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Standard Enhancements No Longer Available',
      userMsg:
        'creative_features_spec.standard_enhancements is no longer available: set each Advantage+ creative feature (image_touchups, text_optimizations, inline_comment, ...) on its own.',
    });
  },
};

export const smartPromotionTypeRemoved: Rule = {
  name: 'smart-promotion-type-removed',
  edges: ['campaigns'],
  onUpdate: true,
  check: (ctx) => {
    if (!has(sentParams(ctx).smart_promotion_type)) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Smart Promotion Type No Longer Available',
      userMsg:
        'smart_promotion_type is no longer available: an Advantage+ campaign is one with an Advantage+ campaign budget, Advantage+ audience and Advantage+ placements.',
    });
  },
};

export const existingCustomerBudgetRemoved: Rule = {
  name: 'existing-customer-budget-removed',
  edges: ['adsets'],
  onUpdate: true,
  check: (ctx) => {
    if (!has(sentParams(ctx).existing_customer_budget_percentage)) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Existing Customer Budget No Longer Available',
      userMsg: 'existing_customer_budget_percentage is no longer available: leave it out.',
    });
  },
};
