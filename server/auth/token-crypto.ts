import crypto from 'node:crypto';
import type { Config } from '../config';
import { loadKeyring, type Keyring } from './keyring';

// Platform tokens are encrypted at rest with AES-256-GCM (docs/security.md#the-keyring): `v2.<key id>.<iv>.<tag>.
// <ciphertext>`, the owner's user id as associated data, so a ciphertext copied onto another user's row does not
// decrypt. `v1.<iv>.<tag>.<ciphertext>` (before the keyring: no key id, no associated data) is still read, with
// each key of the ring. What was not encrypted with the current key comes back `stale`: the caller encrypts it
// again (sessions.ts, when the token is read).

export interface TokenCipher {
  encrypt(plaintext: string, userId: string): string;
  /** Throws TokenUnreadableError when no key of the ring opens it (another key, another user, tampered). */
  decrypt(ciphertext: string, userId: string): { plaintext: string; stale: boolean };
}

export class TokenUnreadableError extends Error {
  override name = 'TokenUnreadableError';
}

const b64 = (part: string | undefined) => Buffer.from(part ?? '', 'base64url');

function open(key: Buffer, iv: string | undefined, tag: string | undefined, body: string | undefined, aad: Buffer | null): string | null {
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, b64(iv));
    if (aad) decipher.setAAD(aad);
    decipher.setAuthTag(b64(tag));
    return Buffer.concat([decipher.update(b64(body)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export function createTokenCipher(keyring: Keyring): TokenCipher {
  const aadOf = (userId: string) => Buffer.from(`user:${userId}`, 'utf8');
  return {
    encrypt(plaintext, userId) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', keyring.current.key, iv);
      cipher.setAAD(aadOf(userId));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v2', keyring.current.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    decrypt(ciphertext, userId) {
      const parts = ciphertext.split('.');
      if (parts[0] === 'v2' && parts.length === 5) {
        const [, keyId = '', iv, tag, body] = parts;
        const key = keyring.keys.get(keyId);
        const plaintext = key ? open(key, iv, tag, body, aadOf(userId)) : null;
        if (plaintext === null) throw new TokenUnreadableError(key ? `Token under key ${keyId} does not decrypt for this user` : `Unknown token key ${keyId}`);
        return { plaintext, stale: keyId !== keyring.current.id };
      }
      if (parts[0] === 'v1' && parts.length === 4) {
        for (const key of keyring.keys.values()) {
          const plaintext = open(key, parts[1], parts[2], parts[3], null);
          if (plaintext !== null) return { plaintext, stale: true };
        }
        throw new TokenUnreadableError('No key of the ring decrypts this token');
      }
      throw new TokenUnreadableError('Unknown token encryption format');
    },
  };
}

/** The keyring's current key (the library's file URLs derive their signing key from it). */
export function loadEncryptionKey(config: Pick<Config, 'tokenEncryptionKey' | 'tokenEncryptionKeys' | 'dataDir'>): Buffer {
  return loadKeyring(config).current.key;
}

export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}
