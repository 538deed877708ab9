// The ad review (sim/README.md#ad-review): every new ad is IN_PROCESS, then PENDING_REVIEW, then decided: ACTIVE,
// DISAPPROVED with its ad_review_feedback, or WITH_ISSUES with its issues_info. POST /__sim/ad-review sets how the
// next ads' reviews end and how long they take, or decides one ad's review. Kept per world: a reset starts afresh.
import type { GraphObject, World } from './world';

export type ReviewOutcome = 'APPROVED' | 'DISAPPROVED' | 'WITH_ISSUES';

interface Review {
  startedAt: number;
  decidedAt: number;
  outcome: ReviewOutcome;
  reason: string;
}

export interface ReviewSettings {
  outcome: ReviewOutcome;
  delayMs: number;
  reason: string;
}

/** Approved after 2 s by default: long enough to be seen in review, short enough for tests that read ads at once. */
const DEFAULT_REVIEW: ReviewSettings = { outcome: 'APPROVED', delayMs: 2000, reason: 'Your ad goes against our Advertising Standards.' };

interface ReviewState {
  settings: ReviewSettings;
  reviews: Map<string, Review>;
  /** The ads whose decision is not yet written onto them: what a read refreshes (a few, however many ads). */
  unapplied: Set<string>;
}
const state = new WeakMap<World, ReviewState>();

function stateOf(world: World): ReviewState {
  let s = state.get(world);
  if (!s) {
    s = { settings: { ...DEFAULT_REVIEW }, reviews: new Map(), unapplied: new Set() };
    state.set(world, s);
  }
  return s;
}

export function reviewSettings(world: World): ReviewSettings {
  return stateOf(world).settings;
}

/** A new ad goes into review with the settings in force. */
export function startReview(world: World, ad: GraphObject): void {
  const { settings, reviews, unapplied } = stateOf(world);
  const now = world.clock();
  reviews.set(ad.id, { startedAt: now, decidedAt: now + settings.delayMs, outcome: settings.outcome, reason: settings.reason });
  unapplied.add(ad.id);
}

/** Decides one ad's review now (the control); false when the ad has none. */
export function decideReview(world: World, adId: string, outcome: ReviewOutcome, reason: string): boolean {
  const s = stateOf(world);
  const review = s.reviews.get(adId);
  if (!review) return false;
  Object.assign(review, { decidedAt: Math.min(review.decidedAt, world.clock()), outcome, reason });
  s.unapplied.add(adId);
  return true;
}

/** Where a review stands now: IN_PROCESS for its first third, PENDING_REVIEW until decided, then its outcome. */
function phaseOf(review: Review, now: number): 'IN_PROCESS' | 'PENDING_REVIEW' | ReviewOutcome {
  if (now >= review.decidedAt) return review.outcome;
  return now < review.startedAt + (review.decidedAt - review.startedAt) / 3 ? 'IN_PROCESS' : 'PENDING_REVIEW';
}

/**
 * The ad's effective_status given what its own status and its parents make it (`base`): in review while it would
 * run; a disapproval or issues show whatever its parents are, until the ad is deleted or archived.
 */
export function reviewedStatus(world: World, ad: GraphObject, base: unknown): unknown {
  const review = state.get(world)?.reviews.get(ad.id);
  if (!review || base === 'DELETED' || base === 'ARCHIVED') return base;
  const phase = phaseOf(review, world.clock());
  if (phase === 'IN_PROCESS' || phase === 'PENDING_REVIEW') return base === 'ACTIVE' ? phase : base;
  return phase === 'APPROVED' ? base : phase;
}

/** Writes decided reviews onto their ads (feedback, issues) and refreshes the status of those under review. */
export function refreshReviews(world: World, refresh: (ad: GraphObject) => void): void {
  const s = state.get(world);
  if (!s) return;
  const now = world.clock();
  for (const id of s.unapplied) {
    const review = s.reviews.get(id);
    const ad = world.objects.get(id);
    if (!review || !ad) {
      s.unapplied.delete(id);
      continue;
    }
    if (now >= review.decidedAt) {
      s.unapplied.delete(id);
      delete ad.data.ad_review_feedback;
      delete ad.data.issues_info;
      if (review.outcome === 'DISAPPROVED') ad.data.ad_review_feedback = { global: { ADVERTISING_STANDARDS: review.reason } };
      if (review.outcome === 'WITH_ISSUES')
        ad.data.issues_info = [{ error_code: 1815694, error_message: review.reason, error_summary: 'Ad has issues', error_type: 'SOFT_ERROR', level: 'AD' }];
    }
    refresh(ad);
  }
}
