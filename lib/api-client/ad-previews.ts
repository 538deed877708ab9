import { adPreviewsResponseSchema, type AdPreviewsAnswer } from '../contract/ad-previews';
import type { LaunchPayload } from '../contract/launch';
import { call, type Transport } from './client';

// The platform's previews of a launch's first ads (POST /facebook/adlauncher/previews): what Review Launch Details
// shows under the plan (docs/product-rules.md#ad-previews).

export const fetchAdPreviews = (t: Transport, payload: LaunchPayload): Promise<AdPreviewsAnswer> =>
  call(t, { method: 'POST', path: '/facebook/adlauncher/previews', query: { accountId: payload.accountId }, body: payload }, adPreviewsResponseSchema);
