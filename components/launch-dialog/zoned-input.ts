import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format'; // not the index, which loads all of date-fns (lib/rules/time.ts)

// The date fields are native `datetime-local` inputs read in the ad account's time zone (§2 "dates
// with the ad account's time zone shown"); the draft keeps ISO 8601 with that zone's offset.

/** ISO → `YYYY-MM-DDTHH:mm` in `timeZone`; '' for no date. */
export function toLocalInput(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const t = new Date(iso).getTime();
  return Number.isNaN(t) ? '' : format(new TZDate(t, timeZone), "yyyy-MM-dd'T'HH:mm");
}

/** `YYYY-MM-DDTHH:mm` read in `timeZone` → ISO with its offset; null when not a date. */
export function fromLocalInput(value: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return new TZDate(y, mo - 1, d, h, mi, 0, 0, timeZone).toISOString();
}
