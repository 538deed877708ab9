import { describe, expect, it } from 'vitest';
import { LocalPace, PLATFORM_MUTATIONS_PER_SECOND, RateGovernor, usageOfHeaders } from './rate-governor';

describe('RateGovernor', () => {
  it('keeps an account under the mutations-per-second cap while another account proceeds', async () => {
    const governor = new RateGovernor();
    const sent: number[] = [];
    const start = Date.now();
    await Promise.all(
      Array.from({ length: 60 }, async () => {
        await governor.acquire('act_1', 2);
        sent.push(Date.now() - start);
        governor.release('act_1');
      }),
    );
    for (const t of sent) expect(sent.filter((u) => u >= t && u < t + 1000).length * 2).toBeLessThanOrEqual(PLATFORM_MUTATIONS_PER_SECOND);
    // 120 writes at 90 a second, sent evenly: the last leaves about 1.3 s after the first.
    expect(Math.max(...sent)).toBeGreaterThanOrEqual(1200);
    // The other account was never held back by the first one's pace.
    const other = Date.now();
    await governor.acquire('act_2', 2);
    expect(Date.now() - other).toBeLessThan(50);
  });

  it('paces two governors on one store together, as workers sharing the database do', async () => {
    const pace = new LocalPace();
    const governors = [new RateGovernor({ pace }), new RateGovernor({ pace })];
    const sent: number[] = [];
    const start = Date.now();
    await Promise.all(
      governors.flatMap((governor) =>
        Array.from({ length: 40 }, async () => {
          await governor.acquire('act_1', 2);
          sent.push(Date.now() - start);
          governor.release('act_1');
        }),
      ),
    );
    for (const t of sent) expect(sent.filter((u) => u >= t && u < t + 1000).length * 2).toBeLessThanOrEqual(PLATFORM_MUTATIONS_PER_SECOND);
    // 160 writes at 90 a second between them, not each.
    expect(Math.max(...sent)).toBeGreaterThanOrEqual(1700);
  });

  it('lets fewer requests fly as the usage headers climb', async () => {
    const governor = new RateGovernor();
    governor.observe('act_1', { utilPct: 97, regainMinutes: 0, resetSeconds: 10 });
    await governor.acquire('act_1', 1);
    let second = false;
    const pending = governor.acquire('act_1', 1).then(() => (second = true));
    await new Promise((r) => setTimeout(r, 30));
    expect(second).toBe(false);
    governor.release('act_1');
    await pending;
    expect(RateGovernor.maxInFlight(10)).toBeGreaterThan(RateGovernor.maxInFlight(80));
    expect(RateGovernor.maxInFlight(80)).toBeGreaterThan(RateGovernor.maxInFlight(90));
  });

  it('holds every call while the platform blocks the account, and backs off further after each throttle', async () => {
    let now = 1_000_000;
    const governor = new RateGovernor(() => now);
    governor.observe('act_1', { utilPct: 100, regainMinutes: 5, resetSeconds: 300 });
    expect(governor.blockedUntil('act_1')).toBe(now + 300_000);
    // A caller that will not wait that long is told so at once; a patient one is still waiting.
    expect(await governor.acquire('act_1', 1, 90_000)).toBe(false);
    let patient = false;
    void governor.acquire('act_1', 1).then(() => (patient = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(patient).toBe(false);
    const first = governor.throttled('act_2') - now;
    now += first;
    const second = governor.throttled('act_2') - now;
    expect(second).toBeGreaterThan(first);
  });

  it('reads the usage headers per ad account', () => {
    const headers = new Headers({
      'x-business-use-case-usage': JSON.stringify({
        '101': [{ type: 'ads_management', call_count: 12, total_cputime: 40, total_time: 55, estimated_time_to_regain_access: 0 }],
      }),
      'x-ad-account-usage': JSON.stringify({ acc_id_util_pct: 61, reset_time_duration: 120 }),
    });
    expect(usageOfHeaders(headers, 'act_101').get('act_101')).toEqual({ utilPct: 61, regainMinutes: 0, resetSeconds: 120 });
    const blocked = new Headers({ 'x-business-use-case-usage': JSON.stringify({ '202': [{ call_count: 100, estimated_time_to_regain_access: 4 }] }) });
    expect(usageOfHeaders(blocked, null).get('act_202')).toMatchObject({ utilPct: 100, regainMinutes: 4 });
  });
});
