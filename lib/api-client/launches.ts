import { launchDeletionResponseSchema } from '../contract/launch';
import { call, type Transport } from './client';

// A failed launch's campaign (spec §2, §4 "Failed launch deletion", §7): delete it now, or schedule its
// deletion within 48 hours.

export const deleteLaunchNow = (t: Transport, launchId: string) =>
  call(t, { method: 'POST', path: `/campaign-launches/${encodeURIComponent(launchId)}/delete` }, launchDeletionResponseSchema);

export const scheduleLaunchDeletion = (t: Transport, launchId: string) =>
  call(t, { method: 'POST', path: `/campaign-launches/${encodeURIComponent(launchId)}/schedule-deletion` }, launchDeletionResponseSchema);
