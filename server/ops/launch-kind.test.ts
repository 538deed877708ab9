import { describe, expect, it } from 'vitest';
import { launchKind } from './launch-kind';

describe('launchKind', () => {
  it('names what a launch makes, a copy before the campaign it goes into', () => {
    expect(launchKind({ campaignName: 'New' })).toBe('new');
    expect(launchKind({ existingCampaignId: '1' })).toBe('existing_campaign');
    expect(launchKind({ existingCampaignId: '1', existingAdsetId: '2' })).toBe('existing_adset');
    expect(launchKind({ existingCampaignId: '1', existingAdsetIdList: ['2', '3'] })).toBe('existing_adset');
    expect(launchKind({ existingCampaignId: '1', existingAdsetIdList: [] })).toBe('existing_campaign');
    expect(launchKind({ duplicateCampaignId: '1' })).toBe('duplicate_campaign');
    expect(launchKind({ existingCampaignId: '1', duplicateAdsetId: '2' })).toBe('duplicate_adset');
    expect(launchKind({ isImportedCampaign: true, importedAccountId: 'act_2', importedCampaignId: '3' })).toBe('import');
  });

  it('calls a payload it cannot read new', () => {
    expect(launchKind(null)).toBe('new');
    expect(launchKind('text')).toBe('new');
  });
});
