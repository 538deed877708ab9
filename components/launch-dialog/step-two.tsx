import { Accordion, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { flushSync } from 'react-dom';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshAssets } from '../../lib/api-client/assets';
import { panelTransport } from '../../lib/extension/panel-transport';
import { TOAST_MS, amountEntryErrors, buildLaunchPayload, launchErrorTexts, mergeErrors, validateLaunch, type AdAccountContext } from '../../lib/rules';
import { automationErrors, automationLaunchOf } from '../../lib/rules/automation-fit';
import { amountFormat } from './amount-field';
import { AssetsSection } from './assets-section';
import { AutomationsSection, useAttachedAutomations } from './automations-section';
import { BudgetSection } from './budget-section';
import { bulkAdsReason, bulkLaunchItems } from './bulk-accounts/bulk-review';
import { CampaignModeBanner } from './campaign-mode-banner';
import { useDraftStore, type SectionKey } from './draft-store';
import { LAUNCH_HOLD_ID } from './launch-gate-alerts';
import { errorsIn, firstError, focusField, sectionOf } from './fields';
import type { ReviewRequest } from './review-request';
import { LaunchPausedSwitch } from './launch-paused-switch';
import { PlacementsSection } from './placements-section';
import { TargetingSection } from './targeting-section';
import { audienceQueries } from './targeting-lookups';
import { TemplatesMenu } from './templates/templates-menu';
import type { LaunchAssets } from './use-launch-assets';

// Step 2 (docs/product-rules.md#step-2): collapsible sections, Budget & Schedule open by default. Validation is live at
// each field (lib/rules); the Launch button is enabled only when the launch check passes, and otherwise says
// what is missing; a click on that message opens the section and focuses the field.

const SECTION_TITLES: Record<Exclude<SectionKey, 'automations'>, string> = {
  budget: 'Budget & Schedule',
  placements: 'Placements',
  targeting: 'Targeting & Delivery',
  assets: 'Assets & Tracking',
};

/** Salvo's wording: the launch needs at least one ad (the spec's dialog receives selected ads). */
const NO_CREATIVE = 'Please select at least one creative.';

export interface StepTwoProps {
  account: AdAccountContext;
  assets: LaunchAssets;
  /** Why launching is off for the account as a whole (use-launch-gate.ts), or null. */
  hold: string | null;
  onReview: (r: ReviewRequest) => void;
}

export function StepTwo({ account, assets, hold, onReview }: StepTwoProps) {
  const draft = useDraftStore((s) => s.draft)!;
  const imageHashes = useDraftStore((s) => s.imageHashes);
  const openSections = useDraftStore((s) => s.openSections);
  const { setOpenSections, openSection, setStep } = useDraftStore.getState();
  const queryClient = useQueryClient();
  const amountEntries = useDraftStore((s) => s.amountEntries);
  const automations = useAttachedAutomations();
  // A special category's audience rules read the audiences' kinds (docs/product-rules.md#special-ad-category).
  const customAudiences = useQuery(audienceQueries(account.id).custom).data?.data;
  // An amount text that does not read holds the launch with its own message, before the rule's. The attached
  // automations that cannot join this launch hold it too (checked here, once read: their rule stays off Step 1's code).
  const errors = mergeErrors(
    amountEntryErrors(amountEntries ?? {}, draft, amountFormat(account.currency)),
    validateLaunch(draft, { account, now: new Date(), audiences: customAudiences }),
    automations ? automationErrors(automations, automationLaunchOf(draft, account)) : {},
  );
  const media = assets.media ?? [];
  const libraryAds = useDraftStore((s) => s.libraryAds);
  const libraryFolderName = useDraftStore((s) => s.libraryFolderName);
  const chosen = imageHashes.map((h) => media.find((m) => m.hash === h)).filter((m) => m !== undefined);
  // Ads picked in the library replace the account images chosen here (one ad each either way).
  const ads = libraryAds.length > 0 ? libraryAds : chosen.map((m) => ({ imageId: m.hash }));
  const first = firstError(errors);
  const reason = hold ?? first?.message ?? bulkAdsReason(draft, libraryAds) ?? (ads.length === 0 ? NO_CREATIVE : null);
  const n = ads.length;

  const goTo = () => {
    if (hold) {
      document.getElementById(LAUNCH_HOLD_ID)?.scrollIntoView({ block: 'start' });
      return;
    }
    if (!first) {
      document.getElementById('field-creatives')?.scrollIntoView({ block: 'center' });
      return;
    }
    const section = sectionOf(first.field);
    // Rendered now (the sections open without a transition), so the field takes the focus in this click.
    flushSync(() => (section === 'step1' ? setStep(1) : openSection(section)));
    focusField(first.field);
  };

  const refresh = async () => {
    try {
      await refreshAssets(panelTransport, account.id);
    } catch (e) {
      notifications.show({ color: 'red', message: e instanceof Error ? e.message : launchErrorTexts.refreshLimited, autoClose: TOAST_MS });
      return;
    }
    for (const key of [['assets'], ['adaccount', account.id], ['account-media', account.id], ['conversion-events', account.id], ['campaigns', account.id]]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Button variant="subtle" size="compact-sm" onClick={() => setStep(1)}>
          Back
        </Button>
        <Button variant="default" size="compact-sm" onClick={() => void refresh()}>
          Refresh Assets
        </Button>
      </Group>
      <TemplatesMenu account={account} assets={assets} />
      <CampaignModeBanner timeZone={account.timezoneName} />
      {/* A section opens at once, no height transition: its fields can take the focus in the click that opens it (a
          Launch reason's), where an opening section hides them for 200 ms and the keys typed meanwhile are lost. */}
      <Accordion
        multiple
        value={openSections}
        onChange={(v) => setOpenSections(v as SectionKey[])}
        variant="separated"
        transitionDuration={0}
        keepMounted
        keepMountedMode="display-none"
      >
        {(Object.keys(SECTION_TITLES) as Array<keyof typeof SECTION_TITLES>).map((key) => {
          const count = errorsIn(key, errors);
          return (
            <Accordion.Item key={key} value={key}>
              <Accordion.Control>
                <Group gap="xs">
                  <Text fw={500}>{SECTION_TITLES[key]}</Text>
                  {count > 0 && (
                    <Badge color="red" size="sm" aria-label={`${count} to fix`}>
                      {count}
                    </Badge>
                  )}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {key === 'budget' && <BudgetSection account={account} errors={errors} />}
                {key === 'placements' && <PlacementsSection errors={errors} />}
                {key === 'targeting' && <TargetingSection accountId={account.id} errors={errors} currency={account.currency} />}
                {key === 'assets' && (
                  <AssetsSection
                    account={account}
                    errors={errors}
                    pages={assets.pages ?? []}
                    pixels={assets.pixels ?? []}
                    events={assets.events}
                    media={media}
                  />
                )}
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
        <AutomationsSection account={account} errors={errors} />
      </Accordion>
      <LaunchPausedSwitch />
      {reason && (
        <Anchor component="button" type="button" size="sm" c="var(--mantine-color-error)" ta="left" onClick={goTo} data-testid="launch-reason">
          {reason}
        </Anchor>
      )}
      <Button
        size="md"
        disabled={reason !== null}
        onClick={() =>
          onReview({
            account,
            draft,
            payload: buildLaunchPayload(draft, { account, ads, folderName: libraryAds.length > 0 ? libraryFolderName : undefined }),
            bulk: bulkLaunchItems(draft, account, ads, libraryAds.length > 0 ? libraryFolderName : undefined),
            automations,
          })
        }
      >
        {`Launch ${n} ad${n === 1 ? '' : 's'}`}
      </Button>
    </Stack>
  );
}
