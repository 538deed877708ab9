// Everything Salvo reads from Ads Manager: the URL's `act=` (the ad account it shows), and
// nothing from its markup, which changes without notice.

/** `act=123` (or `act=act_123`) in the URL → `act_123`; null when the page shows no account. */
export function adAccountFromUrl(url: string): string | null {
  const act = new URL(url).searchParams.get('act');
  const digits = act?.replace(/^act_/, '');
  return digits && /^\d+$/.test(digits) ? `act_${digits}` : null;
}
