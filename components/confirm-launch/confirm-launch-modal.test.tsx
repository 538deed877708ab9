// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider, createTheme, Modal } from '@mantine/core';
import { buildLaunchPayload, createDefaultDraft, previewExtras } from '../../lib/rules';
import { ConfirmLaunchModal } from './confirm-launch-modal';

const account = { id: 'act_1', name: 'Ava’s Bakery', currency: 'USD', timezoneName: 'America/New_York', timezoneOffsetHoursUtc: -5 };
const theme = createTheme({ components: { Modal: Modal.extend({ defaultProps: { transitionProps: { duration: 0 } } }) } });
const page = { id: '1', name: 'Page', isPersonal: false, businessName: null, ownerBusinessName: null, isLegacy: false };

function input() {
  const draft = {
    ...createDefaultDraft(account, new Date()),
    page,
    pixel: { ...page, id: '2', name: 'Pixel' },
    conversionEvent: { id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' as const },
    destinationUrl: 'https://a.example.com',
    budget: 7,
  };
  return {
    account,
    draft,
    payload: buildLaunchPayload(draft, { account, ads: [{ imageId: 'a' }, { imageId: 'b' }] }),
    namingExtras: previewExtras({ creativeName: 'a' }),
  };
}

describe('ConfirmLaunchModal', () => {
  it('shows the title with N ads and the summary, and sends Confirm Launch once whatever the clicks', async () => {
    let resolve: (ok: boolean) => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<boolean>((r) => (resolve = r)));
    render(
      <MantineProvider theme={theme} env="test">
        <ConfirmLaunchModal input={input()} error={null} onCancel={() => undefined} onConfirm={onConfirm} />
      </MantineProvider>,
    );
    expect(screen.getByText('Are you sure you want to launch 2 ad(s)?')).toBeTruthy();
    expect(screen.getByText('$7.00 daily')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm Launch' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await act(async () => resolve(true));
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
