import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { assetQueries } from '../../lib/api-client/assets';
import { panelTransport } from '../../lib/extension/panel-transport';

/** The ad account that Ads Manager shows; it follows the page as the user switches accounts. */
export function AccountBar({ accountId }: { accountId: string | null }) {
  const account = useQuery({ ...assetQueries.currentAccount(panelTransport, accountId ?? ''), enabled: accountId !== null });
  const name = account.data?.data?.name;
  return (
    <Group px="md" py="xs" justify="space-between" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Text size="sm" aria-live="polite" data-testid="active-account">
        {accountId === null
          ? 'Open Ads Manager and choose an ad account.'
          : account.isError
            ? `Ad account ${accountId} is not available to you.`
            : `Ad account: ${name ?? accountId}`}
      </Text>
    </Group>
  );
}
