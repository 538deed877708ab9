// The stand-in's client: one single-page app for Business Suite (`/latest/home`) and Ads Manager (its campaigns and
// its accounts overview), as the real ones are: links and the account switcher change the URL with
// history.pushState, never a reload, so an extension sees Ads Manager appear and go within one page (sim/README.md).
export const PAGE_SCRIPT = `
const select = document.getElementById('account-switcher');
const product = document.getElementById('product');
const nav = document.getElementById('nav');
const views = { home: document.getElementById('home'), campaigns: document.getElementById('campaigns-view'), accounts: document.getElementById('accounts-view') };
const list = document.getElementById('campaigns');
const heading = document.getElementById('account-heading');
const drawer = document.getElementById('drawer');
const numeric = (v) => String(v || '').replace(/^act_/, '');
const nameOf = (act) => { const o = [...select.options].find((x) => x.value === act); return o ? o.textContent : act; };
const params = () => new URLSearchParams(location.search);
// A link's URL: the account it names, and what it keeps of the URL it leaves (the business, where the buyer came from).
function href(path, extra) {
  const next = new URLSearchParams();
  for (const key of ['act', 'business_id', 'nav_source']) {
    const value = key in extra ? extra[key] : key === 'act' ? null : params().get(key);
    if (value) next.set(key, value);
  }
  return next.size ? path + '?' + next : path;
}
function link(text, to) {
  const a = document.createElement('a');
  a.href = to;
  a.textContent = text;
  a.dataset.spa = '';
  return a;
}
function go(to) {
  history.pushState(null, '', to);
  render();
}
function viewOf() {
  if (location.pathname.startsWith('/latest')) return 'home';
  return location.pathname.startsWith('/adsmanager/manage/accounts') ? 'accounts' : 'campaigns';
}
async function renderCampaigns() {
  let act = numeric(params().get('act'));
  // Ads Manager opened without an account shows the first one, and says so in its URL (as the real one does).
  if (!act) {
    act = select.options[0].value;
    history.replaceState(null, '', href(location.pathname, { act }));
  }
  select.value = act;
  document.title = 'Ads Manager - Manage campaigns - ' + nameOf(act);
  heading.textContent = 'Campaigns of ' + nameOf(act);
  list.setAttribute('aria-busy', 'true');
  const load = (type) => fetch('/__sim/objects?type=' + type + '&accountId=act_' + encodeURIComponent(act)).then((r) => r.json()).then((b) => b.data);
  const [campaigns, adsets, ads] = await Promise.all([load('campaign'), load('adset'), load('ad')]);
  if (viewOf() !== 'campaigns' || act !== numeric(params().get('act'))) return; // a later navigation won the race
  const live = (o) => o.status !== 'DELETED';
  const count = (items, c) => items.filter((o) => live(o) && o.campaign_id === c.id).length;
  list.replaceChildren(...campaigns.filter(live).reverse().map((c) => {
    const li = document.createElement('li');
    li.dataset.campaignId = c.id;
    li.textContent = c.name;
    const status = document.createElement('span');
    status.className = 'status';
    status.textContent = ' ' + c.status + ' · ' + count(adsets, c) + ' ad sets · ' + count(ads, c) + ' ads';
    const edit = document.createElement('button');
    edit.type = 'button';
    edit.textContent = 'Edit';
    edit.setAttribute('aria-label', 'Edit ' + c.name);
    edit.addEventListener('click', () => openDrawer(c));
    li.append(status, edit);
    return li;
  }));
  if (!list.children.length) list.innerHTML = '<li class="empty">No campaigns yet</li>';
  list.setAttribute('aria-busy', 'false');
}
function renderAccounts() {
  select.value = '';
  document.title = 'Ads Manager - All ad accounts';
  document.getElementById('accounts').replaceChildren(...[...select.options].map((o) => {
    const li = document.createElement('li');
    li.append(link(o.textContent, href('/adsmanager/manage/campaigns', { act: o.value })));
    return li;
  }));
}
function render() {
  const view = viewOf();
  closeDrawer();
  for (const [name, el] of Object.entries(views)) el.hidden = name !== view;
  const inAdsManager = view !== 'home';
  product.textContent = inAdsManager ? 'Ads Manager' : 'Meta Business Suite';
  document.getElementById('account-picker').hidden = !inAdsManager;
  const business = params().get('business_id');
  nav.replaceChildren(
    ...(business ? [link('Business Suite home', href('/latest/home', {}))] : []),
    link('Ads Manager', href('/adsmanager/manage/campaigns', business ? { act: select.options[0].value, nav_source: 'flyout_menu' } : { act: select.options[0].value })),
    link('All ad accounts', href('/adsmanager/manage/accounts', {})),
  );
  if (view === 'home') document.title = 'Meta Business Suite - Home';
  if (view === 'accounts') renderAccounts();
  if (view === 'campaigns') renderCampaigns();
}
// The editing drawer: Ads Manager's own, over the right of the page, with Close and Publish at its bottom right.
// The stand-in edits nothing: Publish and Close close it.
function openDrawer(c) {
  document.getElementById('drawer-name').textContent = c.name;
  drawer.hidden = false;
  document.getElementById('drawer-close').focus();
}
function closeDrawer() {
  drawer.hidden = true;
}
document.getElementById('drawer-close').addEventListener('click', closeDrawer);
document.getElementById('drawer-publish').addEventListener('click', closeDrawer);
select.addEventListener('change', () => go(href('/adsmanager/manage/campaigns', { act: select.value })));
document.addEventListener('click', (e) => {
  const a = e.target.closest && e.target.closest('a[data-spa]');
  if (!a) return;
  e.preventDefault();
  go(a.getAttribute('href'));
});
window.addEventListener('popstate', render);
render();
`;
