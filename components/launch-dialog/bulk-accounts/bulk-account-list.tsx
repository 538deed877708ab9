import { Card, Group, Stack, Text } from '@mantine/core';
import { bulkAccountStatus, bulkSetupMessages, type BulkAccount, type LaunchDraft } from '../../../lib/rules';
import { StatusBadge } from '../../ui/status-badge';
import { bulkAccountLocations } from '../targeting-lookups';
import { BulkRowActions } from './bulk-row-actions';

// The Multi Account Launch grid as the narrow side panel shows it (bulk-accounts-grid.tsx shows the table from 768 px):
// one card per account, nothing off-screen: its name and status, its page, pixel, conversion event, Instagram
// account and locations, its own messages, and Edit (Launch again for an account that launched) and Remove.

interface BulkAccountListProps {
  draft: LaunchDraft;
  current: BulkAccount | undefined;
  onRemove: (index: number) => void;
  onSelect: (index: number) => void;
  onAddBack: (accountId: string) => void;
}

/** The platform's status colours (the badge's dot; its words keep the text colour). */
const STATUS_BADGE = { 'Ready to Launch': 'green', 'Need Setup': 'red', Launched: 'blue' } as const;

export function BulkAccountList({ draft, current, onRemove, onSelect, onAddBack }: BulkAccountListProps) {
  return (
    <Stack component="ul" gap="xs" m={0} p={0} aria-label="Accounts" style={{ listStyle: 'none' }}>
      {draft.bulkAccounts.map((a, i) => {
        const status = bulkAccountStatus(a, draft);
        const fields: Array<[string, string | undefined]> = [
          ['Page', a.page?.name],
          ['Pixel', a.pixel?.name],
          ['Conversion event', a.conversionEvent?.name],
          ['Instagram', a.instagram?.name],
          ['Locations', bulkAccountLocations(a)],
        ];
        return (
          <Card
            key={a.accountId}
            component="li"
            data-testid={`bulk-row-${a.accountId}`}
            aria-current={a === current ? 'true' : undefined}
            style={a === current ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Text size="sm" fw={a === current ? 700 : 600} miw={0} style={{ overflowWrap: 'anywhere' }}>
                  {a.name}
                </Text>
                <StatusBadge color={STATUS_BADGE[status]}>{status}</StatusBadge>
              </Group>
              <Stack gap={0}>
                {fields.map(([label, value]) => (
                  <Text key={label} size="xs" style={{ overflowWrap: 'anywhere' }}>
                    <Text span size="xs" c="dimmed">{`${label}: `}</Text>
                    {value ?? '—'}
                  </Text>
                ))}
              </Stack>
              {(a.launched ? [] : bulkSetupMessages(draft, a)).map((m) => (
                <Text key={m} size="xs" c="var(--mantine-color-error)">
                  {m}
                </Text>
              ))}
              <BulkRowActions account={a} onEdit={() => onSelect(i)} onRemove={() => onRemove(i)} onAddBack={() => onAddBack(a.accountId)} />
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
