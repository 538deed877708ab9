import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadKeyring, type Keyring } from './keyring';
import { createTokenCipher, loadEncryptionKey, TokenUnreadableError } from './token-crypto';

const ring = (...keys: Array<[string, Buffer]>): Keyring => ({ current: { id: keys[0]![0], key: keys[0]![1] }, keys: new Map(keys) });
const USER = '6f1c1d38-6d8e-4a43-9a52-3d0b7e1f0a11';
const OTHER_USER = '0b7b3a1e-2f61-4a8f-8d0e-5b9f7c2d4e33';

/** A ciphertext of the format before the keyring: v1, no key id, no associated data. */
function legacyCiphertext(key: Buffer, plaintext: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

describe('token encryption', () => {
  const a = crypto.randomBytes(32);
  const b = crypto.randomBytes(32);

  it('round-trips with the key id written in, a fresh IV each time, and detects tampering', () => {
    const cipher = createTokenCipher(ring(['k1', a]));
    const first = cipher.encrypt('EAAB-secret-token', USER);
    const second = cipher.encrypt('EAAB-secret-token', USER);
    expect(first).not.toBe(second);
    expect(first).not.toContain('secret');
    expect(first.split('.').slice(0, 2)).toEqual(['v2', 'k1']);
    expect(cipher.decrypt(first, USER)).toEqual({ plaintext: 'EAAB-secret-token', stale: false });
    const parts = first.split('.');
    parts[4] = Buffer.from('tampered').toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'), USER)).toThrow(TokenUnreadableError);
    expect(() => createTokenCipher(ring(['k1', b])).decrypt(first, USER)).toThrow(TokenUnreadableError);
  });

  it("binds a ciphertext to its user: another user's row does not decrypt it", () => {
    const cipher = createTokenCipher(ring(['k1', a]));
    expect(() => cipher.decrypt(cipher.encrypt('EAAB-secret-token', USER), OTHER_USER)).toThrow(TokenUnreadableError);
  });

  it('reads a ciphertext of an older key of the ring, and says it is stale', () => {
    const old = createTokenCipher(ring(['k1', a])).encrypt('EAAB-old', USER);
    const rotated = createTokenCipher(ring(['k2', b], ['k1', a]));
    expect(rotated.decrypt(old, USER)).toEqual({ plaintext: 'EAAB-old', stale: true });
    expect(rotated.encrypt('EAAB-new', USER).split('.')[1]).toBe('k2');
    // Without the old key in the ring it is unreadable.
    expect(() => createTokenCipher(ring(['k2', b])).decrypt(old, USER)).toThrow('Unknown token key k1');
  });

  it('reads the format before the keyring with any key of the ring', () => {
    const legacy = legacyCiphertext(a, 'EAAB-legacy');
    expect(createTokenCipher(ring(['k2', b], ['default', a])).decrypt(legacy, USER)).toEqual({ plaintext: 'EAAB-legacy', stale: true });
    expect(() => createTokenCipher(ring(['k2', b])).decrypt(legacy, USER)).toThrow(TokenUnreadableError);
    expect(() => createTokenCipher(ring(['k2', b])).decrypt('not a ciphertext', USER)).toThrow(TokenUnreadableError);
  });
});

describe('the keyring', () => {
  it('generates the key once into the data folder when none is configured, as key "default"', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salvo-key-'));
    try {
      const none = { dataDir, tokenEncryptionKey: undefined, tokenEncryptionKeys: undefined };
      const first = loadKeyring(none);
      expect(first.current.id).toBe('default');
      expect(first.current.key.length).toBe(32);
      expect(loadKeyring(none).current.key.equals(first.current.key)).toBe(true);
      expect(fs.statSync(path.join(dataDir, 'secret.key')).mode & 0o077).toBe(0);
      const configured = crypto.randomBytes(32);
      expect(loadEncryptionKey({ ...none, tokenEncryptionKey: configured.toString('base64') }).equals(configured)).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('takes TOKEN_ENCRYPTION_KEYS in order, the first current', () => {
    const [k2, k1] = [crypto.randomBytes(32), crypto.randomBytes(32)];
    const keyring = loadKeyring({
      dataDir: '/nonexistent',
      tokenEncryptionKey: undefined,
      tokenEncryptionKeys: [
        { id: 'k2', key: k2.toString('base64') },
        { id: 'k1', key: k1.toString('base64') },
      ],
    });
    expect(keyring.current).toEqual({ id: 'k2', key: k2 });
    expect([...keyring.keys.keys()]).toEqual(['k2', 'k1']);
  });
});
