import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Select, Stack, Switch, Table, Text } from '@mantine/core';
import { adAccountsQuery } from '../../lib/api-client/ad-accounts';
import { planQuery } from '../../lib/api-client/plan';
import { panelTransport } from '../../lib/extension/panel-transport';
import {
  bulkAccountCounts,
  bulkAccountErrors,
  bulkAccountStatus,
  bulkNeedsLibraryAdsMessage,
  multiAccountAvailability,
  removeBulkAccount,
  validateLaunch,
  type LaunchDraft,
} from '../../lib/rules';
import { loadBulkAccount } from './bulk-account-assets';
import { BulkAccountEditor } from './bulk-account-editor';
import { useDraftStore } from './draft-store';
import { fieldId } from './fields';

// Step 1 'Multi Account Launch' (spec §2, §4 "Bulk launch", §6 agency only): the switch, then the accounts grid
// (account name, page, pixel, conversion event, Instagram, actions; counts Ready to Launch and Need Setup), each
// row with its own §5 messages, and the selected account's setup under the grid. Switching it on starts the
// grid with the Ads Manager account.

/** Salvo's wording for §6 "It is unavailable with existing or imported campaigns." */
const UNAVAILABLE = 'Not available when launching into an existing or imported campaign.';

export function BulkAccountsSection({ accountId, draft }: { accountId: string; draft: LaunchDraft }) {
  const qc = useQueryClient();
  const update = useDraftStore((s) => s.update);
  const libraryAds = useDraftStore((s) => s.libraryAds);
  const plan = useQuery(planQuery(panelTransport));
  // Until the plan is known the switch waits (disabled, no message); a plan that fails to load says why.
  const { available, message } = plan.isSuccess
    ? multiAccountAvailability(plan.data.data.features.multiAccountLaunch, draft)
    : { available: false, message: plan.isError ? plan.error.message : null };
  const on = draft.multiAccount && available;
  const accountsQ = useQuery({ ...adAccountsQuery(panelTransport), enabled: on });
  const [selected, setSelected] = useState(0);
  const [adding, setAdding] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // An existing or imported campaign (or a plan change) turns the mode off: its launch is one account's.
  useEffect(() => {
    if (draft.multiAccount && plan.isSuccess && !available) update((d) => ({ ...d, multiAccount: false }));
  }, [draft.multiAccount, available, plan.isSuccess, update]);

  const add = async (account: { id: string; name: string }) => {
    setAdding(account.name);
    setProblem(null);
    try {
      const row = await loadBulkAccount(qc, account, draft);
      let index = 0;
      update((d) => {
        if (d.bulkAccounts.some((a) => a.accountId === row.accountId)) return d;
        index = d.bulkAccounts.length;
        return { ...d, bulkAccounts: [...d.bulkAccounts, row] };
      });
      setSelected(index);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setAdding(null);
    }
  };

  const turnOn = async (checked: boolean) => {
    update((d) => ({ ...d, multiAccount: checked, bulkAccounts: checked ? d.bulkAccounts : [] }));
    setProblem(null);
    if (!checked) return;
    try {
      const current = (await qc.fetchQuery(adAccountsQuery(panelTransport))).data.find((a) => a.id === accountId);
      if (current) await add(current);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    }
  };

  const remove = (index: number) => {
    const result = removeBulkAccount(draft.bulkAccounts, index);
    setProblem(result.error);
    if (result.error) return;
    update((d) => ({ ...d, bulkAccounts: result.accounts }));
    setSelected(result.selected);
  };

  const accounts = draft.bulkAccounts;
  const counts = bulkAccountCounts(accounts, draft);
  const errors = on ? validateLaunch(draft, { now: new Date() }) : {};
  const choices = (accountsQ.data?.data ?? []).filter((a) => !accounts.some((b) => b.accountId === a.id));
  const current = accounts[Math.min(selected, accounts.length - 1)];

  return (
    <Stack gap="xs">
      <Switch
        id={fieldId('multiAccount')}
        label="Multi Account Launch"
        description={message ?? (plan.isSuccess && !available ? UNAVAILABLE : 'Launch the same campaign into several ad accounts, one launch each.')}
        checked={on}
        disabled={!available}
        onChange={(e) => void turnOn(e.currentTarget.checked)}
      />
      {on && (
        <Stack gap="xs" data-testid="bulk-accounts">
          {libraryAds.length === 0 && (
            <Alert color="blue" title="Creatives from the library">
              {bulkNeedsLibraryAdsMessage}
            </Alert>
          )}
          <Select
            id={fieldId('bulkAccounts')}
            label="Add an ad account"
            placeholder={accountsQ.isPending ? 'Loading ad accounts…' : choices.length ? 'Choose an ad account' : 'No other ad accounts'}
            data={choices.map((a) => ({ value: a.id, label: `${a.name} (${a.id})` }))}
            value={null}
            searchable
            disabled={adding !== null}
            onChange={(v) => {
              const account = choices.find((a) => a.id === v);
              if (account) void add(account);
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
          </Group>
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
                  const rowErrors = bulkAccountErrors(errors, a);
                  return [
                    <Table.Tr key={a.accountId} data-testid={`bulk-row-${a.accountId}`} aria-selected={a === current}>
                      <Table.Td>
                        <Text size="xs" fw={a === current ? 700 : 500}>
                          {a.name}
                        </Text>
                        <Text size="xs" fw={600} c={status === 'Ready to Launch' ? 'green.9' : 'orange.9'}>
                          {status}
                        </Text>
                      </Table.Td>
                      <Table.Td>{a.page?.name ?? '—'}</Table.Td>
                      <Table.Td>{a.pixel?.name ?? '—'}</Table.Td>
                      <Table.Td>{a.conversionEvent?.name ?? '—'}</Table.Td>
                      <Table.Td>{a.instagram?.name ?? '—'}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Button size="compact-xs" variant="light" aria-label={`Edit ${a.name}`} onClick={() => setSelected(i)}>
                            Edit
                          </Button>
                          <Button size="compact-xs" variant="subtle" color="red" aria-label={`Remove ${a.name}`} onClick={() => remove(i)}>
                            Remove
                          </Button>
                        </Group>
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
          {problem && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {problem}
            </Text>
          )}
          {current && <BulkAccountEditor key={current.accountId} account={current} draft={draft} />}
        </Stack>
      )}
    </Stack>
  );
}
