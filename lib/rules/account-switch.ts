// The draft following Ads Manager to another ad account (docs/side-panel.md): one of the door's actions (draft-door.ts).
import { withoutAccountIds } from './bulk-launch';
import { setNewCampaign } from './transitions';
import type { LaunchDraft } from './types';
import { MONEY_FIELDS } from './money-fields';

/**
 * What belongs to the old account goes when the account changes: the existing campaign and its ad sets, a duplicate
 * or an import (it ends as Stop duplicating does), its saved, custom and excluded audiences, catalog and product (set)
 * (ids of that account alone, which another refuses), and the amounts when they were in another currency (¥5,000 is
 * not $5,000: docs/product-rules.md#currencies).
 */
export function forAnotherAccount(draft: LaunchDraft, sameCurrency: boolean): LaunchDraft {
  const next = withoutAccountIds(draft.source.kind === 'new' ? draft : setNewCampaign(draft));
  return sameCurrency ? next : { ...next, ...Object.fromEntries(MONEY_FIELDS.map((f) => [f, null])) };
}
