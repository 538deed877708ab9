import os from 'node:os';

// Timeouts are upper bounds for a hang, never waits: a test ends as soon as what it waits for shows. On a machine
// busier than its cores, everything takes longer, and so may a test that is not hung; its timeouts stretch by this.

/** SALVO_TIMEOUT_SCALE when set, else the 1-minute load average per core, between 1 and 10. Set into the
 * environment the first time, so that every process of one run (Playwright's workers) uses the same figure. */
export function timeoutScale(env: NodeJS.ProcessEnv = process.env): number {
  const given = Number(env.SALVO_TIMEOUT_SCALE);
  if (given > 0) return given;
  const perCore = os.loadavg()[0]! / os.availableParallelism();
  const scale = Math.min(10, Math.max(1, Math.round(perCore * 10) / 10));
  env.SALVO_TIMEOUT_SCALE = String(scale);
  return scale;
}
