import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { API_BASE } from '../../lib/extension/api-base';

// The upgrade dialogs (docs/product-rules.md#plans-and-upgrade-dialogs): a message containing 'choose a premium plan'
// or 'does not have an active subscription' opens 'Resume your subscription to continue generating ads'; 'exceeded your
// free trial limit' opens 'Upgrade to continue using' and the product's name. lib/rules upgradeDialogFor tells which.

export type UpgradeKind = 'inactive-subscription' | 'free-trial';

const PRODUCT = 'Salvo';
const TITLES: Record<UpgradeKind, string> = {
  'inactive-subscription': 'Resume your subscription to continue generating ads',
  'free-trial': `Upgrade to continue using ${PRODUCT}`,
};

/** Salvo's plans page, served by its API (docs/bulk-launch.md "Upgrade dialogs"). */
const plansUrl = (kind: UpgradeKind): string => `${API_BASE}/plans?reason=${kind}`;

export function UpgradeDialog({ kind, message, onClose }: { kind: UpgradeKind; message: string; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={TITLES[kind]}>
      <Stack gap="sm">
        <Text role="alert">{message}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Not now
          </Button>
          <Button component="a" href={plansUrl(kind)} target="_blank" rel="noopener noreferrer">
            {kind === 'inactive-subscription' ? 'Resume subscription' : 'See plans'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
