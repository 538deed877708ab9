import { describe, expect, it } from 'vitest';
import { MAX_AUTOMATIONS } from '../../lib/contract/automations';
import { MAX_LIBRARY_ITEMS } from '../../lib/contract/library';
import { MAX_TEMPLATES } from '../../lib/contract/templates';
import { createDefaultDraft } from '../../lib/rules/defaults';
import { templateFromDraft } from '../../lib/rules/templates';
import { bearer, stackForBlock } from './harness';

// What one user keeps at most (docs/limits.md#what-a-user-keeps): templates, library copies, offers, folders and
// automations. The user is brought to one below the figure (the first made through the API, the rest copied in the
// database, which is quicker than hundreds of requests); then the API takes one more, refuses the next with a 409
// naming the figure (two at once: exactly one goes in), and takes one again once one is deleted. The lists come in
// pages whose default size holds them all (templates, automations) or 200 at a time (the library).

const { id: _id, ...template } = templateFromDraft(
  createDefaultDraft({ id: 'act_101', name: 'Acme', currency: 'USD', timezoneName: 'America/New_York', timezoneOffsetHoursUtc: -5 }, new Date()),
  'Evergreen',
);

const KINDS = [
  { kind: 'templates', path: '/campaign-templates', cap: MAX_TEMPLATES, table: 'campaign_templates', columns: ['fields'], body: template },
  {
    kind: 'copies',
    path: '/library/copies',
    cap: MAX_LIBRARY_ITEMS.copies,
    table: 'library_copies',
    columns: ['fields'],
    body: { name: 'Copy', primaryText: 'Fresh bread', headline: 'Bake', description: 'Daily', callToAction: 'SHOP_NOW', variations: [] },
  },
  {
    kind: 'offers',
    path: '/library/offers',
    cap: MAX_LIBRARY_ITEMS.offers,
    table: 'library_offers',
    columns: ['url', 'display_link', 'tracking_utm'],
    body: { name: 'Offer', url: 'https://shop.example.com/spring', displayLink: 'shop.example.com', trackingUtm: '' },
  },
  { kind: 'folders', path: '/library/folders', cap: MAX_LIBRARY_ITEMS.folders, table: 'library_folders', columns: [], body: { name: 'Folder' } },
  {
    kind: 'automations',
    path: '/automations',
    cap: MAX_AUTOMATIONS,
    table: 'automations',
    columns: ['status', 'rules', 'failure_behaviour'],
    body: {
      name: 'Rule',
      rules: [{ metric: 'spend', operator: 'gt', value: 1, window: 'today', action: 'notify' }],
      failureBehaviour: 'NONE',
      currency: 'USD',
    },
  },
] as const;

describe('what one user keeps at most', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser', sam: 'Sam Agency' }, { queue: 'record' });
  const create = (path: string, body: object, token = tokens.ava) => stack.app.inject({ method: 'POST', url: path, headers: bearer(token), payload: body });

  it.each(KINDS)('$kind: at most $cap, a 409 naming the figure past it', async ({ kind, path, cap, table, columns, body }) => {
    const first = await create(path, body);
    expect(first.statusCode, first.body).toBe(200);
    const id: string = first.json().data.id ?? first.json().data.automationId;
    const copied = ['user_id', ...columns].join(', ');
    await stack.database.query(
      `INSERT INTO ${table} (id, name, ${copied}) SELECT gen_random_uuid(), name || ' ' || n, ${copied} FROM ${table}, generate_series(1, $2::int) AS n WHERE id = $1`,
      [id, cap - 2],
    );
    // One below the figure: of two at once, one goes in.
    const both = await Promise.all([create(path, body), create(path, body)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toEqual({
      success: false,
      error: `You have ${cap.toLocaleString('en-US')} ${kind}, the most Salvo keeps for one user. Delete one you no longer use, then try again.`,
    });
    expect((await create(path, body)).statusCode).toBe(409);
    // Another user is not held back; a deleted one frees its place.
    expect((await create(path, body, tokens.sam)).statusCode).toBe(200);
    expect((await stack.app.inject({ method: 'DELETE', url: `${path}/${id}`, headers: bearer(tokens.ava) })).statusCode).toBe(200);
    expect((await create(path, body)).statusCode).toBe(200);
    const [kept] = await stack.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE user_id = (SELECT user_id FROM ${table} WHERE name = $1 LIMIT 1)`,
      [`${body.name} 1`],
    );
    expect(kept?.n).toBe(cap);
  });

  it.each([
    ['/campaign-templates', MAX_TEMPLATES],
    ['/automations', MAX_AUTOMATIONS],
  ])('lists %s in pages, the default one holding all of them', async (path, cap) => {
    const list = (query = '') => stack.app.inject({ method: 'GET', url: `${path}${query}`, headers: bearer(tokens.ava) });
    const all = (await list()).json();
    expect(all).toMatchObject({ page: 1, limit: cap, total: cap });
    expect(all.data).toHaveLength(cap);
    const second = (await list('?page=2&limit=30')).json();
    expect(second).toMatchObject({ page: 2, limit: 30, total: cap });
    expect(second.data).toEqual(all.data.slice(30, 60));
    const tooMany = await list(`?limit=${cap + 1}`);
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json().fields)).toEqual(['limit']);
  });
});
