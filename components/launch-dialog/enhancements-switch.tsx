import { Anchor, Group, Switch } from '@mantine/core';
import { lazyComponent, LazyDialog, useLazyDialog } from '../ui/lazy';
import { useDraftStore } from './draft-store';

// Advantage+ creative enhancements (docs/product-rules.md#advantage-creative-enhancements): this launch's switch, and the
// link to the settings dialog that saves the default, whose code loads when it is first opened (docs/architecture.md#size).

const EnhancementsDialog = lazyComponent(() => import('./enhancements-dialog').then((m) => m.EnhancementsDialog));

export function AdvantageEnhancements({ accountId }: { accountId: string }) {
  const dialog = useLazyDialog();
  const on = useDraftStore((s) => s.draft?.useAdvantageCreatives ?? false);
  const { update } = useDraftStore.getState();
  return (
    <Group justify="space-between" wrap="nowrap">
      <Switch
        label="Advantage+ creative enhancements for this launch"
        checked={on}
        onChange={(e) => {
          const checked = e.currentTarget.checked;
          update((d) => ({ ...d, useAdvantageCreatives: checked }));
        }}
      />
      <Anchor ref={dialog.opener} component="button" type="button" size="sm" onClick={dialog.open}>
        Advantage+ Enhancements settings
      </Anchor>
      <LazyDialog state={dialog}>{(modal) => <EnhancementsDialog accountId={accountId} {...modal} />}</LazyDialog>
    </Group>
  );
}
