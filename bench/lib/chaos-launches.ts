import type { LaunchPayload } from '../../lib/contract/launch';
import type { SimFixtures } from '../../sim';
import { panelPayload } from '../../tests/fixtures/panel-payload';

// The launches of bench:chaos, of every kind a launch can be: sales, leads (an instant form) and traffic
// objectives; budgets on the campaign (CBO) or the ad sets (ABO); an ad set per ad or one for all; into the
// account's existing campaign; with creatives from the library (pushed to the account by the worker).

export const KINDS = [
  'sales ABO, an ad set per ad',
  'sales CBO, one ad set',
  'leads ABO, one ad set',
  'traffic CBO, an ad set per ad',
  'existing campaign, traffic',
  'library images, an ad set per ad',
] as const;
type Kind = (typeof KINDS)[number];

export interface PlannedLaunch {
  kind: Kind;
  payload: LaunchPayload;
  /** What the launch must create: a campaign (none when it goes into an existing one), ad sets, ads. */
  expect: { campaign: number; adset: number; ad: number };
}

/** The launch `index` of the mix, in `accountId`; `libraryCreativeIds` are the user's library images. */
export function chaosLaunch(fx: SimFixtures, accountId: string, index: number, libraryCreativeIds: string[]): PlannedLaunch {
  const kind = KINDS[index % KINDS.length]!;
  const page = fx.pages.find((p) => p.adAccountIds.includes(accountId) && p.hasLeadForms)!;
  const images = fx.adImages.filter((i) => i.adAccountId === accountId);
  const imageAds = (n: number) => Array.from({ length: n }, (_, i) => ({ imageId: images[(index + i) % images.length]!.hash }));
  const base = panelPayload(fx, accountId, { page: { id: page.id, name: page.name }, campaignName: `Chaos ${index + 1}: ${kind}` });
  const dedicated = (ads: number) => ({ useSingleAdset: false, expect: { campaign: 1, adset: ads, ad: ads } });
  const single = (ads: number) => ({ useSingleAdset: true, expect: { campaign: 1, adset: 1, ad: ads } });
  const traffic = { isTrafficCampaign: true, performanceGoal: 'landingPageViews', attributionSettingId: '1c-0v' } as const;
  const cbo = { isCBO: true, dailyBudget: 5000, bidStrategy: 'highestVolume' } as const;
  switch (kind) {
    case 'sales ABO, an ad set per ad': {
      const { useSingleAdset, expect } = dedicated(3);
      return { kind, expect, payload: { ...base, ads: imageAds(3), useSingleAdset, isCBO: false, dailyBudget: 2500 } };
    }
    case 'sales CBO, one ad set': {
      const { useSingleAdset, expect } = single(4);
      return { kind, expect, payload: { ...base, ...cbo, ads: imageAds(4), useSingleAdset } };
    }
    case 'leads ABO, one ad set': {
      const form = fx.leadForms.find((f) => f.pageId === page.id && f.status === 'ACTIVE')!;
      const { useSingleAdset, expect } = single(3);
      return {
        kind,
        expect,
        payload: {
          ...base,
          ads: imageAds(3),
          useSingleAdset,
          isCBO: false,
          dailyBudget: 2500,
          isLeadFormCampaign: true,
          useInstantForms: true,
          leadFormId: form.id,
          pixelId: undefined,
          customEventType: undefined,
          conversionEventId: undefined,
          conversionEventType: undefined,
        },
      };
    }
    case 'traffic CBO, an ad set per ad': {
      const { useSingleAdset, expect } = dedicated(3);
      return { kind, expect, payload: { ...base, ...traffic, ...cbo, ads: imageAds(3), useSingleAdset } };
    }
    case 'existing campaign, traffic': {
      // The account's seeded "Always On" campaign: traffic, budgets on its ad sets.
      const existing = fx.campaigns.find((c) => c.accountId === accountId && c.objective === 'OUTCOME_TRAFFIC')!;
      return {
        kind,
        expect: { campaign: 0, adset: 1, ad: 3 },
        payload: { ...base, ...traffic, ads: imageAds(3), existingCampaignId: existing.id, useSingleAdset: true, isCBO: false, dailyBudget: 2500 },
      };
    }
    case 'library images, an ad set per ad': {
      const ads = [0, 1].map((i) => ({ creativeId: libraryCreativeIds[(index + i) % libraryCreativeIds.length]!, creativeType: 'image' as const }));
      return { kind, expect: { campaign: 1, adset: 2, ad: 2 }, payload: { ...base, ads, useSingleAdset: false, isCBO: false, dailyBudget: 2500 } };
    }
  }
}
