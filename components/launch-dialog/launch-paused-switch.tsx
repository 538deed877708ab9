import { Switch } from '@mantine/core';
import { useDraftStore } from './draft-store';

// Launch paused (docs/product-rules.md#launch-paused), beyond the spec and off by default: what the launch makes is
// created paused, to look at in Ads Manager before anything spends.

export function LaunchPausedSwitch() {
  const on = useDraftStore((s) => s.draft?.launchPaused ?? false);
  const { update } = useDraftStore.getState();
  return (
    <Switch
      label="Launch paused"
      description="Create everything paused: nothing spends until you turn it on in Ads Manager."
      checked={on}
      onChange={(e) => {
        const launchPaused = e.currentTarget.checked;
        update((d) => ({ ...d, launchPaused }));
      }}
    />
  );
}
