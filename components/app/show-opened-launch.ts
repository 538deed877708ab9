import { useEffect } from 'react';
import { openLaunchItem } from '../../lib/extension/storage-items';
import { ROUTE_HASHES } from './screen';

// A launch opened while the panel shows another page (a notification's click:
// docs/side-panel.md#where-the-panel-is-offered) brings the panel to its tracker, which only the launch route shows
// (screen.ts): it is not left where the panel was.
export function useShowOpenedLaunch(): void {
  useEffect(
    () =>
      openLaunchItem.watch((id) => {
        if (id) location.hash = ROUTE_HASHES.launch;
      }),
    [],
  );
}
