// Shared fixtures of the rules' tests (not exported by index.ts).
import { createDefaultDraft } from './defaults';
import type { AdAccountContext, LaunchDraft } from './types';

export const account: AdAccountContext = { id: 'act_42', name: 'Acme Ads', currency: 'USD', timezoneName: 'America/New_York', timezoneOffsetHoursUtc: -5 };
/** 2026-11-21 11:50 UTC, i.e. 06:50 in New York. */
export const now = new Date('2026-11-21T11:50:00.000Z');

/** A draft that passes every launch rule: defaults plus the assets the defaults cannot pick. */
export function validDraft(change: Partial<LaunchDraft> = {}): LaunchDraft {
  return {
    ...createDefaultDraft(account, now),
    page: { id: '400001', name: 'Acme Page' },
    pixel: { id: '500001', name: 'Acme Pixel' },
    conversionEvent: { id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' },
    destinationUrl: 'https://acme.example.com/landing',
    ...change,
  };
}
