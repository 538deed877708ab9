import { Text } from '@mantine/core';
import type { ActiveAccount } from '../../lib/extension/storage-items';

/**
 * Ads Manager's page shows no ad account (its accounts overview): Salvo stays on the last one and says so under the
 * app bar (docs/product-rules.md#launch-button-and-account-following).
 */
export function KeptAccountNotice({ active }: { active: ActiveAccount }) {
  if (!active.kept || !active.accountId) return null;
  return (
    <Text size="sm" c="dimmed" px="md" py="xs" role="status" data-testid="kept-account">
      This Ads Manager page shows no ad account: Salvo keeps the last one.
    </Text>
  );
}
