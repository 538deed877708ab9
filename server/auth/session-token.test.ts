import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Keyring } from './keyring';
import { LEGACY_SESSION_TOKENS_END } from './legacy-session-tokens';
import { newSessionToken, sealSessionToken, sessionTokenOf } from './session-token';

// Session tokens that prove themselves (docs/security.md#session-tokens): the tag is checked before any lookup.

const ring = (...keys: Buffer[]): Keyring => ({ current: { id: 'k0', key: keys[0]! }, keys: new Map(keys.map((key, i) => [`k${i}`, key])) });
const a = crypto.randomBytes(32);
const b = crypto.randomBytes(32);
const request = (authorization?: string) => ({ headers: authorization === undefined ? {} : { authorization } }) as FastifyRequest;
const before = new Date(LEGACY_SESSION_TOKENS_END.getTime() - 1);
const on = (keyring: Keyring, now = before) => ({ keyring, now: () => now });

describe('session tokens', () => {
  it('are 32 random bytes and a tag, 64 characters; one of the ring is looked up, a made-up one is not', () => {
    const deps = on(ring(a));
    const token = newSessionToken(deps);
    expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(newSessionToken(deps)).not.toBe(token);
    expect(sessionTokenOf(deps, request(`Bearer ${token}`))).toBe(token);
    // Its tag changed, its body changed, its length changed, another key's: none proves itself.
    const raw = Buffer.from(token, 'base64url');
    const flip = (i: number) => Buffer.from(raw.map((byte, j) => (j === i ? byte ^ 1 : byte))).toString('base64url');
    for (const forged of [flip(40), flip(3), token.slice(0, 63), `${token}A`, sealSessionToken(on(ring(b)), crypto.randomBytes(32))])
      expect(sessionTokenOf(deps, request(`Bearer ${forged}`)), forged).toBeNull();
    // No token, another scheme: none either.
    for (const header of [undefined, '', `Basic ${token}`, `Bearer ${token} extra`]) expect(sessionTokenOf(deps, request(header))).toBeNull();
  });

  it('are made with the current key and checked against each key of the ring: a change of keys ends no session', () => {
    const old = newSessionToken(on(ring(a)));
    const changed = on(ring(b, a));
    expect(sessionTokenOf(changed, request(`Bearer ${old}`))).toBe(old);
    expect(sessionTokenOf(on(ring(a)), request(`Bearer ${newSessionToken(changed)}`))).toBeNull();
    // Once the old key leaves the ring, its tokens prove nothing (each has expired by then: docs/security.md#the-keyring).
    expect(sessionTokenOf(on(ring(b)), request(`Bearer ${old}`))).toBeNull();
  });

  it('legacy tokens: one of the old shape is looked up until LEGACY_SESSION_TOKENS_END, and not from then on', () => {
    const legacy = crypto.randomBytes(32).toString('base64url');
    expect(sessionTokenOf(on(ring(a)), request(`Bearer ${legacy}`))).toBe(legacy);
    expect(sessionTokenOf(on(ring(a), LEGACY_SESSION_TOKENS_END), request(`Bearer ${legacy}`))).toBeNull();
    // Every such token has expired by that date: then server/auth/legacy-session-tokens.ts, its call in
    // session-token.ts and this test go (docs/security.md#session-tokens). Not a test that fails on a date:
    // main stays green whatever the calendar says, and the path is off by then anyway.
  });
});
