// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider, createTheme, Modal } from '@mantine/core';
import { buildLaunchPayload, createDefaultDraft } from '../../lib/rules';
import { ConfirmLaunchModal } from './confirm-launch-modal';

// Confirm modal for an exported (imported) campaign (docs/product-rules.md#import-and-export): its own title and
// 'Exported Campaign' as campaign type.

const account = { id: 'act_202', name: 'Northwind CA', currency: 'CAD', timezoneName: 'America/Toronto', timezoneOffsetHoursUtc: -5 };
const theme = createTheme({ components: { Modal: Modal.extend({ defaultProps: { transitionProps: { duration: 0 } } }) } });
const page = { id: '1', name: 'Page', isPersonal: false, businessName: null, ownerBusinessName: null, isLegacy: false };

describe('ConfirmLaunchModal for an imported campaign', () => {
  it('asks to export the campaign and names it Exported Campaign', () => {
    const draft = {
      ...createDefaultDraft(account, new Date()),
      page,
      pixel: { ...page, id: '2', name: 'Pixel' },
      conversionEvent: { id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' as const },
      destinationUrl: 'https://a.example.com',
      isImportedCampaign: true,
      importedAccountId: 'act_201',
      importedCampaignId: '77',
    };
    const input = { account, draft, payload: buildLaunchPayload(draft, { account, ads: [{ imageId: 'a' }] }), namingExtras: {} };
    render(
      <MantineProvider theme={theme} env="test">
        <ConfirmLaunchModal input={input} error={null} onCancel={() => undefined} onConfirm={async () => true} />
      </MantineProvider>,
    );
    expect(screen.getByText('Are you sure you want to export your campaign?')).toBeTruthy();
    expect(screen.queryByText(/Are you sure you want to launch/)).toBeNull();
    expect(screen.getByText('Exported Campaign')).toBeTruthy();
  });
});
