import { describe, expect, it } from 'vitest';
import { loadMigrations } from '../../server/db/database';
import { money } from '../../lib/rules/currency';
import { createDefaultDraft } from '../../lib/rules/defaults';
import { templateFromDraft } from '../../lib/rules/templates';
import { bearer, stackForBlock } from './harness';

// A template keeps the currency of each amount (docs/templates.md#currencies): through the API, in the stored row, and
// for a template saved before currencies (migration 0016), which answers its amounts dropped until saved again.

const yenAccount = { id: 'act_206', name: 'Lumen – Japan', currency: 'JPY', timezoneName: 'Asia/Tokyo', timezoneOffsetHoursUtc: 9 };

describe('templates keep the currency of their amounts', () => {
  const { stack, tokens } = stackForBlock({ sam: 'Sam Agency' });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    stack.app.inject({ method, url, headers: bearer(tokens.sam), ...(payload ? { payload } : {}) });
  const yenTemplate = () => {
    const draft = {
      ...createDefaultDraft(yenAccount, new Date()),
      budget: money(500000, 'JPY'),
      bidStrategy: 'bidCap' as const,
      bidAmount: money(20000, 'JPY'),
    };
    const { id: _id, ...fields } = templateFromDraft(draft, 'Tokyo');
    return fields;
  };

  it('a yen template answers ¥5,000 as 500000 hundredths of JPY, and its row holds the same', async () => {
    const created = await call('POST', '/campaign-templates', yenTemplate());
    expect(created.statusCode, created.body).toBe(200);
    const { data } = created.json();
    expect([data.dailyBudget, data.bidAmount, data.amountsCleared]).toEqual([
      { hundredths: 500000, currency: 'JPY' },
      { hundredths: 20000, currency: 'JPY' },
      undefined,
    ]);
    const [row] = await stack.database.query<{ fields: Record<string, unknown> }>('SELECT fields FROM campaign_templates WHERE id = $1', [data.id]);
    expect(row?.fields.dailyBudget).toEqual({ hundredths: 500000, currency: 'JPY' });
  });

  it('refuses an amount without its currency, naming the field', async () => {
    const res = await call('POST', '/campaign-templates', { ...yenTemplate(), dailyBudget: 500000 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields ?? {})).toContain('dailyBudget');
    const noCode = await call('POST', '/campaign-templates', { ...yenTemplate(), bidAmount: { hundredths: 100 } });
    expect(noCode.statusCode).toBe(400);
    expect(Object.keys(noCode.json().fields ?? {}).some((f) => f.startsWith('bidAmount'))).toBe(true);
  });

  it('a template stored before currencies: migration 0016 drops its amounts, the API says so, saving it again ends that', async () => {
    const created = (await call('POST', '/campaign-templates', { ...yenTemplate(), name: 'Old' })).json().data;
    // As older code stored it: bare hundredths, no currency.
    const legacy = { ...yenTemplate(), dailyBudget: 500000, lifetimeBudget: null, bidAmount: 20000 };
    const { name: _n, ...legacyFields } = legacy;
    await stack.database.query('UPDATE campaign_templates SET fields = $1 WHERE id = $2', [JSON.stringify(legacyFields), created.id]);
    const migration = loadMigrations().find((m) => m.id === '0016_template_currencies')!;
    await stack.database.query(migration.sql);

    const listed = (await call('GET', '/campaign-templates')).json().data.find((t: { id: string }) => t.id === created.id);
    expect([listed.dailyBudget, listed.lifetimeBudget, listed.bidAmount, listed.amountsCleared]).toEqual([null, null, null, true]);
    expect([listed.gender, listed.bidStrategy]).toEqual([legacy.gender, 'bidCap']);
    // A rename keeps the notice; Update Template with the amounts (in the account's currency) ends it.
    expect((await call('PUT', `/campaign-templates/${created.id}`, { name: 'Old v2' })).json().data.amountsCleared).toBe(true);
    const updated = (await call('PUT', `/campaign-templates/${created.id}`, { dailyBudget: { hundredths: 15000, currency: 'JPY' } })).json().data;
    expect([updated.dailyBudget, updated.amountsCleared]).toEqual([{ hundredths: 15000, currency: 'JPY' }, undefined]);
  });
});
