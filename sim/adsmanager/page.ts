// The Ads Manager stand-in: GET /adsmanager/manage/campaigns?act={id}. A plain page (no framework) with a top bar,
// an account switcher that changes act= with history.pushState (no reload), and the account's campaigns read from
// GET /__sim/objects, so the content script's account-following and launched objects can be seen in one place.
import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../runtime';
import { esc } from '../oauth/html';

const SCRIPT = `
const select = document.getElementById('account-switcher');
const list = document.getElementById('campaigns');
const heading = document.getElementById('account-heading');
const numeric = (v) => String(v || '').replace(/^act_/, '');
function currentAct() {
  return numeric(new URLSearchParams(location.search).get('act')) || select.options[0].value;
}
async function render() {
  const act = currentAct();
  select.value = act;
  const option = select.options[select.selectedIndex];
  const name = option ? option.textContent : act;
  document.title = 'Ads Manager - Manage campaigns - ' + name;
  heading.textContent = 'Campaigns of ' + name;
  list.setAttribute('aria-busy', 'true');
  const load = (type) => fetch('/__sim/objects?type=' + type + '&accountId=act_' + encodeURIComponent(act)).then((r) => r.json()).then((b) => b.data);
  const [campaigns, adsets, ads] = await Promise.all([load('campaign'), load('adset'), load('ad')]);
  if (act !== currentAct()) return; // a later switch won the race
  const live = (o) => o.status !== 'DELETED';
  const count = (items, c) => items.filter((o) => live(o) && o.campaign_id === c.id).length;
  list.replaceChildren(...campaigns.filter(live).reverse().map((c) => {
    const li = document.createElement('li');
    li.dataset.campaignId = c.id;
    li.textContent = c.name;
    const status = document.createElement('span');
    status.className = 'status';
    status.textContent = ' ' + c.status + ' · ' + count(adsets, c) + ' ad sets · ' + count(ads, c) + ' ads';
    li.append(status);
    return li;
  }));
  if (!list.children.length) list.innerHTML = '<li class="empty">No campaigns yet</li>';
  list.setAttribute('aria-busy', 'false');
}
select.addEventListener('change', () => {
  const url = new URL(location.href);
  url.searchParams.set('act', select.value);
  history.pushState({ act: select.value }, '', url);
  render();
});
window.addEventListener('popstate', render);
render();
`;

export function adsManagerRoutes(app: FastifyInstance, rt: Runtime): void {
  app.get('/adsmanager/manage/campaigns', async (req, reply) => {
    const act = String((req.query as Record<string, unknown>).act ?? '').replace(/^act_/, '');
    const accounts = rt.world.adAccounts;
    const current = accounts.find((a) => a.account_id === act) ?? accounts[0];
    const options = accounts
      .map((a) => `<option value="${esc(a.account_id)}"${a === current ? ' selected' : ''}>${esc(a.name)} (${esc(a.account_id)})</option>`)
      .join('');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ads Manager - Manage campaigns</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f0f2f5}header{display:flex;gap:16px;align-items:center;background:#1877f2;color:#fff;padding:8px 16px}
header label{display:flex;gap:8px;align-items:center}main{padding:16px}ul{list-style:none;padding:0}li{background:#fff;margin:4px 0;padding:8px;border-radius:4px}.status{color:#606770;font-size:12px}</style></head>
<body><header role="banner"><strong>Ads Manager</strong><label for="account-switcher">Ad account</label><select id="account-switcher" name="act">${options}</select></header>
<main><h1 id="account-heading">Campaigns</h1><ul id="campaigns" aria-labelledby="account-heading"></ul></main>
<script>${SCRIPT}</script></body></html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
