import { describe, expect, it } from 'vitest';
import type { LaunchPayload } from '../../lib/contract/launch';
import { existingCampaignMessages } from '../../lib/rules/messages';
import type { Json } from '../../sim/testing';
import { bearer, demoPayload, stackForBlock } from './harness';

// Legacy Advantage+ shopping and app campaigns (docs/product-rules.md#legacy-advantage-campaigns): listed with the
// reason they are not offered, and a launch into one, a duplicate of one or an import of one refused at its field
// before anything is made (the simulator refuses each: sim/README.md#legacy-advantage-campaigns).

describe('legacy Advantage+ campaigns', () => {
  const { stack, tokens } = stackForBlock({ sam: 'Sam Agency' });

  async function legacyCampaign(accountId: string): Promise<{ id: string; adset_id: string }> {
    const res = await fetch(`${stack.simUrl}/__sim/legacy-campaigns`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accountId, name: 'Catalog sales' }),
    });
    return (await res.json()) as { id: string; adset_id: string };
  }
  const objects = async (accountId: string): Promise<number> => {
    let n = 0;
    for (const type of ['campaign', 'adset', 'adcreative', 'ad'])
      n += ((await (await fetch(`${stack.simUrl}/__sim/objects?type=${type}&accountId=${accountId}`)).json()) as { data: Json[] }).data.length;
    return n;
  };
  const post = (payload: LaunchPayload) =>
    stack.app.inject({ method: 'POST', url: `/facebook/adlauncher?accountId=${payload.accountId}`, headers: bearer(tokens.sam), payload });

  it('are listed with why they are not offered; the others without', async () => {
    const legacy = await legacyCampaign('act_201');
    const res = await stack.app.inject({
      method: 'GET',
      url: '/facebook/campaigns/v2?accountId=act_201&campaignObjective=website-conversions',
      headers: bearer(tokens.sam),
    });
    const items = res.json().data as Json[];
    expect(items.find((c) => c.id === legacy.id)).toMatchObject({ name: 'Catalog sales', notOffered: existingCampaignMessages.legacyAdvantage });
    expect(items.filter((c) => c.id !== legacy.id).every((c) => c.notOffered === undefined)).toBe(true);
  });

  it('refuses launching into, duplicating or importing one at its field, nothing made', async () => {
    const legacy = await legacyCampaign('act_201');
    const cases: Array<[string, LaunchPayload]> = [
      ['existingCampaignId', demoPayload(stack.fx, 'act_201', { existingCampaignId: legacy.id, existingAdsetIdList: [legacy.adset_id], isCBO: true })],
      ['duplicateCampaignId', demoPayload(stack.fx, 'act_201', { duplicateCampaignId: legacy.id, isCBO: true })],
      [
        'importedCampaignId',
        demoPayload(stack.fx, 'act_202', {
          isImportedCampaign: true,
          importedAccountId: 'act_201',
          importedCampaignId: legacy.id,
          ads: stack.fx.adImages.filter((i) => i.adAccountId === 'act_201').map((i) => ({ imageId: i.hash })),
        }),
      ],
    ];
    for (const [field, payload] of cases) {
      const before = await objects(payload.accountId);
      const res = await post(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields, field).toEqual({ [field]: [existingCampaignMessages.legacyAdvantage] });
      expect(await objects(payload.accountId)).toBe(before);
    }
  });
});
