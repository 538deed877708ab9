import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

// Platform tokens are encrypted at rest with AES-256-GCM (docs/security.md#sessions-and-tokens-at-rest).
// The key comes from TOKEN_ENCRYPTION_KEY, or is generated once into <DATA_DIR>/secret.key.

export interface TokenCipher {
  encrypt(plaintext: string): string;
  decrypt(ciphertext: string): string;
}

const VERSION = 'v1';

export function loadEncryptionKey(config: Pick<Config, 'tokenEncryptionKey' | 'dataDir'>): Buffer {
  if (config.tokenEncryptionKey) return Buffer.from(config.tokenEncryptionKey, 'base64');
  const keyPath = path.join(config.dataDir, 'secret.key');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(keyPath, crypto.randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(fs.readFileSync(keyPath, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${keyPath} does not hold the base64 of 32 bytes`);
  return key;
}

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('The token encryption key must be 32 bytes');
  return {
    encrypt(plaintext) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join('.');
    },
    decrypt(ciphertext) {
      const [version, iv, tag, body] = ciphertext.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Unknown token encryption format');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** A random secret for a URL or a header: 32 bytes, base64url. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}
