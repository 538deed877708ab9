import * as z from 'zod/mini';

// The extension's id names its sign-in redirect, https://<id>.chromiumapp.org/oauth, which Chrome hands only to
// that extension's chrome.identity.launchWebAuthFlow (docs/security.md "Sign-in"). The API accepts redirects of
// the ids in EXTENSION_IDS only. zod/mini: the background reads this file (docs/architecture.md#size).

/** A Chrome extension id: 32 letters a to p. */
export const extensionIdSchema = z.string().check(z.regex(/^[a-p]{32}$/, 'Expected a Chrome extension id (32 letters a to p)'));

/** The path of the sign-in redirect: `browser.identity.getRedirectURL(EXTENSION_REDIRECT_PATH)`. */
export const EXTENSION_REDIRECT_PATH = 'oauth';

export function extensionRedirectUri(extensionId: string): string {
  return `https://${extensionId}.chromiumapp.org/${EXTENSION_REDIRECT_PATH}`;
}

/**
 * The public key that development, demo and e2e builds carry as the manifest's `key` (wxt.config.ts), so their
 * id is always DEV_EXTENSION_ID. Public by nature; production builds use their own (README "Configuration").
 */
export const DEV_EXTENSION_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA11IhorpbCnDF+0ncetPXAWvKq4BZDAD7pfCgSou65X71/KYMtJgHeGmH8aRRFTLekO55T1cLmcvRfo/t7h61BVnOIdG4dyf0asuKW9cgSwathdicD01wd1rjkQj7Xr9yciLL3e6zcC/RvBMjLA7q2scANqVOEHJ+eESZVsUm0adqPu6aoBDEQowoY6pOpYZLq15voWazPRBoDd4q+0bbPku85O/qYjBDoqBNzx4TEsasLHu3lgmHmktp7mfFImHvOQoSiO0W0BLwRECRlIdx1vXTskmh6IYccqdBluGXOdWRAXbguxLbxD2flGesH8wfCJ8ufM17ppBzKTdCQBSEnwIDAQAB';
/** The id Chrome derives from DEV_EXTENSION_KEY (extension-id.test.ts checks it). */
export const DEV_EXTENSION_ID = 'nanlcpdjdoecddgboljdpaihakdikake';
