import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEV_EXTENSION_ID, DEV_EXTENSION_KEY, extensionIdSchema, extensionRedirectUri } from './extension-id';

describe('the development extension id', () => {
  it('is the id Chrome derives from the development key (sha256 of the key, first 16 bytes, hex digits as a-p)', () => {
    const hex = crypto.createHash('sha256').update(Buffer.from(DEV_EXTENSION_KEY, 'base64')).digest('hex').slice(0, 32);
    const id = [...hex].map((c) => String.fromCharCode(97 + parseInt(c, 16))).join('');
    expect(id).toBe(DEV_EXTENSION_ID);
    expect(extensionIdSchema.safeParse(id).success).toBe(true);
  });

  it('names the redirect Chrome gives to launchWebAuthFlow', () => {
    expect(extensionRedirectUri(DEV_EXTENSION_ID)).toBe(`https://${DEV_EXTENSION_ID}.chromiumapp.org/oauth`);
  });
});
