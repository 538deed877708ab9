import { Anchor, Text } from '@mantine/core';
import { useDraftStore } from '../draft-store';

// Where Step 2 would offer one account's locations, audiences or catalog: in a Multi Account Launch each account has its own,
// chosen in its setup under the grid in Step 1 (docs/bulk-launch.md).

export function BulkOwnNote() {
  const setStep = useDraftStore((s) => s.setStep);
  return (
    <Text size="sm" c="dimmed">
      Locations, audiences, catalog and products are each ad account’s own in a Multi Account Launch: choose them in each account’s setup (
      <Anchor component="button" type="button" size="sm" onClick={() => setStep(1)}>
        Step 1, Edit
      </Anchor>
      ).
    </Text>
  );
}
