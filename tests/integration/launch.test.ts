import { describe, expect, it } from 'vitest';
import type { Json } from '../../sim/testing';
import { handleLaunchJob } from '../../server/launch/queue';
import { bearer, demoPayload, type Stack, stackForBlock } from './harness';

// The skeleton's launch: accepted at once, run by pg-boss in process, read back through the sim's Graph API.

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function graph(stack: Stack, token: string, path: string, fields: string): Promise<Json> {
  const res = await fetch(`${stack.simUrl}/v25.0/${path}?fields=${fields}`, { headers: { authorization: `Bearer ${token}` } });
  return res.json();
}

async function waitForEnd(stack: Stack, token: string, id: string): Promise<Json> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await stack.app.inject({ method: 'GET', url: `/dashboard/campaign-launches/${id}`, headers: bearer(token) });
    const record = res.json();
    if (record.status !== 'PENDING' && record.status !== 'RUNNING') return record;
    if (Date.now() > deadline) throw new Error(`Launch still ${record.status} at ${record.step}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('a launch through the queue', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser' }, { queue: 'boss' });

  it('creates exactly one campaign, ad set, creative and ad with the fields that matter', async () => {
    const user = stack.fx.users[0]!;
    const accountId = user.adAccountIds[0]!;
    const payload = demoPayload(stack.fx, accountId);
    const res = await stack.app.inject({ method: 'POST', url: `/facebook/adlauncher?accountId=${accountId}`, headers: bearer(tokens.ava), payload });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ success: true, status: 'PENDING' });

    const record = await waitForEnd(stack, tokens.ava, answer.campaignLaunchId);
    expect(record, JSON.stringify(record.errors)).toMatchObject({
      status: 'COMPLETED',
      step: 'COMPLETED',
      campaignName: 'Skeleton campaign',
      adsetsTotal: 1,
      adsetsCompleted: 1,
      adsTotal: 1,
      adsCompleted: 1,
      errors: [],
      accountId,
    });
    expect(record.input).toMatchObject({ isCBO: false, dailyBudget: payload.dailyBudget, isLeadFormCampaign: false });

    const campaigns = (
      await graph(stack, user.accessToken, `${accountId}/campaigns`, 'id,name,objective,status,special_ad_categories,is_adset_budget_sharing_enabled')
    ).data as Json[];
    const ours = campaigns.filter((c) => c.id === record.campaignId);
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({ name: 'Skeleton campaign', objective: 'OUTCOME_SALES', status: 'ACTIVE', special_ad_categories: [] });

    const adSets = (
      await graph(
        stack,
        user.accessToken,
        `${record.campaignId}/adsets`,
        'id,name,daily_budget,optimization_goal,billing_event,promoted_object,targeting,start_time,bid_strategy',
      )
    ).data as Json[];
    expect(adSets).toHaveLength(1);
    const adSet = adSets[0];
    expect(adSet).toMatchObject({ optimization_goal: 'OFFSITE_CONVERSIONS', billing_event: 'IMPRESSIONS', bid_strategy: 'LOWEST_COST_WITHOUT_CAP' });
    expect(String(adSet.daily_budget)).toBe(String(payload.dailyBudget));
    expect(adSet.promoted_object).toMatchObject({ pixel_id: payload.pixelId, custom_event_type: 'PURCHASE' });
    expect(adSet.targeting.targeting_automation).toEqual({ advantage_audience: payload.advantageAudience ? 1 : 0 });

    const ads = (await graph(stack, user.accessToken, `${adSet.id}/ads`, 'id,name,status,creative')).data as Json[];
    expect(ads).toHaveLength(1);
    const creative = await graph(stack, user.accessToken, ads[0].creative.id, 'id,object_story_spec');
    expect(creative.object_story_spec.page_id).toBe(payload.facebookPageId);
    expect(creative.object_story_spec.link_data).toMatchObject({ link: 'https://shop.example.com/offer', image_hash: payload.ads[0]!.imageId });
    expect(creative.object_story_spec).not.toHaveProperty('instagram_actor_id');

    // Re-running the job (at-least-once delivery) creates nothing more.
    await handleLaunchJob(stack.deps, { id: 'replay', data: { launchId: answer.campaignLaunchId }, retryCount: 0 }, quiet);
    const rows = await stack.database.query<{ kind: string; n: string }>(
      'SELECT kind, count(*)::text AS n FROM launch_objects WHERE launch_id = $1 GROUP BY kind ORDER BY kind',
      [answer.campaignLaunchId],
    );
    // The creative is created inline with its ad (one write, both or neither).
    expect(rows).toEqual([
      { kind: 'ad', n: '1' },
      { kind: 'adset', n: '1' },
      { kind: 'campaign', n: '1' },
    ]);
    const after = (await graph(stack, user.accessToken, `${accountId}/campaigns`, 'id,name')).data as Json[];
    expect(after.filter((c) => c.name === 'Skeleton campaign')).toHaveLength(1);
  });

  it('tells what the platform refused, in words and in technical details', async () => {
    const accountId = 'act_101';
    // A page of another business: the rules cannot know, the platform refuses the creative.
    const payload = demoPayload(stack.fx, accountId, { facebookPageId: '400301', campaignName: 'Refused creative' });
    const res = await stack.app.inject({ method: 'POST', url: `/facebook/adlauncher?accountId=${accountId}`, headers: bearer(tokens.ava), payload });
    expect(res.statusCode, res.body).toBe(200);
    const record = await waitForEnd(stack, tokens.ava, res.json().campaignLaunchId);
    expect(record.status).toBe('FAILED');
    expect(record.adsCompleted).toBe(0);
    expect(record.errors.length).toBeGreaterThan(0);
    const [error] = record.errors;
    expect(error.message).toMatch(/could not be created/);
    expect(error.details).toContain('**What to do:**');
    expect(JSON.parse(error.technicalDetails)).toHaveProperty('code');
  });
});
