import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

// The server's keys (docs/security.md#the-keyring): TOKEN_ENCRYPTION_KEYS (`id:base64,...`, the first is current),
// or the one key of TOKEN_ENCRYPTION_KEY, or in development a key generated once into <DATA_DIR>/secret.key; the
// single key's id is `default`, so it can later join a keyring under that id. Platform tokens are encrypted with
// the current key (token-crypto.ts); a key that is no longer current stays in the ring until nothing is encrypted
// with it. The sign-in state and the sessions' rotation are MACs made with keys derived from these (macKeys).

const SINGLE_KEY_ID = 'default';

export interface Keyring {
  /** The key new ciphertexts use. */
  current: { id: string; key: Buffer };
  /** Every key by id, the current one included, in the configured order. */
  keys: Map<string, Buffer>;
}

function generatedKey(dataDir: string): Buffer {
  const keyPath = path.join(dataDir, 'secret.key');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(keyPath, crypto.randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(fs.readFileSync(keyPath, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${keyPath} does not hold the base64 of 32 bytes`);
  return key;
}

export function loadKeyring(config: Pick<Config, 'tokenEncryptionKey' | 'tokenEncryptionKeys' | 'dataDir'>): Keyring {
  const configured = config.tokenEncryptionKeys ?? [{ id: SINGLE_KEY_ID, key: config.tokenEncryptionKey }];
  const keys = new Map(configured.map(({ id, key }) => [id, key ? Buffer.from(key, 'base64') : generatedKey(config.dataDir)]));
  for (const [id, key] of keys) if (key.length !== 32) throw new Error(`The token encryption key ${id} must be 32 bytes`);
  const [id, key] = [...keys][0]!;
  return { current: { id, key }, keys };
}

const derived = new WeakMap<Keyring, Map<string, Buffer[]>>();

/**
 * The MAC keys of one purpose (`label`), derived with HKDF from each key of the ring, the current key's first: a MAC
 * is made with the first and checked against each, so one made just before the current key changed still checks.
 */
export function macKeys(keyring: Keyring, label: string): Buffer[] {
  let byLabel = derived.get(keyring);
  if (!byLabel) derived.set(keyring, (byLabel = new Map()));
  let keys = byLabel.get(label);
  if (!keys) {
    keys = [...keyring.keys.values()].map((key) => Buffer.from(crypto.hkdfSync('sha256', key, Buffer.alloc(0), `salvo ${label}`, 32)));
    byLabel.set(label, keys);
  }
  return keys;
}
