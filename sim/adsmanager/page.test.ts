import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../testing';
import { startSim, validCampaign } from '../testing';

let h: Harness;
beforeAll(async () => {
  h = await startSim();
});
afterAll(async () => {
  await h.sim.close();
});

/** Loads the page in happy-dom with its inline script running against the live simulator. */
async function open(act: string): Promise<Window> {
  const url = `${h.url}/adsmanager/manage/campaigns?act=${act}`;
  const html = await (await fetch(url)).text();
  const window = new Window({ url, settings: { enableJavaScriptEvaluation: true } as never });
  window.document.write(html);
  await window.happyDOM.waitUntilComplete();
  return window;
}

const campaignNames = (w: Window): string[] =>
  [...w.document.querySelectorAll('#campaigns li[data-campaign-id]')].map((li) => li.childNodes[0]?.textContent ?? '');

describe('Ads Manager stand-in', () => {
  it('has a top bar, a main and an "Ad account" select listing the seeded accounts', async () => {
    const w = await open('101');
    const d = w.document;
    expect(d.querySelector('header')).not.toBeNull();
    expect(d.querySelector('main')).not.toBeNull();
    const select = d.querySelector('select');
    const label = d.querySelector(`label[for="${select?.id ?? ''}"]`);
    expect(label?.textContent).toBe('Ad account');
    expect([...(select?.querySelectorAll('option') ?? [])].map((o) => `act_${o.getAttribute('value') ?? ''}`)).toEqual(h.fx.adAccounts.map((a) => a.id));
    expect(d.title).toContain("Ava's Bakery");
    await w.happyDOM.close();
  });

  it("lists the account's campaigns, including ones created through the API", async () => {
    await h.post('act_101/campaigns', { ...validCampaign(), name: 'Launched by Salvo' });
    const w = await open('101');
    const names = campaignNames(w);
    expect(names).toContain('Launched by Salvo');
    for (const c of h.fx.campaigns.filter((x) => x.accountId === 'act_101')) expect(names).toContain(c.name);
    const catering = h.fx.campaigns.find((c) => c.name === 'Catering Leads');
    const status = w.document.querySelector(`li[data-campaign-id="${catering?.id ?? ''}"] .status`)?.textContent;
    expect(status).toBe(' ACTIVE · 2 ad sets · 2 ads');
    await w.happyDOM.close();
  });

  it('switches account with history.pushState, without reloading, and re-renders', async () => {
    const w = await open('101');
    const marker = w.document.createElement('i');
    marker.id = 'survives-no-reload';
    w.document.body.append(marker);
    const historyBefore = w.history.length;
    const select = w.document.querySelector('select');
    if (!select) throw new Error('no select');
    select.value = '204';
    select.dispatchEvent(new w.Event('change'));
    await w.happyDOM.waitUntilComplete();
    expect(new URL(w.location.href).searchParams.get('act')).toBe('204');
    expect(w.history.length).toBe(historyBefore + 1);
    expect(w.document.getElementById('survives-no-reload')).not.toBeNull();
    expect(campaignNames(w)).toEqual(h.fx.campaigns.filter((c) => c.accountId === 'act_204').map((c) => c.name));
    expect(w.document.title).toContain('Lumen – Germany');
    await w.happyDOM.close();
  });
});
