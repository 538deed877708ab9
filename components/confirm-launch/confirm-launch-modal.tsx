import { useRef, useState } from 'react';
import { Accordion, Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { LaunchPayload } from '../../lib/contract/launch';
import {
  ageRangeLabel,
  estimateSpendCents,
  formatMoney,
  previewNames,
  type AdAccountContext,
  type BulkLaunchItem,
  type LaunchDraft,
  type NamingExtras,
} from '../../lib/rules';
import { BulkAccountCards } from './bulk-account-cards';
import { DetailRows } from './detail-rows';

// 'Review Launch Details' (docs/product-rules.md#review-and-confirm): the title with N ads, the details accordion, the
// summary, the disclaimer with the terms link, Cancel and Confirm Launch. Confirm cannot be sent twice.

export interface ConfirmLaunchInput {
  account: AdAccountContext;
  draft: LaunchDraft;
  payload: LaunchPayload;
  /** The example names' values: the launch's first ad, its folder and offer (lib/rules previewExtras). */
  namingExtras: NamingExtras;
  /** Multi Account Launch: the accounts, each with its payload (one card each). */
  bulk?: BulkLaunchItem[];
}

/** The platform's terms for self-serve ads, which every launch is under. */
const TERMS_URL = 'https://www.facebook.com/legal/self_service_ads_terms';

const GENDER = { all: 'All', men: 'Men', women: 'Women' } as const;
const names = (list: readonly { name: string }[]) => (list.length ? list.map((x) => x.name || '—').join(', ') : 'None');

export function ConfirmLaunchModal({
  input,
  error,
  onCancel,
  onConfirm,
}: {
  input: ConfirmLaunchInput;
  error: string | null;
  onCancel: () => void;
  /** Resolves true when the launch was sent; false lets the user try again. */
  onConfirm: () => Promise<boolean>;
}) {
  const { account, draft, payload, namingExtras } = input;
  const [sending, setSending] = useState(false);
  const sent = useRef(false);
  const n = payload.ads.length;
  const single = draft.adSetDistribution === 'single';
  const lifetime = draft.budgetMode === 'lifetime';
  const spend = estimateSpendCents({ budget: draft.budget ?? 0, adCount: n, isCBO: draft.isCBO, useSingleAdset: single, accountCount: input.bulk?.length });
  const example = previewNames(draft, account, new Date(), namingExtras);
  const budgetCents = payload.dailyBudget ?? payload.lifetimeBudget ?? 0;
  const tz = account.timezoneName;
  const when = (iso: string) => new Date(iso).toLocaleString('en-US', { timeZone: tz, dateStyle: 'medium', timeStyle: 'short' });
  const adSetCount = draft.campaignMode === 'existing' && !draft.createNewAdSets ? draft.existingAdSetIds.length : single ? 1 : n;

  const details: Array<[string, string]> = [
    ['Page', draft.page?.name ?? '—'],
    ['Instagram account', draft.instagram?.name ?? '—'],
    ['Pixel', draft.pixel?.name ?? '—'],
    ['Conversion event', draft.conversionEvent?.name ?? '—'],
    ...(draft.objective === 'lead-form' && draft.useInstantForms ? [['Lead form', draft.leadForm?.name ?? '—'] as [string, string]] : []),
    ['Destination URL', draft.destinationUrl || '—'],
    ['UTM parameters', draft.urlTags || '—'],
    [lifetime ? 'Estimated lifetime spend' : 'Estimated daily spend', formatMoney(spend, account.currency)],
    ['Age range', ageRangeLabel(draft.ageMin, draft.ageMax)],
    ['Gender', GENDER[draft.gender]],
    // The saved audience's own custom audiences are not listed; the launch adds the chosen ones to them.
    ['Audiences', names([...(draft.savedAudience ? [draft.savedAudience] : []), ...draft.customAudiences])],
    ['Locations', names(draft.locations)],
    ['Interests', names(draft.interests)],
    ['Example campaign name', example.campaign],
    ['Example ad set name', example.adSet],
    ['Example ad name', example.ad],
  ];
  const summary: Array<[string, string]> = [
    [
      'Campaign type',
      draft.isImportedCampaign
        ? 'Exported Campaign'
        : draft.campaignMode === 'existing' && draft.existingCampaign
          ? draft.existingCampaign.name
          : 'New Campaign',
    ],
    ['Ad sets', single ? 'Single Ad Set' : 'Dedicated Ad Sets'],
    ['Number of ad sets', String(adSetCount)],
    ['Budget', `${formatMoney(budgetCents, account.currency)} ${lifetime ? 'lifetime' : 'daily'}`],
    ['Launch date', `${when(payload.startTime)} (${tz})${payload.endTime ? ` to ${when(payload.endTime)}` : ''}`],
    ['Ad account', input.bulk ? `${input.bulk.length} ad accounts (one launch each)` : account.name],
  ];

  return (
    <Modal opened onClose={onCancel} title="Review Launch Details" size="lg" closeOnClickOutside={!sending}>
      <Stack gap="sm">
        <Text fw={600}>{draft.isImportedCampaign ? 'Are you sure you want to export your campaign?' : `Are you sure you want to launch ${n} ad(s)?`}</Text>
        {input.bulk && <BulkAccountCards items={input.bulk} />}
        <Accordion variant="contained">
          <Accordion.Item value="details">
            <Accordion.Control>Details</Accordion.Control>
            <Accordion.Panel>
              <DetailRows rows={details} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <DetailRows rows={summary} />
        <Text size="xs" c="dimmed">
          Everything you launch is ACTIVE and starts spending at the launch date. You manage it in Ads Manager; results are not guaranteed. By launching you
          agree to the {/* Underlined: in running text a link must not be told apart by its colour alone. */}
          <Anchor href={TERMS_URL} target="_blank" rel="noopener noreferrer" size="xs" underline="always">
            terms
          </Anchor>
          .
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
          <Button
            loading={sending}
            onClick={() => {
              if (sent.current) return; // one launch per review, whatever the clicks
              sent.current = true;
              setSending(true);
              void onConfirm()
                .then((ok) => {
                  if (!ok) sent.current = false;
                })
                .finally(() => setSending(false));
            }}
          >
            Confirm Launch
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
