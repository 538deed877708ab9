// Launch status (spec §4 "Launch status", §8 error catalogue).
import type { LaunchStatus } from '../contract/launch';
import { launchErrorTexts } from './messages';

// Still running is the contract's (the API client, which lib/rules may not serve, polls by it too).
export { isLaunchInProgress } from '../contract/launch';
/** §4 "Success means COMPLETED or COMPLETED_WITH_ISSUES; failure means FAILED or CANCELLED." */
export const isLaunchSuccess = (status: LaunchStatus): boolean => status === 'COMPLETED' || status === 'COMPLETED_WITH_ISSUES';
export const isLaunchFailure = (status: LaunchStatus): boolean => status === 'FAILED' || status === 'CANCELLED';

/** §4 badge colours: green completed, orange completed with issues, red failed, grey cancelled, blue running. */
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

/** §8 the message of a failed launch: the server's, else the fallback. */
export function launchFailureMessage(serverMessage: string | null | undefined): string {
  return serverMessage && serverMessage.trim() !== '' ? serverMessage : launchErrorTexts.launchFailedNoMessage;
}

/** §8 which upgrade dialog a message opens, if any. */
export function upgradeDialogFor(message: string): 'inactive-subscription' | 'free-trial' | null {
  if (message.includes('choose a premium plan') || message.includes('does not have an active subscription')) return 'inactive-subscription';
  if (message.includes('exceeded your free trial limit')) return 'free-trial';
  return null;
}
