import { Alert } from '@mantine/core';
import { useDraftStore } from './draft-store';

// Ads Manager switched the ad account under an open draft (docs/side-panel.md#switching-accounts): the draft followed,
// and the buyer is told what went with the old account, so nothing launches into the new one unnoticed.

export function AccountSwitchNotice() {
  const change = useDraftStore((s) => s.accountSwitch);
  const dismiss = useDraftStore((s) => s.dismissAccountSwitch);
  if (!change) return null;
  return (
    <Alert m="md" mb={0} color="yellow" title={`Now launching into ${change.to}`} withCloseButton closeButtonLabel="Dismiss" onClose={dismiss} role="status">
      {`Ads Manager switched from ${change.from} to ${change.to}, and this launch follows it. An existing campaign, the creatives, audiences and catalog chosen in ${change.from} were cleared${
        change.amountsCleared
          ? `, and so were the budget, bid and spend limits: they were in ${change.from}'s currency. Enter them again in this account's currency`
          : ''
      }.`}
    </Alert>
  );
}

/** Amounts a template or an imported campaign brought in another currency were cleared (docs/product-rules.md#currencies):
 * said until dismissed, as the account switch says it. */
export function AmountsClearedNotice() {
  const notice = useDraftStore((s) => s.amountsNotice);
  const dismiss = () => useDraftStore.getState().setAmountsNotice(null);
  if (!notice) return null;
  return (
    <Alert m="md" mb={0} color="yellow" title="Amounts cleared" withCloseButton closeButtonLabel="Dismiss" onClose={dismiss} role="status">
      {notice}
    </Alert>
  );
}
