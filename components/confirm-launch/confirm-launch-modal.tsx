import { useEffect, useRef, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Accordion, Alert, Anchor, Button, Code, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { ApiError } from '../../lib/api-client/client';
import type { Automation } from '../../lib/contract/automations';
import type { LaunchPayload } from '../../lib/contract/launch';
import type { LaunchPlanAnswer } from '../../lib/contract/launch-plan';
import {
  bulkSpendTotal,
  existingAdSetIdsOf,
  existingCampaignOf,
  reviewMessages,
  type AdAccountContext,
  type BulkLaunchItem,
  type LaunchDraft,
} from '../../lib/rules';
import { adsWithoutTexts } from '../../lib/rules/ad-texts';
import { AdPreviews } from './ad-previews';
import { BulkAccountCards } from './bulk-account-cards';
import { DetailRows } from './detail-rows';
import { ReviewAutomations } from './review-automations';
import {
  bidLine,
  budgetLine,
  estimateOf,
  estimateRow,
  keptRows,
  launchDateLine,
  shownAdSet,
  specialCategoryLine,
  spendLimitLine,
  targetingRows,
  type Rows,
} from './plan-rows';

// 'Review Launch Details' (docs/product-rules.md#review-and-confirm): the title with N ads, the details accordion, the
// summary, the disclaimer with the terms link, Cancel and Confirm Launch. What it shows is the plan the API answers for
// each payload (POST /facebook/adlauncher/plan): the amounts, dates and targeting the platform will get, in each
// account's currency and time zone. Confirm sends each payload with its plan's digest, once.

export interface ConfirmLaunchInput {
  account: AdAccountContext;
  draft: LaunchDraft;
  payload: LaunchPayload;
  /** Multi Account Launch: the accounts, each with its payload (one card and one plan each). */
  bulk?: BulkLaunchItem[];
  /** The attached automations as Step 2 read them (the payload's automationIds). */
  automations?: Automation[];
}

export type LoadPlan = (payload: LaunchPayload) => Promise<LaunchPlanAnswer>;

/** The platform's terms for self-serve ads, which every launch is under. */
const TERMS_URL = 'https://www.facebook.com/legal/self_service_ads_terms';

/** What each account of a Multi Account Launch has of its own: on its card, never one account's shown as the launch's. */
const PER_ACCOUNT = new Set([
  'Page',
  'Instagram account',
  'Pixel',
  'Conversion event',
  'Lead form',
  'Destination URL',
  'Audiences',
  'Excluded audiences',
  'Locations',
]);

function detailRows(plan: LaunchPlanAnswer, draft: LaunchDraft, bulk: boolean): Rows {
  const copiedAdSet = plan.adSets.some((s) => s.action === 'copy');
  const rows: Rows = [
    ['Page', draft.page?.name ?? '—'],
    ['Instagram account', draft.instagram?.name ?? '—'],
    // A copied ad set keeps its pixel and event (its promoted object) whatever Step 2 says.
    ['Pixel', copiedAdSet ? 'Kept from the copied ad set' : (draft.pixel?.name ?? '—')],
    ['Conversion event', copiedAdSet ? 'Kept from the copied ad set' : (draft.conversionEvent?.name ?? '—')],
    ...(draft.objective === 'lead-form' && draft.useInstantForms ? [['Lead form', draft.leadForm?.name ?? '—'] as [string, string]] : []),
    ['Destination URL', draft.destinationUrl || '—'],
    ['UTM parameters', draft.urlTags || '—'],
    estimateRow(plan),
    ...targetingRows(plan, draft),
    ['Example campaign name', plan.campaign.name],
    ['Example ad set name', shownAdSet(plan)?.name ?? plan.adSets[0]?.name ?? '—'],
    ['Example ad name', plan.exampleAdName],
  ];
  return bulk ? rows.filter(([label]) => !PER_ACCOUNT.has(label) && !label.startsWith('Estimated')) : rows;
}

/** How the ads go into ad sets: into the existing ones chosen, or one ad set for all or one per ad. */
function adSetsLine(plan: LaunchPlanAnswer, draft: LaunchDraft): string {
  const existing = plan.adSets.filter((s) => s.action === 'existing').length;
  if (existing > 0) return `${existing} existing ad set${existing === 1 ? '' : 's'}, each with every ad`;
  return draft.adSetDistribution === 'single' ? 'Single Ad Set' : 'Dedicated Ad Sets';
}

/** When the launch spends: at its launch date, unless it is made paused or the existing campaign it goes into is. */
function spendingLine(draft: LaunchDraft, plan: LaunchPlanAnswer | undefined): string {
  if (plan?.paused) return reviewMessages.launchedPaused(plan.paused);
  // Until the plan says what is made paused, the switch says that nothing will spend.
  if (!plan && draft.launchPaused) return reviewMessages.launchPausedPlanning;
  const campaign = existingCampaignOf(draft);
  const onlyAds = plan ? plan.adSets.length > 0 && plan.adSets.every((s) => s.action === 'existing') : existingAdSetIdsOf(draft).length > 0;
  return campaign?.status && /PAUSED/.test(campaign.status) ? reviewMessages.pausedCampaign(campaign.name, onlyAds) : reviewMessages.spending;
}

function summaryRows(plans: LaunchPlanAnswer[], draft: LaunchDraft, bulk: boolean): Rows {
  const plan = plans[0]!;
  const bid = bidLine(plan);
  const limits = spendLimitLine(plan);
  const category = specialCategoryLine(plan);
  return [
    [
      'Campaign type',
      draft.source.kind === 'import'
        ? 'Exported Campaign'
        : plan.campaign.action === 'existing'
          ? (existingCampaignOf(draft)?.name ?? plan.campaign.name)
          : 'New Campaign',
    ],
    // The category and its countries, as the platform will have them (a copy keeps its source's).
    ...(category ? [['Special ad category', category] as [string, string]] : []),
    ['Ad sets', adSetsLine(plan, draft)],
    ['Number of ad sets', String(plan.adSets.length)],
    // Each account's amounts are in its own currency: on its card, never summed.
    ['Budget', bulk ? "Each account's, in its currency (on its card)" : budgetLine(plan)],
    ...(bid && !bulk ? [['Bid strategy', bid] as [string, string]] : []),
    ...(limits && !bulk ? [['Ad set spend limits', limits] as [string, string]] : []),
    ...keptRows(plan),
    // Each account starts at the same local time in its own zone: its date is on its card.
    ['Launch date', bulk ? "Each account's, in its time zone (on its card)" : launchDateLine(plan)],
    // The whole launch's estimate: one total per currency, never one sum across currencies.
    ...(bulk ? [['Estimated spend, all accounts', bulkSpendTotal(plans.map(estimateOf)) ?? '—'] as [string, string]] : []),
    ['Ad account', bulk ? `${plans.length} ad accounts (one launch each)` : `${plan.account.name} (${plan.account.id})`],
  ];
}

/** What a refused plan says: each field's messages (the API names them), else its message. */
function messagesOf(error: Error): string[] {
  const fields = error instanceof ApiError && error.fields ? [...new Set(Object.values(error.fields).flat())] : [];
  return fields.length > 0 ? fields : [error.message];
}

export function ConfirmLaunchModal({
  input,
  loadPlan,
  onCancel,
  onConfirm,
  onRefusal,
}: {
  input: ConfirmLaunchInput;
  loadPlan: LoadPlan;
  onCancel: () => void;
  /** A refused plan's message; true when it was handled elsewhere (an upgrade dialog: the review closes). */
  onRefusal?: (message: string) => boolean;
  /** The payloads as reviewed (each with its plan's digest). Resolves true when sent; false lets the user try again. */
  onConfirm: (reviewed: LaunchPayload[]) => Promise<boolean>;
}) {
  const { draft } = input;
  const payloads = input.bulk ? input.bulk.map((b) => b.payload) : [input.payload];
  // A review is of the platform as it is now: never a cached plan, never retried behind the buyer's back.
  const queries = useQueries({
    queries: payloads.map((payload) => ({ queryKey: ['launch-plan', payload], queryFn: () => loadPlan(payload), staleTime: 0, gcTime: 0, retry: false })),
  });
  const [sending, setSending] = useState(false);
  const sent = useRef(false);
  const plans = queries.map((q) => q.data);
  const ready = plans.every((p): p is LaunchPlanAnswer => p !== undefined);
  const failed = queries.flatMap((q, i) => (q.error ? [{ index: i, error: q.error }] : []));
  const n = payloads[0]!.ads.length;
  // Said before Confirm: ads without a copy have no primary text or headline.
  const untexted = adsWithoutTexts(payloads[0]!.ads);
  // A refusal by the user's plan opens its upgrade dialog instead (docs/product-rules.md#plans-and-upgrade-dialogs).
  const firstRefusal = failed[0]?.error.message;
  useEffect(() => {
    if (firstRefusal) onRefusal?.(firstRefusal);
  }, [firstRefusal, onRefusal]);

  return (
    <Modal opened onClose={onCancel} title="Review Launch Details" size="lg" closeOnClickOutside={!sending}>
      <Stack gap="sm">
        <Text fw={600}>
          {draft.source.kind === 'import' ? 'Are you sure you want to export your campaign?' : `Are you sure you want to launch ${n} ad(s)?`}
        </Text>
        {!ready && failed.length === 0 && (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">Planning the launch with Facebook…</Text>
          </Group>
        )}
        {failed.map(({ index, error }) => (
          <Alert
            key={index}
            color="red"
            role="alert"
            title={input.bulk ? `${input.bulk[index]!.account.name} cannot be launched` : 'This launch cannot go ahead'}
          >
            <Stack gap={4}>
              {messagesOf(error).map((m) => (
                <Text key={m} size="sm">
                  {m}
                </Text>
              ))}
            </Stack>
          </Alert>
        ))}
        {untexted > 0 && (
          <Alert color="yellow" title="Ads without texts" role="note">
            {reviewMessages.noTexts(untexted, n)}
          </Alert>
        )}
        {input.bulk && <BulkAccountCards items={input.bulk} plans={plans} draft={draft} />}
        {ready && (
          <>
            <Accordion variant="contained">
              <Accordion.Item value="details">
                <Accordion.Control>Details</Accordion.Control>
                <Accordion.Panel>
                  <DetailRows rows={detailRows(plans[0]!, draft, Boolean(input.bulk))} />
                </Accordion.Panel>
              </Accordion.Item>
              <Accordion.Item value="sent">
                <Accordion.Control>What Facebook receives</Accordion.Control>
                <Accordion.Panel>
                  {/* Long lines wrap (the side panel is narrow: no sideways scroll); a long list scrolls down, by
                      keyboard too, as every scrolling region must. */}
                  <Code
                    block
                    fz="xs"
                    style={{ maxHeight: 240, overflowY: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                    tabIndex={0}
                    aria-label="Parameters sent to Facebook"
                  >
                    {JSON.stringify({ campaign: plans[0]!.campaign.params, adSet: shownAdSet(plans[0]!)?.params ?? null }, null, 2)}
                  </Code>
                </Accordion.Panel>
              </Accordion.Item>
            </Accordion>
            <DetailRows rows={summaryRows(plans, draft, Boolean(input.bulk))} />
            <ReviewAutomations automations={input.automations ?? []} draft={draft} account={input.account} />
          </>
        )}
        {ready && <AdPreviews payload={payloads[0]!} />}
        {/* The disclaimer and the buttons stay at the bottom of the dialog as the review scrolls: what Confirm Launch
            agrees to is always beside it, and the previews loading above never move it under the pointer. */}
        <Stack gap="xs" pos="sticky" bottom={0} pt="xs" pb="md" mb="-md" bg="var(--mantine-color-body)" style={{ zIndex: 1 }}>
          <Text size="xs" c="dimmed">
            {spendingLine(draft, plans[0])} You manage it in Ads Manager; results are not guaranteed. By launching you agree to the{' '}
            {/* Underlined: in running text a link must not be told apart by its colour alone. */}
            <Anchor href={TERMS_URL} target="_blank" rel="noopener noreferrer" size="xs" underline="always">
              terms
            </Anchor>
            .
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={sending}>
              Cancel
            </Button>
            <Button
              loading={sending}
              disabled={!ready}
              onClick={() => {
                if (sent.current || !ready) return; // one launch per review, whatever the clicks
                sent.current = true;
                setSending(true);
                void onConfirm(payloads.map((payload, i) => ({ ...payload, reviewedPlanDigest: plans[i]!.digest })))
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
      </Stack>
    </Modal>
  );
}
