import { describe, expect, it } from 'vitest';
import { notOfferedCampaignMessages } from '../../lib/rules/step-one-messages';
import { campaignOptions, notOfferedNote } from './campaign-options';

describe('campaign picker options', () => {
  it('lists a campaign not offered disabled and marked, and says why under the picker', () => {
    const campaigns = [
      { id: '1', name: 'Spring Sale' },
      { id: '2', name: 'Catalog sales', notOffered: 'legacy' },
    ];
    expect(campaignOptions(campaigns)).toEqual([
      { value: '1', label: 'Spring Sale' },
      { value: '2', label: 'Catalog sales (Advantage+, former setup: not available)', disabled: true },
    ]);
    expect(notOfferedNote(campaigns)).toBe(notOfferedCampaignMessages.note);
    expect(notOfferedNote(campaigns.slice(0, 1))).toBeUndefined();
  });
});
