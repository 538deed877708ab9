// A campaign picker's options: a campaign the platform no longer takes anything into or copies (a legacy Advantage+
// shopping or app campaign, docs/product-rules.md#legacy-advantage-campaigns) is listed, disabled and marked.
import { notOfferedCampaignMessages } from '../../lib/rules/step-one-messages';

interface Listed {
  id: string;
  name: string;
  notOffered?: string;
}

export const campaignOptions = (campaigns: readonly Listed[]) =>
  campaigns.map((c) => (c.notOffered ? { value: c.id, label: notOfferedCampaignMessages.option(c.name), disabled: true } : { value: c.id, label: c.name }));

/** What the picker says under it when one of its campaigns is not offered. */
export const notOfferedNote = (campaigns: readonly Listed[]): string | undefined =>
  campaigns.some((c) => c.notOffered) ? notOfferedCampaignMessages.note : undefined;
