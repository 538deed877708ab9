import type { Automation } from '../../lib/contract/automations';
import type { LaunchPayload } from '../../lib/contract/launch';
import type { AdAccountContext, BulkLaunchItem, LaunchDraft } from '../../lib/rules';

// What Step 2 hands the app for its review: its own file, so that Step 2 and the dialog that loads it need not import
// each other.

export interface ReviewRequest {
  account: AdAccountContext;
  draft: LaunchDraft;
  payload: LaunchPayload;
  /** Multi Account Launch: one launch per account (docs/product-rules.md#multi-account-launch). */
  bulk?: BulkLaunchItem[];
  /** The attached automations as read, for the review to list (docs/automations.md#attaching-to-a-launch). */
  automations?: Automation[];
}
