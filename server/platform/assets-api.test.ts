import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps';
import { loadConversionEvents, loadPages, loadPixels } from './assets-api';
import { GraphClient } from './graph-client';

// The mapping of the platform's asset reads (the simulator has no business-owned pages or pixels: these answers
// stand in for the real platform's).

function depsAnswering(answers: Record<string, unknown>): AppDeps {
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    const edge = url.pathname.replace(/^\/v25\.0\//, '');
    const body = answers[edge];
    return new Response(JSON.stringify(body ?? { error: { message: 'Unsupported', code: 100, error_subcode: 33 } }), { status: body ? 200 : 400 });
  }) as typeof fetch;
  return { graph: new GraphClient({ baseUrl: 'https://graph.test', version: 'v25.0', appSecret: 'test-secret', fetch: fetchImpl }) } as unknown as AppDeps;
}

describe('asset reads', () => {
  it('labels pages and pixels by owner and orders them Account, then businesses alphabetically', async () => {
    const deps = depsAnswering({
      'act_1/promote_pages': {
        data: [
          { id: '3', name: 'Zeta', business: { id: 'b2', name: 'Zulu Media' } },
          { id: '2', name: 'Own page' },
          { id: '1', name: 'Alpha', business: { id: 'b1', name: 'Acme' } },
        ],
      },
      'act_1/adspixels': {
        data: [
          { id: '9', name: 'Gone', is_unavailable: true },
          { id: '8', name: 'Shop', owner_business: { id: 'b1', name: 'Acme' } },
        ],
      },
    });
    const pages = await loadPages(deps, 't', 'act_1');
    expect(pages.map((p) => [p.name, p.businessName])).toEqual([
      ['Own page', null],
      ['Alpha', 'Acme'],
      ['Zeta', 'Zulu Media'],
    ]);
    expect(pages.every((p) => !p.isPersonal && !p.isLegacy)).toBe(true);
    expect(await loadPixels(deps, 't', 'act_1')).toEqual([
      { id: '8', name: 'Shop', isPersonal: false, businessName: 'Acme', ownerBusinessName: 'Acme', isLegacy: false },
    ]);
  });

  it('keeps the standard events when custom conversions cannot be read', async () => {
    const warned: string[] = [];
    const deps = depsAnswering({});
    const events = await loadConversionEvents(deps, 't', 'act_1', undefined, 'website-conversions', (_e, what) => warned.push(what));
    expect(events[0]).toEqual({ id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' });
    expect(events.every((e) => e.type === 'standard')).toBe(true);
    expect(warned).toEqual(['custom conversions']);
  });
});
