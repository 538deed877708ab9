import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { importedLaunchAds } from '../../components/launch-dialog/imported-ad-copies';
import type { Transport } from '../../lib/api-client/client';
import { importDetails, importedCreative } from '../../lib/rules/test-fixtures';
import { bearer, stackForBlock } from './harness';

// An import's texts become library copies through the real API (docs/campaign-modes.md "Texts of imported ads"):
// made once, reused by a second import of the same campaign, a new one when the user changed the copy; a copy
// that cannot be made fails the import.

describe('the copies of an imported campaign', () => {
  const { stack, tokens } = stackForBlock({ sam: 'Sam Agency' }, { queue: 'record' });

  // The side panel's transport, over the API in process.
  const transport: Transport = async (req) => {
    const query = new URLSearchParams(req.query ?? {}).toString();
    const res = await stack.app.inject({
      method: req.method,
      url: `${req.path}${query ? `?${query}` : ''}`,
      headers: bearer(tokens.sam),
      ...(req.body === undefined ? {} : { payload: req.body as object }),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const details = importDetails({
    accountId: 'act_202',
    creatives: [
      importedCreative('1', { message: 'Fresh bread daily', headline: 'Bake Shop', callToAction: 'SHOP_NOW' }),
      importedCreative('2', { imageHash: 'h2' }),
    ],
  });
  const copies = async () =>
    (await stack.app.inject({ method: 'GET', url: '/library/copies', headers: bearer(tokens.sam) })).json().data as Array<{ id: string; name: string }>;

  it('makes a copy per ad with texts, reuses it on a second import, and makes a new one once it was changed', async () => {
    const ads = await importedLaunchAds(new QueryClient(), transport, details);
    expect(ads).toEqual([{ imageId: 'h1', copyId: expect.any(String) }, { imageId: 'h2' }]);
    const saved = await copies();
    expect(saved).toEqual([
      expect.objectContaining({
        id: ads[0]!.copyId,
        name: 'Imported – Ad 1',
        primaryText: 'Fresh bread daily',
        headline: 'Bake Shop',
        callToAction: 'SHOP_NOW',
      }),
    ]);

    const client = new QueryClient();
    expect(await importedLaunchAds(client, transport, details)).toEqual(ads);
    expect(await copies()).toHaveLength(1);

    const edited = await stack.app.inject({
      method: 'PUT',
      url: `/library/copies/${ads[0]!.copyId}`,
      headers: bearer(tokens.sam),
      payload: { headline: 'Edited' },
    });
    expect(edited.statusCode).toBe(200);
    const again = await importedLaunchAds(client, transport, details);
    expect(again[0]!.copyId).not.toBe(ads[0]!.copyId);
    expect(await copies()).toHaveLength(2);
  });

  it('fails when a copy cannot be made', async () => {
    const refusing: Transport = async (req) => (req.method === 'POST' ? { status: 503, body: { error: 'Service unavailable' } } : transport(req));
    const other = { ...details, creatives: [importedCreative('3', { message: 'New text' })] };
    await expect(importedLaunchAds(new QueryClient(), refusing, other)).rejects.toThrow('Service unavailable');
  });
});
