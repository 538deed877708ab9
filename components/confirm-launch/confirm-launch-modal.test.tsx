// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { buildLaunchPayload, previewExtras } from '../../lib/rules';
import { launchableDraft, showReview } from './review-fixtures';

const account = { id: 'act_1', name: 'Ava’s Bakery', currency: 'USD', timezoneName: 'America/New_York', timezoneOffsetHoursUtc: -5 };

function input() {
  const draft = launchableDraft(account, { budget: 7 });
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
    showReview(input(), onConfirm);
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
