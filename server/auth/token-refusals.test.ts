import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps';
import { MAX_REFUSALS, REFUSAL_TTL_MS, rememberedRefusal, rememberRefusal, type Refusal } from './token-refusals';

const refusal: Refusal = { status: 401, body: { success: false, error: 'no' } };

function depsAt(clock: { now: number }): AppDeps {
  return { now: () => new Date(clock.now) } as unknown as AppDeps;
}

describe('remembered refusals of tokens', () => {
  it('are remembered for REFUSAL_TTL_MS, per token', () => {
    const clock = { now: 1_000_000 };
    const deps = depsAt(clock);
    rememberRefusal(deps, 'token-a', refusal);
    expect(rememberedRefusal(deps, 'token-a')).toEqual(refusal);
    expect(rememberedRefusal(deps, 'token-b')).toBeUndefined();
    clock.now += REFUSAL_TTL_MS - 1;
    expect(rememberedRefusal(deps, 'token-a')).toEqual(refusal);
    clock.now += 1;
    expect(rememberedRefusal(deps, 'token-a')).toBeUndefined();
  });

  it('keep at most MAX_REFUSALS, forgetting the oldest first', () => {
    const deps = depsAt({ now: 1_000_000 });
    for (let i = 0; i <= MAX_REFUSALS; i++) rememberRefusal(deps, `token-${i}`, refusal);
    expect(rememberedRefusal(deps, 'token-0')).toBeUndefined();
    expect(rememberedRefusal(deps, 'token-1')).toEqual(refusal);
    expect(rememberedRefusal(deps, `token-${MAX_REFUSALS}`)).toEqual(refusal);
  });
});
