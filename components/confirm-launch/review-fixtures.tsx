import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createDefaultDraft, type AdAccountContext, type LaunchDraft } from '../../lib/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { LaunchPayload } from '../../lib/contract/launch';
import type { LaunchPlanAnswer, PlanAdSet } from '../../lib/contract/launch-plan';
import { ConfirmLaunchModal, type ConfirmLaunchInput, type LoadPlan } from './confirm-launch-modal';

// Shared by the review's component tests (the app does not import this file).

/** A draft in `account` that passes the launch check: the defaults, a page, a pixel, its Purchase event and a URL. */
export function launchableDraft(account: AdAccountContext, change: Partial<LaunchDraft> = {}): LaunchDraft {
  return {
    ...createDefaultDraft(account, new Date()),
    page: { id: '1', name: 'Page' },
    pixel: { id: '2', name: 'Pixel' },
    conversionEvent: { id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' },
    destinationUrl: 'https://a.example.com',
    ...change,
  };
}

/**
 * The API's plan answer for `payload` in `account` (POST /facebook/adlauncher/plan), for component tests: a new
 * campaign, one new ad set per ad (or one for all), the payload's amounts and dates. What the server plans is tested
 * against the simulator (tests/integration/launch-money.test.ts, tests/fuzz/launch-model.test.ts).
 */
export function planAnswer(payload: LaunchPayload, account: AdAccountContext, change: Partial<LaunchPlanAnswer> = {}): LaunchPlanAnswer {
  const budget =
    payload.lifetimeBudget !== undefined
      ? { period: 'lifetime' as const, amount: payload.lifetimeBudget }
      : { period: 'daily' as const, amount: payload.dailyBudget ?? 0 };
  const groups = payload.useSingleAdset ? [payload.ads.length] : payload.ads.map(() => 1);
  const adSets: PlanAdSet[] = groups.map((adCount, i) => ({
    action: 'create',
    id: null,
    sourceId: null,
    name: `Ad set ${i + 1}`,
    adCount,
    budget: payload.isCBO ? null : budget,
    bidStrategy: payload.bidStrategy,
    bidAmount: payload.bidAmount ?? null,
    targetRoas: null,
    spendLimits: null,
    startTime: payload.startTime,
    endTime: payload.endTime ?? null,
    targeting: {
      ageMin: payload.ageMin,
      ageMax: payload.ageMax,
      ageSuggestion: null,
      genders: payload.genders.length === 1 ? payload.genders : [],
      locations: payload.locations.map((l) => l.name),
      excludedLocations: [],
      interests: [],
      customAudiences: payload.customAudienceIds,
      excludedAudiences: payload.excludedAudienceIds,
      savedAudience: payload.selectedSavedAudienceId ?? null,
      advantageAudience: payload.advantageAudience,
      placements: ['Advantage+ placements'],
    },
    kept: [],
    params: { daily_budget: 1 },
  }));
  return {
    success: true,
    account: { id: account.id, name: account.name, currency: account.currency, timezoneName: account.timezoneName },
    campaign: {
      action: 'create',
      id: null,
      sourceId: null,
      name: 'Spring',
      specialAdCategories: [],
      specialAdCategoryCountries: [],
      budget: payload.isCBO ? budget : null,
      bidStrategy: null,
      kept: [],
      params: {},
    },
    adSets,
    adCount: payload.ads.length,
    estimate: payload.isCBO ? budget : { period: budget.period, amount: budget.amount * adSets.length },
    exampleAdName: 'Ad 1',
    paused: payload.launchPaused ? 'campaign' : null,
    digest: 'd'.repeat(64),
    ...change,
  };
}

/**
 * Review Launch Details for `input`, in Mantine's test environment (no transitions, no portals), with its plans from
 * `loadPlan` (the API's answers in the tests: lib/contract/test-fixtures.ts planAnswer).
 */
export function showReview(input: ConfirmLaunchInput, loadPlan: LoadPlan, onConfirm: (reviewed: LaunchPayload[]) => Promise<boolean> = async () => true) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider env="test">
        <ConfirmLaunchModal input={input} loadPlan={loadPlan} onCancel={() => undefined} onConfirm={onConfirm} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}
