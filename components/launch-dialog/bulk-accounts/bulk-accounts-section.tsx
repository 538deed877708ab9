import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Stack, Switch } from '@mantine/core';
import { adAccountsQuery } from '../../../lib/api-client/ad-accounts';
import { planQuery } from '../../../lib/api-client/plan';
import { panelTransport } from '../../../lib/extension/panel-transport';
import { multiAccountAvailability, removeBulkAccount } from '../../../lib/rules/bulk-accounts';
import { withAccountAddedBack, withoutAccountIds, withoutBulk } from '../../../lib/rules/bulk-launch';
import { withStartAheadEverywhere } from '../../../lib/rules/bulk-schedule';
import type { ImportAccount } from '../../../lib/contract/campaigns';
import type { LaunchDraft } from '../../../lib/rules';
import { lazyComponent, WhenLoaded } from '../../ui/lazy';
import { loadBulkAccount } from './bulk-account-assets';
import { useDraftStore } from '../draft-store';
import { fieldId } from '../fields';

// Step 1 'Multi Account Launch' (docs/product-rules.md#multi-account-launch: bulk launch, agency only): the switch,
// then the accounts grid (account name, page, pixel, conversion event, Instagram, actions; counts Ready to Launch and
// Need Setup), each row with its own messages (docs/product-rules.md#step-1-next), and the selected account's setup
// under the grid. Switching it on starts the grid with the Ads Manager account.

const BulkAccountsGrid = lazyComponent(() => import('./bulk-accounts-grid').then((m) => m.BulkAccountsGrid));

/** Salvo's wording for docs/product-rules.md#multi-account-launch: it is unavailable with existing, duplicated or
 * imported campaigns. */
const UNAVAILABLE = 'Not available when launching into an existing, duplicated or imported campaign.';

export function BulkAccountsSection({ accountId, draft }: { accountId: string; draft: LaunchDraft }) {
  const qc = useQueryClient();
  const update = useDraftStore((s) => s.update);
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

  // An existing, duplicated or imported campaign (or a plan change) turns the mode off: its launch is one account's.
  useEffect(() => {
    if (draft.multiAccount && plan.isSuccess && !available) update((d) => withoutBulk(d, accountId));
  }, [draft.multiAccount, available, plan.isSuccess, update, accountId]);

  /** Adds `account` with what it takes of the launch as `from` has it (the draft before the mode began, for the first). */
  const add = async (account: ImportAccount, from: LaunchDraft = draft) => {
    setAdding(account.name);
    setProblem(null);
    try {
      const accounts = (await qc.fetchQuery(adAccountsQuery(panelTransport))).data;
      const launch = accounts.find((a) => a.id === accountId) ?? account;
      const { row, notice } = await loadBulkAccount(qc, account, from, accountId);
      // Amounts in another currency were not carried: said as a template's are (the dialog's Amounts cleared notice).
      if (notice) useDraftStore.getState().setAmountsNotice(notice);
      let index = 0;
      // An account whose clock has already passed the launch's start moves the start on by whole days.
      update((d) => {
        if (d.bulkAccounts.some((a) => a.accountId === row.accountId)) return d;
        index = d.bulkAccounts.length;
        return withStartAheadEverywhere({ ...d, bulkAccounts: [...d.bulkAccounts, row] }, launch.timezone_name, new Date());
      });
      setSelected(index);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setAdding(null);
    }
  };

  // On, the Ads Manager account's audiences, catalog, product (set) and locations move onto its row; off, they come back.
  const turnOn = async (checked: boolean) => {
    const before = draft;
    update((d) => (checked ? { ...withoutAccountIds(d), multiAccount: true } : withoutBulk(d, accountId)));
    setProblem(null);
    if (!checked) return;
    try {
      const current = (await qc.fetchQuery(adAccountsQuery(panelTransport))).data.find((a) => a.id === accountId);
      if (current) await add(current, before);
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

  // Added back, an account's clock counts again for the start (the launch's zone: the Ads Manager account's).
  const addBack = (id: string) => {
    const zone = accountsQ.data?.data.find((a) => a.id === accountId)?.timezone_name;
    update((d) => (zone ? withStartAheadEverywhere(withAccountAddedBack(d, id), zone, new Date()) : withAccountAddedBack(d, id)));
  };

  const choices = (accountsQ.data?.data ?? []).filter((a) => !draft.bulkAccounts.some((b) => b.accountId === a.id));

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
        <WhenLoaded label="Loading Multi Account Launch">
          <BulkAccountsGrid
            draft={draft}
            choices={choices}
            loadingChoices={accountsQ.isPending}
            adding={adding}
            problem={problem}
            selected={selected}
            onAdd={(account) => void add(account)}
            onRemove={remove}
            onSelect={setSelected}
            onAddBack={addBack}
          />
        </WhenLoaded>
      )}
    </Stack>
  );
}
