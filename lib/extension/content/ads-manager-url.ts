// Everything Salvo reads from Ads Manager: whether the URL is Ads Manager's, and its `act=` (the ad account it
// shows); nothing from its markup, which changes without notice.

/**
 * Ads Manager's own pages: `/adsmanager` and below, on whichever host serves them (adsmanager., business. and www.
 * facebook.com; the simulator's stand-in). Business Suite's other pages (`/latest/…`) are not.
 */
export function isAdsManagerUrl(url: string): boolean {
  const { pathname } = new URL(url);
  return pathname === '/adsmanager' || pathname.startsWith('/adsmanager/');
}

/** `act=123` (or `act=act_123`) in the URL → `act_123`; null when the page shows no account (the accounts overview). */
export function adAccountFromUrl(url: string): string | null {
  const act = new URL(url).searchParams.get('act');
  const digits = act?.replace(/^act_/, '');
  return digits && /^\d+$/.test(digits) ? `act_${digits}` : null;
}
