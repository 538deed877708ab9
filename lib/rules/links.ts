// Destination URL, display link and tracking parameters (docs/product-rules.md#links-and-tracking).
import { MAX_URL_TAGS_LENGTH } from './constants';
import { displayLinkMessage, launchMessages } from './messages';

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** A valid destination URL (docs/product-rules.md#links-and-tracking): http(s) with a dotted host. */
export function isValidDestinationUrl(url: string): boolean {
  const text = url.trim();
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    return DOMAIN.test(new URL(text).hostname);
  } catch {
    return false;
  }
}

/** A leading http(s):// is stripped on blur (docs/product-rules.md#links-and-tracking). */
export function stripDisplayLinkProtocol(displayLink: string): string {
  return displayLink.trim().replace(/^https?:\/\//i, '');
}

/** The host part of what was typed, used in the display link message's example. */
function displayLinkHost(displayLink: string): string {
  const host = stripDisplayLinkProtocol(displayLink).split(/[/?#]/)[0] ?? '';
  return DOMAIN.test(host) ? host.toLowerCase() : 'example.com';
}

/** Display link (docs/product-rules.md#links-and-tracking): a domain (optionally with a path) without protocol;
 * empty is allowed. */
export function displayLinkError(displayLink: string): string | null {
  const text = displayLink.trim();
  if (text === '') return null;
  const [host = ''] = text.split(/[/?#]/);
  if (/^[a-z]+:\/\//i.test(text) || !DOMAIN.test(host)) return displayLinkMessage(displayLinkHost(text));
  return null;
}

/** Tracking UTMs at most 512 characters (docs/product-rules.md#links-and-tracking). */
export function urlTagsError(urlTags: string): string | null {
  return urlTags.length > MAX_URL_TAGS_LENGTH ? launchMessages.urlTagsTooLong : null;
}
