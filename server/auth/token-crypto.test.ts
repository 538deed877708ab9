import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTokenCipher, loadEncryptionKey } from './token-crypto';

describe('token encryption', () => {
  it('round-trips, with a fresh IV each time, and detects tampering', () => {
    const cipher = createTokenCipher(crypto.randomBytes(32));
    const a = cipher.encrypt('EAAB-secret-token');
    const b = cipher.encrypt('EAAB-secret-token');
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret');
    expect(cipher.decrypt(a)).toBe('EAAB-secret-token');
    const parts = a.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'))).toThrow();
    expect(() => createTokenCipher(crypto.randomBytes(32)).decrypt(a)).toThrow();
  });

  it('generates the key once into the data folder when none is configured', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salvo-key-'));
    try {
      const first = loadEncryptionKey({ dataDir, tokenEncryptionKey: undefined });
      const second = loadEncryptionKey({ dataDir, tokenEncryptionKey: undefined });
      expect(first.length).toBe(32);
      expect(second.equals(first)).toBe(true);
      expect(fs.statSync(path.join(dataDir, 'secret.key')).mode & 0o077).toBe(0);
      const configured = crypto.randomBytes(32);
      expect(loadEncryptionKey({ dataDir, tokenEncryptionKey: configured.toString('base64') }).equals(configured)).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
