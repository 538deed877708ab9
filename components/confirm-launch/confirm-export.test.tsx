// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { buildLaunchPayload } from '../../lib/rules';
import { launchableDraft, planAnswer, showReview } from './review-fixtures';

// Confirm modal for an exported (imported) campaign (docs/product-rules.md#import-and-export): its own title and
// 'Exported Campaign' as campaign type.

const account = { id: 'act_202', name: 'Northwind CA', currency: 'CAD', timezoneName: 'America/Toronto', timezoneOffsetHoursUtc: -5 };

describe('ConfirmLaunchModal for an imported campaign', () => {
  afterEach(cleanup);

  it('asks to export the campaign and names it Exported Campaign', async () => {
    const draft = launchableDraft(account, { source: { kind: 'import', accountId: 'act_201', campaignId: '77', read: null, own: {} } });
    const input = { account, draft, payload: buildLaunchPayload(draft, { account, ads: [{ imageId: 'a' }] }) };
    showReview(input, async (payload) => planAnswer(payload, account));
    expect(screen.getByText('Are you sure you want to export your campaign?')).toBeTruthy();
    expect(screen.queryByText(/Are you sure you want to launch/)).toBeNull();
    await waitFor(() => expect(screen.getByText('Exported Campaign')).toBeTruthy());
  });
});
