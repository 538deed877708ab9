// The draft's door's actions that bring a whole setup at once: a template applied or cleared, a copy started. Their
// rules (templates.ts, campaign-prefill.ts, default-settings.ts) come with the parts of the panel that dispatch them
// (Step 2's templates, a copy's loading), which load when first used, so the door itself stays on the first screen
// without them (docs/architecture.md#size). The door holds every invariant after each, as after any action.
import type { ImportDetails } from '../contract/campaigns';
import type { LaunchSettings } from '../contract/settings';
import { startCopy, type CampaignCopyMode, type CopyContext } from './campaign-prefill';
import { applyDefaultSettings, type DefaultSettingsAssets } from './default-settings';
import type { DraftAction } from './draft-door';
import { applyTemplate, clearTemplate, type SavedTemplate, type TemplateAssets } from './templates';
import type { ExistingCampaign } from './types';

/** "Use Selected Template": the template's values, its amounts only in the account's currency. */
export const applyTemplateAction = (template: SavedTemplate, assets: TemplateAssets): DraftAction => ({
  type: 'applyTemplate',
  change: (draft, ctx) => applyTemplate(draft, template, assets, ctx.account.currency),
});

/** "Clear Template": the defaults, then the buyer's default settings when loaded. */
export const clearTemplateAction = (settings?: LaunchSettings, assets?: DefaultSettingsAssets): DraftAction => ({
  type: 'clearTemplate',
  change: (draft, ctx) => {
    const cleared = clearTemplate(draft, ctx.account, ctx.now);
    return settings ? applyDefaultSettings(cleared, settings, assets) : cleared;
  },
});

/** A duplicate or an import: the draft starts from its source's whole setup. */
export const startCopyAction = (details: ImportDetails, mode: CampaignCopyMode, copy: CopyContext, campaign: ExistingCampaign | null): DraftAction => ({
  type: 'startCopy',
  change: (draft) => startCopy(draft, details, mode, copy, campaign),
});
