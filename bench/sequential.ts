import type { LaunchPayload } from '../lib/contract/launch';
import type { GraphClient } from '../server/platform/graph-client';
import { creativeParams } from '../server/launch/plan-params';
import { planLaunch } from '../server/launch/plan';

// The baseline: the same objects, one request at a time (campaign, then per ad its ad set, creative and ad),
// as a launcher without batches, references or concurrency makes them.

export async function createSequentially(graph: GraphClient, token: string, payload: LaunchPayload): Promise<void> {
  const account = { id: payload.accountId, name: payload.accountId, data: { currency: 'USD', timezone_name: 'Etc/UTC', timezone_offset_hours_utc: 0 } };
  const plan = planLaunch(payload, { launchId: crypto.randomUUID(), account, createdAt: new Date() });
  const campaign = await graph.post<{ id: string }>(`${plan.accountId}/campaigns`, token, plan.campaign!.params);
  for (const [index, adSet] of plan.adSets.entries()) {
    const created = await graph.post<{ id: string }>(`${plan.accountId}/adsets`, token, { ...adSet.params, campaign_id: campaign.id });
    const ad = plan.ads[index]!;
    const creative = await graph.post<{ id: string }>(`${plan.accountId}/adcreatives`, token, creativeParams(payload, payload.ads[index]!, ad.name));
    const { creative: _inline, ...adParams } = ad.params;
    await graph.post(`${plan.accountId}/ads`, token, { ...adParams, adset_id: created.id, creative: { creative_id: creative.id } });
  }
}
