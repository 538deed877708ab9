import type { FastifyBaseLogger } from 'fastify';
import { sweepSignedRequests } from './auth/callback-replays';
import type { AppDeps } from './deps';
import { sweepAbandonedUploads } from './library/sweep';
import { sweepRateLimits } from './limits/store';

// Housekeeping of the API process, at start and every 10 minutes: abandoned uploads (docs/limits.md), the
// rate-limit windows that ended and the platform's signed requests that expired. Several API processes may sweep at
// once: each sweep only deletes what is over.

const SWEEP_EVERY_MS = 10 * 60_000;

interface Sweeps {
  /** Stops the timer and waits for a sweep under way. */
  stop(): Promise<void>;
}

export function startSweeps(deps: AppDeps, log: Pick<FastifyBaseLogger, 'warn'>, everyMs = SWEEP_EVERY_MS): Sweeps {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= (async () => {
      try {
        await sweepAbandonedUploads(deps);
        await sweepRateLimits(deps);
        await sweepSignedRequests(deps);
      } catch (error) {
        log.warn({ err: error }, 'sweep failed');
      } finally {
        running = null;
      }
    })();
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
