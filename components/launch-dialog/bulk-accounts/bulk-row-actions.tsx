import { Button, Group } from '@mantine/core';
import type { BulkAccount } from '../../../lib/rules';

// A Multi Account row's actions, in the table and in the narrow panel's cards: Edit (Launch again for an account that
// launched already, docs/bulk-launch.md#adjust-settings) and Remove.

export interface BulkRowActionsProps {
  account: BulkAccount;
  /** The table's cells keep them on one line; the cards let them wrap. */
  oneLine?: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onAddBack: () => void;
}

export function BulkRowActions({ account: a, oneLine = false, onEdit, onRemove, onAddBack }: BulkRowActionsProps) {
  return (
    <Group gap={oneLine ? 4 : 'xs'} wrap={oneLine ? 'nowrap' : 'wrap'}>
      {a.launched ? (
        <Button size="compact-xs" variant="light" aria-label={`Launch again: ${a.name}`} onClick={onAddBack}>
          Launch again
        </Button>
      ) : (
        <Button size="compact-xs" variant="light" aria-label={`Edit ${a.name}`} onClick={onEdit}>
          Edit
        </Button>
      )}
      <Button size="compact-xs" variant="subtle" color="red" aria-label={`Remove ${a.name}`} onClick={onRemove}>
        Remove
      </Button>
    </Group>
  );
}
