// The buyer's intent in a Multi Account Launch (docs/bulk-launch.md), a case of tests/fuzz/intent-model.test.ts: the
// buyer's own draft in one agency account, Multi Account Launch turned on as the panel does it, other accounts added
// (their amounts carried only in the launch's currency, typed where they were cleared), each account's own spend limits,
// audiences and locations (its business's country), a start at an hour on each account's own clock; each account's launch through the API, read back from
// the simulator against what the buyer meant for that account, in its currency's unit and its time zone.
import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { expect } from 'vitest';
import { carriedToBulkAccount, newBulkAccount, withoutAccountIds, withoutBulk } from '../../lib/rules/bulk-launch';
import { withStartAheadEverywhere } from '../../lib/rules/bulk-schedule';
import { money, type Money } from '../../lib/rules/currency';
import type { BulkAccount, LaunchDraft } from '../../lib/rules/types';
import { validateLaunch } from '../../lib/rules/validate-launch';
import { bulkLaunchItems } from '../../components/launch-dialog/bulk-accounts/bulk-review';
import { bearer, type Stack } from '../integration/harness';
import { launchRecord, markedObjects, runToEnd } from '../integration/launch-kit';
import { platformUnit, readObject, type AccountWorld } from './intent-kit';

type Json = Record<string, unknown>;

/** What the buyer does in a Multi Account Launch beside the launch account: which of the others are added (bits), a
 * campaign budget with spend limits or not, each account's own audiences or not, and the hour it starts. */
export interface BulkIntent {
  others: number;
  cbo: boolean;
  limits: boolean;
  audiences: boolean;
  hour: number;
}

export const bulkIntentArb: fc.Arbitrary<BulkIntent> = fc.record({
  others: fc.integer({ min: 1, max: 7 }),
  cbo: fc.boolean(),
  limits: fc.boolean(),
  audiences: fc.boolean(),
  hour: fc.integer({ min: 0, max: 23 }),
});

const PURCHASE = { id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' as const };
const ids = (list: unknown) => (Array.isArray(list) ? (list as Json[]).map((a) => String(a.id)) : []);

/** The hour `hour` of the first day from tomorrow (on the launch account's clock) that is still ahead on every
 * account's own clock: "tomorrow at 09:00", each account at its own 09:00. Worked out here from the clocks alone. */
function intendedDay(launchZone: string, zones: string[], hour: number, now: Date): { y: number; m: number; d: number } {
  const today = new TZDate(now.getTime(), launchZone);
  for (let days = 1; ; days++) {
    const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + days, 0, 0, 0, 0, launchZone);
    const at = { y: day.getFullYear(), m: day.getMonth(), d: day.getDate() };
    if (zones.every((zone) => new TZDate(at.y, at.m, at.d, hour, 0, 0, 0, zone).getTime() > now.getTime())) return at;
  }
}

/** The launch with Multi Account Launch from `from` into the `intent`'s other accounts of `pool`, each read back; the
 * buyer's draft afterwards, Multi Account Launch off again (the launch account's own audiences back). */
export async function bulkCase(
  stack: Stack,
  world: Map<string, AccountWorld>,
  from: AccountWorld,
  pool: string[],
  intent: BulkIntent,
  own: LaunchDraft,
  buyerSteps: number,
): Promise<LaunchDraft> {
  const others = pool.filter((id) => id !== from.context.id).filter((_, i) => intent.others & (1 << i));
  const accounts = [from, ...(others.length > 0 ? others : [pool.find((id) => id !== from.context.id)!]).map((id) => world.get(id)!)];
  const audiencesOf = (w: AccountWorld) => stack.fx.customAudiences.filter((a) => a.accountId === w.context.id).map((a) => ({ id: a.id, name: a.name }));
  const minOf = (w: AccountWorld) => w.context.minDailyBudget ?? 100;
  // Each account's business country, as the grid's Add an ad account lists it: its row's locations.
  const countryOf = (w: AccountWorld) => stack.fx.adAccounts.find((a) => a.id === w.context.id)!.business_country_code;
  const now = new Date();
  const when = intendedDay(
    from.context.timezoneName,
    accounts.map((w) => w.context.timezoneName),
    intent.hour,
    now,
  );
  const startIn = (zone: string) => new TZDate(when.y, when.m, when.d, intent.hour, 0, 0, 0, zone);
  // The launch as the buyer had it in the launch account, its own audience chosen there: tomorrow at the hour.
  const usesBid = own.bidStrategy === 'costPerResult' || own.bidStrategy === 'bidCap';
  const tomorrow = new TZDate(new TZDate(now.getTime(), from.context.timezoneName).setHours(24 + intent.hour, 0, 0, 0), from.context.timezoneName);
  const launch: LaunchDraft = {
    ...own,
    isCBO: intent.cbo,
    startTime: tomorrow.toISOString(),
    adSetMinimumSpend: intent.cbo && intent.limits ? money(minOf(from), from.context.currency) : null,
    adSetMaximumSpend: intent.cbo && intent.limits ? money(minOf(from) * buyerSteps, from.context.currency) : null,
    customAudiences: audiencesOf(from).slice(2, 3),
    excludedAudiences: [],
    savedAudience: null,
  };
  // Turned on, each account added as the grid adds it; the buyer then types what was not carried, in its currency.
  const typed = (w: AccountWorld, steps: number): Money => money(minOf(w) * steps, w.context.currency);
  const rows: BulkAccount[] = accounts.map((w) => {
    const row = newBulkAccount({ ...w.context, countryCode: countryOf(w) });
    const carried = carriedToBulkAccount(launch, row, from.context.id);
    const otherCurrency = w.context.currency !== from.context.currency;
    expect(carried.notice !== null, `notice for ${w.context.id}`).toBe(otherCurrency);
    const filled = { ...row, ...carried.fields, page: w.pages[0]!, pixel: w.pixels[0]!, conversionEvent: PURCHASE };
    return {
      ...filled,
      budget: filled.budget ?? typed(w, buyerSteps),
      bidAmount: usesBid ? (filled.bidAmount ?? typed(w, 2)) : null,
      adSetMinimumSpend: intent.cbo && intent.limits ? (filled.adSetMinimumSpend ?? typed(w, 1)) : null,
      adSetMaximumSpend: intent.cbo && intent.limits ? (filled.adSetMaximumSpend ?? typed(w, buyerSteps)) : null,
      ...(w !== from && intent.audiences ? { customAudiences: audiencesOf(w).slice(0, 1), excludedAudiences: audiencesOf(w).slice(1, 2) } : {}),
    };
  });
  const draft = withStartAheadEverywhere({ ...withoutAccountIds(launch), multiAccount: true, bulkAccounts: rows }, from.context.timezoneName, now);
  expect(validateLaunch(draft, { now, account: from.context })).toEqual({});
  // Library creatives are pushed to each account by the server (tested in the library's tests); here each account
  // launches its own image.
  const items = bulkLaunchItems(draft, from.context, [{ imageId: from.image }], undefined)!;
  for (const [i, item] of items.entries()) {
    const w = accounts[i]!;
    const payload = { ...item.payload, ads: [{ imageId: w.image }] };
    const res = await stack.app.inject({ method: 'POST', url: `/facebook/adlauncher?accountId=${w.context.id}`, headers: bearer(from.token), payload });
    expect(res.statusCode, res.body).toBe(200);
    const id: string = res.json().campaignLaunchId;
    expect(await runToEnd(stack.deps, id), JSON.stringify((await launchRecord(stack, from.token, id)).errors)).toBe('COMPLETED');
    await expectIntent(stack, w, id, {
      // What the buyer meant for this account: the launch's amount in its own currency, else the one typed for it.
      budget: w.context.currency === from.context.currency ? launch.budget! : typed(w, buyerSteps),
      bid: usesBid ? (w.context.currency === from.context.currency ? launch.bidAmount! : typed(w, 2)) : null,
      limits:
        intent.cbo && intent.limits
          ? w.context.currency === from.context.currency
            ? [launch.adSetMinimumSpend!, launch.adSetMaximumSpend!]
            : [typed(w, 1), typed(w, buyerSteps)]
          : null,
      cbo: intent.cbo,
      custom:
        w === from
          ? launch.customAudiences.map((a) => a.id)
          : intent.audiences
            ? audiencesOf(w)
                .slice(0, 1)
                .map((a) => a.id)
            : [],
      excluded:
        w !== from && intent.audiences
          ? audiencesOf(w)
              .slice(1, 2)
              .map((a) => a.id)
          : [],
      start: startIn(w.context.timezoneName).getTime(),
      // The launch account keeps what the buyer chose; every other account targets its own country.
      countries: w === from ? launch.locations.filter((l) => l.type === 'country').map((l) => l.key) : [countryOf(w)],
    });
  }
  // Off again for the next case: the launch account's audiences come back; the campaign budget as the buyer had it.
  return { ...withoutBulk(draft, from.context.id), isCBO: own.isCBO, adSetMinimumSpend: own.adSetMinimumSpend, adSetMaximumSpend: own.adSetMaximumSpend };
}

interface AccountIntent {
  budget: Money;
  bid: Money | null;
  limits: [Money, Money] | null;
  cbo: boolean;
  custom: string[];
  excluded: string[];
  start: number;
  countries: string[];
}

/** One account's campaign and ad set as the platform has them, against the buyer's intent for that account. */
async function expectIntent(stack: Stack, w: AccountWorld, launchId: string, want: AccountIntent): Promise<void> {
  const record = await launchRecord(stack, w.token, launchId);
  const campaign = await readObject(stack, w, record.campaignId as string, 'daily_budget');
  const adSetId = (await markedObjects(stack, 'adset', launchId))[0]!.id as string;
  const adSet = await readObject(stack, w, adSetId, 'targeting,daily_budget,bid_amount,daily_min_spend_target,daily_spend_cap,start_time');
  const where = `${w.context.id} (${w.context.currency}, ${w.context.timezoneName})`;
  const unit = (m: Money) => platformUnit(w, m.hundredths);
  expect(Number(want.cbo ? campaign.daily_budget : adSet.daily_budget), `budget of ${where}`).toBe(unit(want.budget));
  if (want.bid) expect(Number(adSet.bid_amount), `bid of ${where}`).toBe(unit(want.bid));
  const limits = want.limits ? want.limits.map(unit) : [undefined, undefined];
  expect(
    [adSet.daily_min_spend_target, adSet.daily_spend_cap].map((v) => (v === undefined ? v : Number(v))),
    `spend limits of ${where}`,
  ).toEqual(limits);
  const targeting = adSet.targeting as Json;
  expect(ids(targeting.custom_audiences), `audiences of ${where}`).toEqual(want.custom);
  expect(ids(targeting.excluded_custom_audiences), `excluded audiences of ${where}`).toEqual(want.excluded);
  expect(Date.parse(String(adSet.start_time)), `start of ${where}`).toBe(want.start);
  expect((targeting.geo_locations as Json).countries ?? [], `locations of ${where}`).toEqual(want.countries);
}
