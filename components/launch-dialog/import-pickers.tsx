import { Select } from '@mantine/core';
import { campaignOptions, notOfferedNote } from './campaign-options';

// Import's pickers (campaign-copy-fields.tsx holds their state): the ad account to import from (the user's other
// accounts) and its campaign. Loaded when the import switch is first on.

export interface ImportPickersProps {
  accounts: Array<{ id: string; name: string }>;
  accountsLoading: boolean;
  accountsError: string | undefined;
  from: string | null;
  onFrom: (accountId: string | null) => void;
  campaigns: Array<{ id: string; name: string; notOffered?: string }>;
  campaignsLoading: boolean;
  campaignsError: string | undefined;
  campaignId: string | null;
  onCampaign: (campaignId: string | null) => void;
}

export function ImportPickers({
  accounts,
  accountsLoading,
  accountsError,
  from,
  onFrom,
  campaigns,
  campaignsLoading,
  campaignsError,
  campaignId,
  onCampaign,
}: ImportPickersProps) {
  return (
    <>
      <Select
        label="Ad account to import from"
        placeholder={accountsLoading ? 'Loading ad accounts…' : accounts.length ? 'Select an ad account' : 'No other ad account'}
        data={accounts.map((a) => ({ value: a.id, label: `${a.name} (${a.id.replace('act_', '')})` }))}
        value={from}
        onChange={onFrom}
        error={accountsError}
      />
      {from && (
        <Select
          label="Campaign to import"
          searchable
          placeholder={campaignsLoading ? 'Loading campaigns…' : campaigns.length ? 'Select a campaign' : 'No campaigns in this ad account'}
          data={campaignOptions(campaigns)}
          description={notOfferedNote(campaigns)}
          value={campaignId}
          onChange={onCampaign}
          error={campaignsError}
        />
      )}
    </>
  );
}
