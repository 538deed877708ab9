// Times in the ad account's time zone (§4 "in the ad account's time zone"), ISO 8601 with an offset.
import { TZDate } from '@date-fns/tz';
// One module each, not the package's index: the index loads all of date-fns (hundreds of files), which Node does
// file by file at every start of the API and of each test file.
import { addDays } from 'date-fns/addDays';
import { addHours } from 'date-fns/addHours';
import { startOfDay } from 'date-fns/startOfDay';

/** An instant as ISO 8601 with the offset of `timeZone`, e.g. 2026-11-22T00:00:00.000-05:00. */
export function toZonedIso(instant: Date | number | string, timeZone: string): string {
  return new TZDate(new Date(instant).getTime(), timeZone).toISOString();
}

/** §4 default start: the next day at the start of the day, in `timeZone`. */
export function defaultStartTime(now: Date, timeZone: string): string {
  return startOfDay(addDays(new TZDate(now.getTime(), timeZone), 1)).toISOString();
}

/** §4 default end: 7 days after the start. */
export function defaultEndTime(startIso: string, timeZone: string): string {
  return addDays(new TZDate(new Date(startIso).getTime(), timeZone), 7).toISOString();
}

/** One hour after `iso`, in `timeZone`. */
export function oneHourAfter(iso: string, timeZone: string): string {
  return addHours(new TZDate(new Date(iso).getTime(), timeZone), 1).toISOString();
}

/** Milliseconds of an ISO time, or NaN when it is not one. */
export function timeOf(iso: string | null | undefined): number {
  return iso ? new Date(iso).getTime() : Number.NaN;
}
