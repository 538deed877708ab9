// The Ads Manager stand-in (sim/README.md "Ads Manager stand-in"): Business Suite's home and Ads Manager's campaigns
// and accounts overview in one plain page (no framework) whose script (page-script.ts) moves between them without a
// reload. The account switcher changes act= with history.pushState, the campaigns are read from GET /__sim/objects
// (launched ones show up), and an editing drawer has Close and Publish at its bottom right, where Salvo's Launch tab
// must never be.
import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../runtime';
import { esc } from '../oauth/html';
import { PAGE_SCRIPT } from './page-script';

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#f0f2f5}
header{display:flex;gap:16px;align-items:center;flex-wrap:wrap;background:#1877f2;color:#fff;padding:8px 16px;min-height:40px}
#account-picker{display:flex;gap:8px;align-items:center}#account-picker[hidden]{display:none}header a{color:#fff}nav{display:flex;gap:12px}main{padding:16px}
ul{list-style:none;padding:0}li{background:#fff;margin:4px 0;padding:8px;border-radius:4px}.status{color:#606770;font-size:12px}li button{margin-left:8px}
#drawer{position:fixed;top:0;right:0;bottom:0;width:min(640px,100vw);background:#fff;box-shadow:-2px 0 8px rgba(0,0,0,.2);display:flex;flex-direction:column}
#drawer[hidden]{display:none}#drawer .body{flex:1;overflow:auto;padding:16px}
#drawer footer{display:flex;justify-content:flex-end;gap:8px;padding:12px 16px;border-top:1px solid #dadde1}
#drawer footer button{font:600 14px system-ui,sans-serif;padding:8px 16px;border-radius:6px;border:1px solid #ccd0d5;background:#fff}
#drawer footer #drawer-publish{background:#1877f2;border-color:#1877f2;color:#fff}`;

/** Every path of the stand-in serves the same page; its script shows the view the path names. */
const PATHS = ['/latest/home', '/adsmanager', '/adsmanager/manage/campaigns', '/adsmanager/manage/accounts'];

export function adsManagerRoutes(app: FastifyInstance, rt: Runtime): void {
  const pageHtml = () => {
    const options = rt.world.adAccounts.map((a) => `<option value="${esc(a.account_id)}">${esc(a.name)} (${esc(a.account_id)})</option>`).join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ads Manager</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head>
<body><header role="banner"><strong id="product">Ads Manager</strong><nav id="nav" aria-label="Business tools"></nav>
<span id="account-picker"><label for="account-switcher">Ad account</label> <select id="account-switcher" name="act">${options}</select></span></header>
<main><section id="home" hidden><h1>Home</h1><p>Your business at a glance.</p></section>
<section id="campaigns-view" hidden><h1 id="account-heading">Campaigns</h1><ul id="campaigns" aria-labelledby="account-heading"></ul></section>
<section id="accounts-view" hidden><h1>All ad accounts</h1><ul id="accounts" aria-label="Accounts"></ul></section></main>
<aside id="drawer" role="dialog" aria-labelledby="drawer-title" hidden><div class="body"><h2 id="drawer-title">Edit campaign</h2><p id="drawer-name"></p></div>
<footer><button type="button" id="drawer-close">Close</button><button type="button" id="drawer-publish">Publish</button></footer></aside>
<script>${PAGE_SCRIPT}</script></body></html>`;
  };
  for (const path of PATHS) app.get(path, async (_req, reply) => reply.type('text/html; charset=utf-8').send(pageHtml()));
}
