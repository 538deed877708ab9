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
describe('§5 messages are the spec texts, verbatim', () => {
  it.each([
    ['§5 step 1 category', step1Messages.specialCategory, 'You must select a category for your special ad.'],
    ['§5 step 1 locations', step1Messages.specialCategoryLocations, 'You must select at least one target location for your special ad category.'],
    ['§5 step 1 bulk', step1Messages.bulkAccounts, 'You must select at least 2 accounts for multi-launch campaign.'],
    ['§5 placement device', launchMessages.placementDevice, 'Please select at least one device placement.'],
    [
      '§5 audience network',
      launchMessages.audienceNetworkAlone,
      'Audience Network placement cannot be selected alone. Please include at least one other platform.',
    ],
    ['§5 facebook story', launchMessages.facebookStory, 'Facebook Story placement requires either Facebook Feed or Instagram Story to be selected.'],
    ['§5 messenger story', launchMessages.messengerStory, 'Messenger Story placement requires either Facebook Feed or Instagram Story to be selected.'],
    ['§5 target ROAS', launchMessages.targetRoas, 'Please enter a valid Target ROAS value between 0.01 and 1,000.'],
    ['§5 bid cap', launchMessages.bidAmountBidCap, 'Please enter a valid bid amount of at least $1.00 for bid cap strategy.'],
    ['§5 cost per result', launchMessages.bidAmountCostPerResult, 'Please enter a valid bid amount of at least $1.00 for cost per result strategy.'],
    ['§5 shop bid', launchMessages.shopBidStrategy, 'This bid strategy is not supported for shop ads.'],
    ['§5 lead form', launchMessages.leadForm, 'Please select a lead form.'],
    ['§5 destination URL', launchMessages.destinationUrl, 'Please enter a valid destination URL.'],
    ['§5 conversion event', launchMessages.conversionEvent, 'Please select a conversion event.'],
    [
      '§5 incompatible event',
      launchMessages.conversionEventIncompatible,
      'This conversion event is not compatible with your campaign settings. Please select a different conversion event.',
    ],
    ['§5 purchase for shop', launchMessages.purchaseForShop, 'Purchase is mandatory for Website + Shop campaigns.'],
    ['§5 budget', launchMessages.budget, 'Please enter a valid budget.'],
    ['§5 locations', launchMessages.locations, 'Please select at least one location.'],
    ['§5 start date', launchMessages.startDate, 'Please select a start date.'],
    ['§5 start and end date', launchMessages.startAndEndDate, 'Please select a start and end date.'],
    ['§5 page', launchMessages.page, 'Please select a Facebook page.'],
    ['§5 pixel', launchMessages.pixel, 'Please select a pixel.'],
    ['§5 catalog', launchMessages.catalog, 'Please select a catalog.'],
    ['§5 product or set', launchMessages.productOrSet, 'Please select a product or product set.'],
    ['§5 not both', launchMessages.productAndSet, 'Please select either a product or a product set, not both.'],
    ['§5 financial age', launchMessages.financialAge, "For Financial Products & Services ads, the age range must be 18-65+ per the platform's policy."],
    [
      '§5 financial zip',
      launchMessages.financialZip,
      'ZIP code targeting is not allowed for Financial Products & Services ads. Please remove ZIP code locations.',
    ],
    [
      '§5 financial excluded',
      launchMessages.financialExcluded,
      'Excluded locations are not allowed for Financial Products & Services ads. Please remove all excluded locations.',
    ],
    ['§5 financial notice', financialAgeNotice, 'For Financial Products & Services ads, the age range is automatically set to 18-65+ and cannot be modified.'],
    ['§5 display link', displayLinkMessage('shop.example.com'), "Use a domain format like 'shop.example.com' without http:// or https://"],
    ['§5 bulk pixel', bulkAccountMessages.pixel('Acme'), 'Please select a pixel for account: Acme'],
    ['§5 bulk page', bulkAccountMessages.page('Acme'), 'Please select a Facebook page for account: Acme'],
    ['§5 bulk lead form', bulkAccountMessages.leadForm('Acme'), 'Please select a lead form for account: Acme'],
    ['§5 bulk event', bulkAccountMessages.conversionEvent('Acme'), 'Please select a conversion event for account: Acme'],
    [
      '§5 bulk lead event',
      bulkAccountMessages.leadEventIncompatible('Acme'),
      'This conversion event is not compatible with lead form campaigns for account: Acme',
    ],
    ['§5 bulk locations max', bulkLocationMessages.tooMany(101), 'Maximum 100 locations allowed (you have 101)'],
    ['§5 bulk locations none', bulkLocationMessages.none, 'No valid locations found'],
    ['§5 no stock', launchMessages.noStock, 'No stock'],
    ['§6 agency only', agencyOnlyMessage, 'You must be an Agency user to use this feature.'],
    ['§5 refresh limited', launchErrorTexts.refreshLimited, 'Asset retrieval is limited. Please try again in 5 minutes.'],
    ['§8 default error', launchErrorTexts.defaultError, 'An error occurred. Please check your Facebook Integration and try again.'],
    ['§8 launch failed', launchErrorTexts.launchFailedNoMessage, 'Launch failed. Please try again or contact support.'],
    ['§8 status', launchErrorTexts.statusFailed, 'Failed to fetch launch status'],
    ['§8 last account', launchErrorTexts.lastAccount, 'Cannot delete the last account. At least one account must remain.'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
