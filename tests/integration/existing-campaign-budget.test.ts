import { describe, expect, it } from 'vitest';
import type { LaunchPayload } from '../../lib/contract/launch';
import { capBudgetMessages, existingCampaignMessages } from '../../lib/rules/messages';
import { bearer, demoPayload, stackForBlock } from './harness';
import { launch, launchRecord, markedObjects, runToEnd } from './launch-kit';

// An existing campaign locks its budget allocation only (docs/product-rules.md#existing-campaign,
// docs/campaign-modes.md): new ad sets in an ABO campaign carry the budget typed for them, new ad
// sets in a CBO campaign none; a payload that says otherwise is refused with a 400 naming isCBO, before anything is
// queued.

describe('budgets of new ad sets in an existing campaign', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser' });

  const campaign = (name: string) => stack.fx.campaigns.find((c) => c.name === name)!;
  const into = (name: string, overrides: Partial<LaunchPayload>) =>
    demoPayload(stack.fx, 'act_101', { existingCampaignId: campaign(name).id, campaignName: name, ...overrides });
  const object = async (id: string) =>
    ((await (await fetch(`${stack.simUrl}/__sim/objects?type=campaign`)).json()) as { data: Array<Record<string, unknown>> }).data.find((o) => o.id === id)!;

  it('an ABO campaign: the new ad set has its own daily or lifetime budget, the campaign still none', async () => {
    const daily = await launch(stack, tokens.ava, into('Holiday Value', { isCBO: false, dailyBudget: 1275, bidStrategy: 'highestVolume' }));
    expect(await runToEnd(stack.deps, daily)).toBe('COMPLETED');
    const [adSet] = await markedObjects(stack, 'adset', daily);
    expect(adSet).toMatchObject({ campaign_id: campaign('Holiday Value').id });
    expect(Number(adSet!.daily_budget)).toBe(1275);

    const lifetimeEnd = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const lifetime = await launch(
      stack,
      tokens.ava,
      into('Holiday Value', { isCBO: false, dailyBudget: undefined, lifetimeBudget: 3550, endTime: lifetimeEnd }),
    );
    expect(await runToEnd(stack.deps, lifetime)).toBe('COMPLETED');
    const [second] = await markedObjects(stack, 'adset', lifetime);
    expect(Number(second!.lifetime_budget)).toBe(3550);
    expect(second!.daily_budget).toBeUndefined();

    // The results and the launches page name the campaign it went into, not the naming convention's.
    const named = await launch(stack, tokens.ava, into('Holiday Value', { isCBO: false, campaignName: undefined, dailyBudget: 1275 }));
    expect((await launchRecord(stack, tokens.ava, named)).campaignName).toBe('Holiday Value');
    // Into its existing ad set: the tracker shows no budget, since none is sent (the ad set keeps its own).
    const adSetId = campaign('Holiday Value').adSetIds[0]!;
    const intoAdSet = await launch(
      stack,
      tokens.ava,
      into('Holiday Value', { isCBO: false, dailyBudget: 1275, existingAdsetIdList: [adSetId], useSingleAdset: true }),
    );
    expect((await launchRecord(stack, tokens.ava, intoAdSet)).input).toMatchObject({ dailyBudget: null, lifetimeBudget: null });

    const holiday = await object(campaign('Holiday Value').id);
    expect(holiday.daily_budget).toBeUndefined();
    expect(holiday.lifetime_budget).toBeUndefined();
  });

  it('a CBO campaign: the new ad set has no budget; the campaign keeps its own', async () => {
    const id = await launch(stack, tokens.ava, into('Spring Sale – Website', { isCBO: true, dailyBudget: 9900, targetRoas: 2 }));
    expect(await runToEnd(stack.deps, id)).toBe('COMPLETED');
    const [adSet] = await markedObjects(stack, 'adset', id);
    expect(adSet!.daily_budget).toBeUndefined();
    expect(adSet!.lifetime_budget).toBeUndefined();
    expect(Number((await object(campaign('Spring Sale – Website').id)).daily_budget)).toBe(5000);
  });

  it("holds the new ad sets' bid to a fifth of the campaign's budget a day, with a 400 naming bidAmount", async () => {
    // A cost-capped CBO campaign of $50 a day, launched first: its ad sets may bid at most $10.
    const first = await launch(
      stack,
      tokens.ava,
      demoPayload(stack.fx, 'act_101', { isCBO: true, dailyBudget: 5000, bidStrategy: 'costPerResult', bidAmount: 1000 }),
    );
    expect(await runToEnd(stack.deps, first)).toBe('COMPLETED');
    const [made] = await markedObjects(stack, 'campaign', first);
    const intoCapped = (bidAmount: number) =>
      demoPayload(stack.fx, 'act_101', {
        existingCampaignId: made!.id as string,
        isCBO: true,
        bidStrategy: 'costPerResult',
        bidAmount,
        dailyBudget: undefined,
      });
    const queued = stack.queued.length;
    const over = await stack.app.inject({
      method: 'POST',
      url: '/facebook/adlauncher?accountId=act_101',
      headers: bearer(tokens.ava),
      payload: intoCapped(1001),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().fields).toEqual({ bidAmount: [capBudgetMessages.bid('costPerResult', '$50.00', '$10.00', 1)] });
    expect(stack.queued.length).toBe(queued);
    const fits = await launch(stack, tokens.ava, intoCapped(1000));
    expect(await runToEnd(stack.deps, fits)).toBe('COMPLETED');
    const [adSet] = await markedObjects(stack, 'adset', fits);
    expect([adSet!.campaign_id, Number(adSet!.bid_amount)]).toEqual([made!.id, 1000]);
  });

  it('refuses another allocation than the campaign has, with a 400 naming isCBO, before anything is queued', async () => {
    const queued = stack.queued.length;
    const post = (payload: LaunchPayload) =>
      stack.app.inject({ method: 'POST', url: '/facebook/adlauncher?accountId=act_101', headers: bearer(tokens.ava), payload });

    const abo = await post(into('Holiday Value', { isCBO: true, targetRoas: 2 }));
    expect(abo.statusCode).toBe(400);
    expect(abo.json().fields).toEqual({ isCBO: [existingCampaignMessages.allocationLocked(false)] });

    const cbo = await post(into('Spring Sale – Website', { isCBO: false, targetRoas: undefined }));
    expect(cbo.statusCode).toBe(400);
    expect(cbo.json().fields.isCBO).toEqual([existingCampaignMessages.allocationLocked(true)]);

    // Another account's campaign is not found, whatever the allocation.
    const other = stack.fx.campaigns.find((c) => c.accountId === 'act_201')!;
    const foreign = await post(demoPayload(stack.fx, 'act_101', { existingCampaignId: other.id, isCBO: false }));
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().fields)).toEqual(['existingCampaignId']);
    expect(stack.queued.length).toBe(queued);
  });
});
