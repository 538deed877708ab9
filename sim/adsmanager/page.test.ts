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
  return openAt(`/adsmanager/manage/campaigns?act=${act}`);
}
async function openAt(pathAndQuery: string): Promise<Window> {
  const url = `${h.url}${pathAndQuery}`;
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

describe('Ads Manager stand-in: the paths buyers open it by', () => {
  const linkNamed = (w: Window, name: string) => {
    const a = [...w.document.querySelectorAll('a')].find((x) => x.textContent === name);
    if (!a) throw new Error(`no link ${name}`);
    return a;
  };
  const query = (w: Window) => Object.fromEntries(new URL(w.location.href).searchParams);

  it("Business Suite's home leads to Ads Manager within the page, with the business and where the buyer came from", async () => {
    const w = await openAt('/latest/home?business_id=300001');
    expect(w.document.getElementById('product')?.textContent).toBe('Meta Business Suite');
    expect(w.document.getElementById('account-picker')?.hasAttribute('hidden')).toBe(true);
    const marker = w.document.createElement('i');
    marker.id = 'survives-no-reload';
    w.document.body.append(marker);
    linkNamed(w, 'Ads Manager').click();
    await w.happyDOM.waitUntilComplete();
    expect(new URL(w.location.href).pathname).toBe('/adsmanager/manage/campaigns');
    expect(query(w)).toEqual({ act: h.fx.adAccounts[0]!.account_id, business_id: '300001', nav_source: 'flyout_menu' });
    expect(w.document.getElementById('survives-no-reload')).not.toBeNull();
    expect(w.document.getElementById('product')?.textContent).toBe('Ads Manager');
    expect(w.document.getElementById('campaigns-view')?.hasAttribute('hidden')).toBe(false);
    // And back home, still without a reload.
    linkNamed(w, 'Business Suite home').click();
    await w.happyDOM.waitUntilComplete();
    expect(new URL(w.location.href).pathname).toBe('/latest/home');
    expect(query(w)).toEqual({ business_id: '300001', nav_source: 'flyout_menu' });
    expect(w.document.getElementById('home')?.hasAttribute('hidden')).toBe(false);
    await w.happyDOM.close();
  });

  it('the accounts overview has no act= and lists every account, each opening its campaigns', async () => {
    const w = await openAt('/adsmanager/manage/campaigns?act=101&business_id=300001&nav_source=flyout_menu');
    linkNamed(w, 'All ad accounts').click();
    await w.happyDOM.waitUntilComplete();
    expect(new URL(w.location.href).pathname).toBe('/adsmanager/manage/accounts');
    expect(query(w)).toEqual({ business_id: '300001', nav_source: 'flyout_menu' });
    expect(w.document.querySelector('select')?.selectedIndex).toBe(-1);
    const listed = [...w.document.querySelectorAll('#accounts a')].map((a) => a.textContent);
    expect(listed).toEqual(h.fx.adAccounts.map((a) => `${a.name} (${a.account_id})`));
    (w.document.querySelectorAll('#accounts a')[1] as unknown as HTMLAnchorElement).click();
    await w.happyDOM.waitUntilComplete();
    expect(query(w)).toEqual({ act: h.fx.adAccounts[1]!.account_id, business_id: '300001', nav_source: 'flyout_menu' });
    expect(campaignNames(w)).toEqual(h.fx.campaigns.filter((c) => c.accountId === h.fx.adAccounts[1]!.id).map((c) => c.name));
    await w.happyDOM.close();
  });

  it('campaigns opened without an account show the first one and put it in the URL', async () => {
    const w = await openAt('/adsmanager/manage/campaigns?business_id=300002');
    expect(query(w)).toEqual({ business_id: '300002', act: h.fx.adAccounts[0]!.account_id });
    await w.happyDOM.close();
  });

  it("a campaign's Edit opens the editing drawer with Close and Publish; each closes it", async () => {
    const w = await open('101');
    const drawer = w.document.getElementById('drawer');
    expect(drawer?.hasAttribute('hidden')).toBe(true);
    for (const name of ['Close', 'Publish']) {
      (w.document.querySelector('#campaigns li button') as unknown as HTMLButtonElement).click();
      expect(drawer?.hasAttribute('hidden')).toBe(false);
      expect(drawer?.getAttribute('role')).toBe('dialog');
      const footer = [...(drawer?.querySelectorAll('footer button') ?? [])].map((b) => b.textContent);
      expect(footer).toEqual(['Close', 'Publish']);
      (w.document.getElementById(`drawer-${name.toLowerCase()}`) as unknown as HTMLButtonElement).click();
      expect(drawer?.hasAttribute('hidden')).toBe(true);
    }
    await w.happyDOM.close();
  });
});
