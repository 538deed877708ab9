import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { assetQueries } from '../../lib/api-client/assets';
import { panelTransport } from '../../lib/extension/panel-transport';

// The ad account that Ads Manager shows; the panel follows the page as the user switches accounts
// (docs/product-rules.md#launch-button-and-account-following).

/** Its name for the app bar's chip: the id until the name is read (or when it cannot be), null without an account. */
export function useAccountName(accountId: string | null): { name: string | null; unavailable: boolean } {
  const account = useQuery({ ...assetQueries.currentAccount(panelTransport, accountId ?? ''), enabled: accountId !== null });
  if (accountId === null) return { name: null, unavailable: false };
  return { name: account.data?.data?.name ?? accountId, unavailable: account.isError };
}

/** Said under the app bar when there is no account to launch into. */
export function AccountNotice({ accountId, unavailable }: { accountId: string | null; unavailable: boolean }) {
  if (accountId !== null && !unavailable) return null;
  return (
    <Text size="sm" px="md" pt="sm" aria-live="polite" data-testid="account-notice">
      {accountId === null ? 'Open Ads Manager and choose an ad account.' : `Ad account ${accountId} is not available to you.`}
    </Text>
  );
}
