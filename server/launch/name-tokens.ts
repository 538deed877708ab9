// The ids a planned name holds as tokens until the platform made them; names.ts fills them as the launch runs. Kept
// out of names.ts, which reads the plan, so that the plan uses them without the two importing each other.

/** What a planned name holds in place of an id not known yet. */
export const ID_TOKENS = { campaign_id: '{{campaign_id}}', adset_id: '{{adset_id}}' } as const;
const TOKEN = /\{\{(campaign_id|adset_id)\}\}/g;

interface NameIds {
  campaignId?: string;
  adSetId?: string;
}

/** A planned name with the ids known now; an id not known renders empty, as an unknown placeholder does. */
export function namedWith(name: string, ids: NameIds): string {
  return name
    .replace(TOKEN, (_m, key: string) => (key === 'campaign_id' ? ids.campaignId : ids.adSetId) ?? '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
