// POST /__sim/ad-review (sim/README.md#ad-review): how the next ads' reviews end and how long they take, or, with
// an adId, one ad's review decided now. GET answers the settings in force.
import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../runtime';
import { decideReview, refreshReviews, reviewSettings, type ReviewOutcome } from '../state/ad-review';
import { refreshAdStatus } from '../state/store';

const OUTCOMES: ReviewOutcome[] = ['APPROVED', 'DISAPPROVED', 'WITH_ISSUES'];
const asRecord = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : {});

export function adReviewRoutes(app: FastifyInstance, rt: Runtime): void {
  app.get('/__sim/ad-review', async () => reviewSettings(rt.world));
  app.post('/__sim/ad-review', async (req, reply) => {
    const b = asRecord(req.body);
    if (b.outcome !== undefined && !OUTCOMES.includes(b.outcome as ReviewOutcome))
      return reply.code(400).send({ error: `outcome must be one of ${OUTCOMES.join(', ')}` });
    if (b.reason !== undefined && !(typeof b.reason === 'string' && b.reason.trim() !== ''))
      return reply.code(400).send({ error: 'reason must be a non-empty text' });
    if (b.delayMs !== undefined && !(Number.isInteger(b.delayMs) && Number(b.delayMs) >= 0))
      return reply.code(400).send({ error: 'delayMs must be a non-negative integer (milliseconds)' });
    const settings = reviewSettings(rt.world);
    if (b.adId !== undefined) {
      if (b.outcome === undefined) return reply.code(400).send({ error: 'outcome is required with adId' });
      if (!decideReview(rt.world, String(b.adId), b.outcome as ReviewOutcome, typeof b.reason === 'string' ? b.reason : settings.reason))
        return reply.code(404).send({ error: 'no ad in review with this adId' });
      refreshReviews(rt.world, (ad) => refreshAdStatus(rt.world, ad));
      return { ok: true };
    }
    if (b.outcome !== undefined) settings.outcome = b.outcome as ReviewOutcome;
    if (typeof b.reason === 'string') settings.reason = b.reason;
    if (typeof b.delayMs === 'number') settings.delayMs = b.delayMs;
    return settings;
  });
}
