import { describe, expect, it } from 'vitest';
import { migrateStored, readStoredDraft } from './draft-migrations';

// What storage gives back is parsed before a panel adopts it: anything else is not a draft, and an older shape moves on.

describe('a stored draft read back', () => {
  it('takes a stored draft of today, and refuses what is not one', () => {
    const stored = { state: { draft: { objective: 'traffic', source: { kind: 'new' } }, accountId: 'act_42', step: 2 }, version: 3 };
    expect(readStoredDraft(stored)).toEqual(stored);
    expect(readStoredDraft(null)).toBeNull();
    expect(readStoredDraft('draft')).toBeNull();
    expect(readStoredDraft({ state: { draft: 'broken' }, version: 3 })).toBeNull();
    expect(readStoredDraft({ state: { draft: { source: { kind: 'somewhere' } } }, version: 3 })).toBeNull();
    expect(readStoredDraft({ state: { step: 3 }, version: 3 })).toBeNull();
  });

  it('moves a version 1 draft to Money amounts in the stored currency and one source', () => {
    const old = { draft: { budget: 12.5, campaignMode: 'existing', existingCampaign: null, existingAdSetIds: [] }, accountCurrency: 'EUR' };
    const moved = migrateStored(old as never, 1).draft as unknown as Record<string, unknown>;
    expect(moved.budget).toEqual({ hundredths: 1250, currency: 'EUR' });
    expect(moved.source).toEqual({ kind: 'existing', campaign: null, adSetIds: [], createNewAdSets: true });
    expect(moved.campaignMode).toBeUndefined();
  });
});
