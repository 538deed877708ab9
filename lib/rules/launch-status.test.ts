import { describe, expect, it } from 'vitest';
import { launchStatusSchema } from '../contract/launch';
import { isLaunchFailure, isLaunchInProgress, isLaunchSuccess, launchFailureMessage, statusBadgeColor, upgradeDialogFor } from './launch-status';

describe('launch status', () => {
  it.each([
    ['PENDING', true, false, false, 'blue'],
    ['RUNNING', true, false, false, 'blue'],
    ['COMPLETED', false, true, false, 'green'],
    ['COMPLETED_WITH_ISSUES', false, true, false, 'orange'],
    ['FAILED', false, false, true, 'red'],
    ['CANCELLED', false, false, true, 'gray'],
  ] as const)('%s: polling %s, success %s, failure %s, badge %s', (status, polling, success, failure, color) => {
    const s = launchStatusSchema.parse(status);
    expect([isLaunchInProgress(s), isLaunchSuccess(s), isLaunchFailure(s), statusBadgeColor(s)]).toEqual([polling, success, failure, color]);
  });
  it('failure message falls back', () => {
    expect(launchFailureMessage(undefined)).toBe('Launch failed. Please try again or contact support.');
    expect(launchFailureMessage('Token expired')).toBe('Token expired');
  });
  it.each([
    ['Please choose a premium plan to continue', 'inactive-subscription'],
    ['Account does not have an active subscription', 'inactive-subscription'],
    ['You have exceeded your free trial limit', 'free-trial'],
    ['Something else', null],
  ])('%s opens %s', (message, dialog) => {
    expect(upgradeDialogFor(message)).toBe(dialog);
  });
});
