// A duplicated ad set starts at the draft's start, not its source's (docs/campaign-modes.md#a-copys-schedule): when the
// source was scheduled to start later than that, Step 2 says its start was not kept, so a buyer who meant the
// source's date changes it (the review shows the date sent).
import { timeOf, toZonedWall } from './time';
import type { LaunchDraft } from './types';

/** The copied ad set's own start when it was still to come and the copy starts at another time, as
 * 'YYYY-MM-DD HH:mm' in `timeZone`; null otherwise. */
export function sourceStartNotKept(draft: Pick<LaunchDraft, 'source' | 'startTime'>, timeZone: string, now: Date): string | null {
  const { source } = draft;
  if (source.kind !== 'duplicateAdSet' || !source.read) return null;
  const own = source.read.adSets.find((a) => a.id === source.adSetId)?.startTime;
  const start = timeOf(own);
  if (Number.isNaN(start) || start <= now.getTime() || Math.abs(start - timeOf(draft.startTime)) < 60_000) return null;
  return toZonedWall(own, timeZone)?.slice(0, 16) ?? null;
}
