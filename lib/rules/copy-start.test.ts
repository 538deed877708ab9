import { describe, expect, it } from 'vitest';
import { sourceStartNotKept } from './copy-start';
import { importDetails, importedAdSet, now, validDraft } from './test-fixtures';
import type { LaunchDraft } from './types';

const NY = 'America/New_York';
const duplicate = (sourceStart: string | null, startTime: string): Pick<LaunchDraft, 'source' | 'startTime'> => ({
  ...validDraft({ startTime }),
  source: {
    kind: 'duplicateAdSet',
    campaign: null,
    adSetId: '1',
    read: importDetails({ adSets: [importedAdSet('1', { startTime: sourceStart })] }),
    own: {},
    from: { kind: 'existing', campaign: null, adSetIds: ['1'], createNewAdSets: false },
  },
});

describe("a duplicated ad set's start", () => {
  it("says the source's start, still to come, was not kept; nothing when it was past, kept or not a copy", () => {
    // Now is 2026-11-21 06:50 in New York; the source was to start on Dec 1 at 09:00 there.
    expect(sourceStartNotKept(duplicate('2026-12-01T14:00:00.000Z', '2026-11-22T05:00:00.000Z'), NY, now)).toBe('2026-12-01 09:00');
    expect(sourceStartNotKept(duplicate('2026-11-01T14:00:00.000Z', '2026-11-22T05:00:00.000Z'), NY, now)).toBeNull();
    expect(sourceStartNotKept(duplicate('2026-12-01T14:00:00.000Z', '2026-12-01T14:00:00.000Z'), NY, now)).toBeNull();
    expect(sourceStartNotKept(duplicate(null, '2026-11-22T05:00:00.000Z'), NY, now)).toBeNull();
    expect(sourceStartNotKept(validDraft(), NY, now)).toBeNull();
  });
});
