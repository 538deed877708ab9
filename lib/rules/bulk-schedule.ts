// A Multi Account Launch's start (docs/bulk-launch.md: the same local time on each account's clock): the launch's
// wall-clock start must still be ahead in every account, not only in the Ads Manager one.
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { bulkAccountsToLaunch, sameWallClockIn } from './bulk-launch';
import { timeOf } from './time';
import type { LaunchDraft } from './types';

/** Time zones are at most 26 hours apart: two days on is ahead everywhere. */
const MAX_DAYS = 2;

const daysOn = (iso: string | null, days: number, zone: string): string | null =>
  iso === null ? null : addDays(new TZDate(timeOf(iso), zone), days).toISOString();

/**
 * The launch with its start (and end, keeping the span) moved on by whole days, keeping the time of day, until it is
 * ahead on every account's clock: "tomorrow 00:00" in Los Angeles moves a day on once Tokyo is already in that
 * tomorrow. Unchanged when it already is, or when it is past on the launch's own clock (the launch check says so).
 */
export function withStartAheadEverywhere(draft: LaunchDraft, launchZone: string, now: Date): LaunchDraft {
  if (!draft.multiAccount || !(timeOf(draft.startTime) >= now.getTime())) return draft;
  const pastSomewhere = (days: number) =>
    bulkAccountsToLaunch(draft).some((a) => timeOf(sameWallClockIn(daysOn(draft.startTime, days, launchZone), launchZone, a.timezoneName)) < now.getTime());
  let days = 0;
  while (days < MAX_DAYS && pastSomewhere(days)) days++;
  if (days === 0) return draft;
  return { ...draft, startTime: daysOn(draft.startTime, days, launchZone), endTime: daysOn(draft.endTime, days, launchZone) };
}
