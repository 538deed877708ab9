import type { LaunchPayload } from '../contract/launch';
import { launchPlanResponseSchema, type LaunchPlanAnswer } from '../contract/launch-plan';
import { call, type Transport } from './client';

// The launch a payload makes in its ad account, before anything is written (POST /facebook/adlauncher/plan): what
// Review Launch Details shows, and whose digest the launch carries (docs/product-rules.md#review-and-confirm).

export const fetchLaunchPlan = (t: Transport, payload: LaunchPayload): Promise<LaunchPlanAnswer> =>
  call(t, { method: 'POST', path: '/facebook/adlauncher/plan', query: { accountId: payload.accountId }, body: payload }, launchPlanResponseSchema);
