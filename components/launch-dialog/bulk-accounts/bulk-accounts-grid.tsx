import { Alert, Group, Loader, Select, Stack, Table, Text, useMatches } from '@mantine/core';
import { bulkAccountCounts, bulkAccountStatus, bulkNeedsLibraryAdsMessage, bulkSetupMessages, type LaunchDraft } from '../../../lib/rules';
import { BulkAccountEditor } from './bulk-account-editor';
import { BulkAccountList } from './bulk-account-list';
import { BulkRowActions } from './bulk-row-actions';
import { useDraftStore } from '../draft-store';
import { fieldId } from '../fields';
import { bulkAccountLocations } from '../targeting-lookups';

// The Multi Account Launch grid (bulk-accounts-section.tsx holds its state): the account picker, the counts, one
// row per account with its own messages, and the selected account's setup. Loaded when the switch is first on.

/** An ad account as the connection lists it. */
interface BulkChoice {
  id: string;
  name: string;
  currency: string;
  timezone_name: string;
}

export interface BulkAccountsGridProps {
  draft: LaunchDraft;
  /** The user's ad accounts not in the grid yet. */
  choices: Array<BulkChoice>;
  loadingChoices: boolean;
  /** The name of the account whose assets load, if any. */
  adding: string | null;
  problem: string | null;
  selected: number;
  onAdd: (account: BulkChoice) => void;
  onRemove: (index: number) => void;
  onSelect: (index: number) => void;
  /** Adds an account that launched already back to this launch (it gets a second campaign). */
  onAddBack: (accountId: string) => void;
}

/** Each at least 4.5:1 on white at the grid's 12 px (Mantine's green.9 and orange.9 are 4.4 and 4.3). */
const STATUS_COLOR = { 'Ready to Launch': 'teal.9', 'Need Setup': 'red.9', Launched: 'blue.9' } as const;

export function BulkAccountsGrid({ draft, choices, loadingChoices, adding, problem, selected, onAdd, onRemove, onSelect, onAddBack }: BulkAccountsGridProps) {
  const libraryAds = useDraftStore((s) => s.libraryAds);
  const accounts = draft.bulkAccounts;
  const counts = bulkAccountCounts(accounts, draft);
  const current = accounts[Math.min(selected, accounts.length - 1)];
  // The table's columns need 560 px: a narrower panel (Chrome opens it at 360) shows a card per account instead.
  const asCards = useMatches({ base: true, sm: false });

  return (
    <Stack gap="xs" data-testid="bulk-accounts">
      {libraryAds.length === 0 && (
        <Alert color="blue" title="Creatives from the library">
          {bulkNeedsLibraryAdsMessage}
        </Alert>
      )}
      <Select
        id={fieldId('bulkAccounts')}
        label="Add an ad account"
        placeholder={loadingChoices ? 'Loading ad accounts…' : choices.length ? 'Choose an ad account' : 'No other ad accounts'}
        data={choices.map((a) => ({ value: a.id, label: `${a.name} (${a.id}) · ${a.currency}` }))}
        value={null}
        searchable
        disabled={adding !== null}
        onChange={(v) => {
          const account = choices.find((a) => a.id === v);
          if (account) onAdd(account);
        }}
      />
      {adding && (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{`Loading the assets of ${adding}…`}</Text>
        </Group>
      )}
      <Group gap="md" aria-live="polite">
        <Text size="sm" data-testid="bulk-ready">{`Ready to Launch: ${counts['Ready to Launch']}`}</Text>
        <Text size="sm" data-testid="bulk-need-setup">{`Need Setup: ${counts['Need Setup']}`}</Text>
        {counts.Launched > 0 && <Text size="sm" data-testid="bulk-launched">{`Launched: ${counts.Launched}`}</Text>}
      </Group>
      {counts.Launched > 0 && (
        <Alert color="blue" title="Accounts already launched are left out" data-testid="bulk-launched-note">
          Each account marked Launched got its campaign in the last launch, so this launch leaves it out. Choose Launch again on one only to give it a second
          campaign.
        </Alert>
      )}
      {asCards ? (
        <BulkAccountList draft={draft} current={current} onRemove={onRemove} onSelect={onSelect} onAddBack={onAddBack} />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table fz="xs" verticalSpacing={4} aria-label="Accounts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account name</Table.Th>
                <Table.Th>Page</Table.Th>
                <Table.Th>Pixel</Table.Th>
                <Table.Th>Conversion event</Table.Th>
                <Table.Th>Instagram</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.map((a, i) => {
                const status = bulkAccountStatus(a, draft);
                // What its Edit sets; its amounts and start are said at its fields in Step 2.
                const rowErrors = a.launched ? [] : bulkSetupMessages(draft, a);
                return [
                  <Table.Tr key={a.accountId} data-testid={`bulk-row-${a.accountId}`} aria-selected={a === current}>
                    <Table.Td>
                      <Text size="xs" fw={a === current ? 700 : 500}>
                        {a.name}
                      </Text>
                      <Text size="xs" fw={600} c={STATUS_COLOR[status]}>
                        {status}
                      </Text>
                      {/* Its own locations (docs/bulk-launch.md#locations): the spec's columns stay as they are. */}
                      <Text size="xs" c="dimmed">
                        {`Locations: ${bulkAccountLocations(a) ?? '—'}`}
                      </Text>
                    </Table.Td>
                    <Table.Td>{a.page?.name ?? '—'}</Table.Td>
                    <Table.Td>{a.pixel?.name ?? '—'}</Table.Td>
                    <Table.Td>{a.conversionEvent?.name ?? '—'}</Table.Td>
                    <Table.Td>{a.instagram?.name ?? '—'}</Table.Td>
                    <Table.Td>
                      <BulkRowActions account={a} oneLine onEdit={() => onSelect(i)} onRemove={() => onRemove(i)} onAddBack={() => onAddBack(a.accountId)} />
                    </Table.Td>
                  </Table.Tr>,
                  rowErrors.length > 0 && (
                    <Table.Tr key={`${a.accountId}-errors`}>
                      <Table.Td colSpan={6}>
                        {/* Sticky: the messages stay in view however far the narrow panel scrolls the grid. */}
                        <div style={{ position: 'sticky', left: 0, width: 'fit-content', maxWidth: 360 }}>
                          {rowErrors.map((m) => (
                            <Text key={m} size="xs" c="var(--mantine-color-error)">
                              {m}
                            </Text>
                          ))}
                        </div>
                      </Table.Td>
                    </Table.Tr>
                  ),
                ];
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {problem && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {problem}
        </Text>
      )}
      {current && !current.launched && <BulkAccountEditor key={current.accountId} account={current} draft={draft} />}
    </Stack>
  );
}
