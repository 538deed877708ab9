import { Button } from '@mantine/core';
import { lazyComponent, LazyDialog, useLazyDialog } from '../../ui/lazy';

// Bulk add locations (docs/product-rules.md#bulk-locations): the button under the Locations field, and its dialog,
// whose code loads when it is first opened (docs/architecture.md#size).

const BulkLocationsDialog = lazyComponent(() => import('./bulk-locations-dialog').then((m) => m.BulkLocationsDialog));

export function BulkLocations({ accountId, disabled }: { accountId: string; disabled?: boolean }) {
  const dialog = useLazyDialog();
  return (
    <>
      <Button ref={dialog.opener} variant="subtle" size="compact-sm" onClick={dialog.open} disabled={disabled} style={{ alignSelf: 'flex-start' }}>
        Bulk add locations
      </Button>
      <LazyDialog state={dialog}>{(modal) => <BulkLocationsDialog accountId={accountId} {...modal} />}</LazyDialog>
    </>
  );
}
