import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createDefaultDraft, type AdAccountContext, type LaunchDraft } from '../../lib/rules';
import { ConfirmLaunchModal, type ConfirmLaunchInput } from './confirm-launch-modal';

// Shared by the review's component tests (the app does not import this file).

/** A draft in `account` that passes the launch check: the defaults, a page, a pixel, its Purchase event and a URL. */
export function launchableDraft(account: AdAccountContext, change: Partial<LaunchDraft> = {}): LaunchDraft {
  return {
    ...createDefaultDraft(account, new Date()),
    page: { id: '1', name: 'Page' },
    pixel: { id: '2', name: 'Pixel' },
    conversionEvent: { id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' },
    destinationUrl: 'https://a.example.com',
    ...change,
  };
}

/** Review Launch Details for `input`, in Mantine's test environment (no transitions, no portals). */
export function showReview(input: ConfirmLaunchInput, onConfirm: () => Promise<boolean> = async () => true) {
  return render(
    <MantineProvider env="test">
      <ConfirmLaunchModal input={input} error={null} onCancel={() => undefined} onConfirm={onConfirm} />
    </MantineProvider>,
  );
}
