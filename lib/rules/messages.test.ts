import { describe, expect, it } from 'vitest';
import {
  agencyOnlyMessage,
  bulkAccountMessages,
  bulkLocationMessages,
  displayLinkMessage,
  financialAgeNotice,
  launchErrorTexts,
  launchMessages,
  step1Messages,
} from './messages';

// Each text below is copied from the spec; a change of wording in messages.ts fails here.
describe('messages are the spec texts, verbatim', () => {
  it.each([
    ['step 1 category', step1Messages.specialCategory, 'You must select a category for your special ad.'],
    ['step 1 locations', step1Messages.specialCategoryLocations, 'You must select at least one target location for your special ad category.'],
    ['step 1 bulk', step1Messages.bulkAccounts, 'You must select at least 2 accounts for multi-launch campaign.'],
    ['placement device', launchMessages.placementDevice, 'Please select at least one device placement.'],
    [
      'audience network',
      launchMessages.audienceNetworkAlone,
      'Audience Network placement cannot be selected alone. Please include at least one other platform.',
    ],
    ['facebook story', launchMessages.facebookStory, 'Facebook Story placement requires either Facebook Feed or Instagram Story to be selected.'],
    ['messenger story', launchMessages.messengerStory, 'Messenger Story placement requires either Facebook Feed or Instagram Story to be selected.'],
    ['target ROAS', launchMessages.targetRoas, 'Please enter a valid Target ROAS value between 0.01 and 1,000.'],
    ['bid cap', launchMessages.bidAmountBidCap, 'Please enter a valid bid amount of at least $1.00 for bid cap strategy.'],
    ['cost per result', launchMessages.bidAmountCostPerResult, 'Please enter a valid bid amount of at least $1.00 for cost per result strategy.'],
    ['shop bid', launchMessages.shopBidStrategy, 'This bid strategy is not supported for shop ads.'],
    ['lead form', launchMessages.leadForm, 'Please select a lead form.'],
    ['destination URL', launchMessages.destinationUrl, 'Please enter a valid destination URL.'],
    ['conversion event', launchMessages.conversionEvent, 'Please select a conversion event.'],
    [
      'incompatible event',
      launchMessages.conversionEventIncompatible,
      'This conversion event is not compatible with your campaign settings. Please select a different conversion event.',
    ],
    ['purchase for shop', launchMessages.purchaseForShop, 'Purchase is mandatory for Website + Shop campaigns.'],
    ['budget', launchMessages.budget, 'Please enter a valid budget.'],
    ['locations', launchMessages.locations, 'Please select at least one location.'],
    ['start date', launchMessages.startDate, 'Please select a start date.'],
    ['start and end date', launchMessages.startAndEndDate, 'Please select a start and end date.'],
    ['page', launchMessages.page, 'Please select a Facebook page.'],
    ['pixel', launchMessages.pixel, 'Please select a pixel.'],
    ['catalog', launchMessages.catalog, 'Please select a catalog.'],
    ['product or set', launchMessages.productOrSet, 'Please select a product or product set.'],
    ['not both', launchMessages.productAndSet, 'Please select either a product or a product set, not both.'],
    ['financial age', launchMessages.financialAge, "For Financial Products & Services ads, the age range must be 18-65+ per the platform's policy."],
    [
      'financial zip',
      launchMessages.financialZip,
      'ZIP code targeting is not allowed for Financial Products & Services ads. Please remove ZIP code locations.',
    ],
    [
      'financial excluded',
      launchMessages.financialExcluded,
      'Excluded locations are not allowed for Financial Products & Services ads. Please remove all excluded locations.',
    ],
    ['financial notice', financialAgeNotice, 'For Financial Products & Services ads, the age range is automatically set to 18-65+ and cannot be modified.'],
    ['display link', displayLinkMessage('shop.example.com'), "Use a domain format like 'shop.example.com' without http:// or https://"],
    ['bulk pixel', bulkAccountMessages.pixel('Acme'), 'Please select a pixel for account: Acme'],
    ['bulk page', bulkAccountMessages.page('Acme'), 'Please select a Facebook page for account: Acme'],
    ['bulk lead form', bulkAccountMessages.leadForm('Acme'), 'Please select a lead form for account: Acme'],
    ['bulk event', bulkAccountMessages.conversionEvent('Acme'), 'Please select a conversion event for account: Acme'],
    [
      'bulk lead event',
      bulkAccountMessages.leadEventIncompatible('Acme'),
      'This conversion event is not compatible with lead form campaigns for account: Acme',
    ],
    ['bulk locations max', bulkLocationMessages.tooMany(101), 'Maximum 100 locations allowed (you have 101)'],
    ['bulk locations none', bulkLocationMessages.none, 'No valid locations found'],
    ['no stock', launchMessages.noStock, 'No stock'],
    ['agency only', agencyOnlyMessage, 'You must be an Agency user to use this feature.'],
    ['refresh limited', launchErrorTexts.refreshLimited, 'Asset retrieval is limited. Please try again in 5 minutes.'],
    ['default error', launchErrorTexts.defaultError, 'An error occurred. Please check your Facebook Integration and try again.'],
    ['launch failed', launchErrorTexts.launchFailedNoMessage, 'Launch failed. Please try again or contact support.'],
    ['status', launchErrorTexts.statusFailed, 'Failed to fetch launch status'],
    ['last account', launchErrorTexts.lastAccount, 'Cannot delete the last account. At least one account must remain.'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
