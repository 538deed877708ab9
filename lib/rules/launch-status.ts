// Launch status (docs/product-rules.md#statuses-and-steps: launch status, docs/product-rules.md#progress-tracker: error
// catalogue).
import type { LaunchStatus } from '../contract/launch';
import { launchErrorTexts } from './step-one-messages';

// Still running is the contract's (the API client, which lib/rules may not serve, polls by it too).
export { isLaunchInProgress } from '../contract/launch-record';
/** Success means COMPLETED or COMPLETED_WITH_ISSUES; failure means FAILED or CANCELLED
 * (docs/product-rules.md#statuses-and-steps). */
export const isLaunchSuccess = (status: LaunchStatus): boolean => status === 'COMPLETED' || status === 'COMPLETED_WITH_ISSUES';
export const isLaunchFailure = (status: LaunchStatus): boolean => status === 'FAILED' || status === 'CANCELLED';

/** Badge colours (docs/product-rules.md#progress-tracker): green completed, orange completed with issues, red
 * failed, grey cancelled, blue running. */
export function statusBadgeColor(status: LaunchStatus): 'green' | 'orange' | 'red' | 'gray' | 'blue' {
  switch (status) {
    case 'COMPLETED':
      return 'green';
    case 'COMPLETED_WITH_ISSUES':
      return 'orange';
    case 'FAILED':
      return 'red';
    case 'CANCELLED':
      return 'gray';
    default:
      return 'blue';
  }
}

/** The message of a failed launch (docs/product-rules.md#progress-tracker): the server's, else the fallback. */
export function launchFailureMessage(serverMessage: string | null | undefined): string {
  return serverMessage && serverMessage.trim() !== '' ? serverMessage : launchErrorTexts.launchFailedNoMessage;
}

/** Which upgrade dialog a message opens (docs/product-rules.md#plans-and-upgrade-dialogs), if any. */
export function upgradeDialogFor(message: string): 'inactive-subscription' | 'free-trial' | null {
  if (message.includes('choose a premium plan') || message.includes('does not have an active subscription')) return 'inactive-subscription';
  if (message.includes('exceeded your free trial limit')) return 'free-trial';
  return null;
}
