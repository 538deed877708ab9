// Times in the ad account's time zone (docs/product-rules.md#dates: in the ad account's time zone), ISO 8601 with an
// offset.
import { TZDate } from '@date-fns/tz';
// One module each, not the package's index: the index loads all of date-fns (hundreds of files), which Node does
// file by file at every start of the API and of each test file.
import { addDays } from 'date-fns/addDays';
import { addHours } from 'date-fns/addHours';
import { startOfDay } from 'date-fns/startOfDay';

/** Default start (docs/product-rules.md#dates): the next day at the start of the day, in `timeZone`. */
export function defaultStartTime(now: Date, timeZone: string): string {
  return startOfDay(addDays(new TZDate(now.getTime(), timeZone), 1)).toISOString();
}

/** Default end (docs/product-rules.md#dates): 7 days after the start. */
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

/** The pickers' wall-clock format: 'YYYY-MM-DD HH:mm:ss', read in the ad account's time zone. */
const WALL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** An ISO time as the wall clock of `timeZone` ('YYYY-MM-DD HH:mm:ss'), null for no time. Written out from the
 * zoned date's fields: date-fns' `format` (with its locale, 6 kB gzipped) would load with Step 1
 * (docs/architecture.md#size). */
export function toZonedWall(iso: string | null | undefined, timeZone: string): string | null {
  const t = timeOf(iso);
  if (Number.isNaN(t)) return null;
  const d = new TZDate(t, timeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A wall clock of `timeZone` as ISO 8601 with that zone's offset; null when it is not one. */
export function fromZonedWall(wall: string | null | undefined, timeZone: string): string | null {
  const m = wall ? WALL.exec(wall) : null;
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number];
  return new TZDate(y, mo - 1, d, h, mi, s, 0, timeZone).toISOString();
}

/** In the ad account's time zone (docs/product-rules.md#dates), said plainly: 'America/Los_Angeles (UTC-08:00)' at
 * `at`. */
export function timeZoneLabel(timeZone: string, at: Date | number | string): string {
  const minutes = -new TZDate(new Date(at).getTime(), timeZone).getTimezoneOffset();
  const abs = Math.abs(minutes);
  const offset = `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${timeZone} (UTC${offset})`;
}
