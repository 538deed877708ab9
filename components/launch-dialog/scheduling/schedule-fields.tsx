import { DateTimePicker } from '@mantine/dates';
import { fromZonedWall, oneHourAfter, setStartTime, timeZoneLabel, toZonedWall, type AdAccountContext, type FieldErrors } from '../../../lib/rules';
import { useDraftStore } from '../draft-store';
import { fieldId } from '../fields';

// Start and end (docs/product-rules.md#dates): Mantine date-time pickers on the ad account's wall clock, with its time
// zone said under each. The pickers work in 'YYYY-MM-DD HH:mm:ss' strings without a zone; lib/rules reads them in the
// account's zone (fromZonedWall), so the browser's own zone never enters. The rules stay lib/rules': the start
// cannot be past (the calendar offers nothing earlier than now), the end at least an hour after the start, and
// a start moved past the end pushes the end (setStartTime).

const SHOWN = 'ddd, MMM D, YYYY HH:mm';
/** Names for the calendar's arrows, which Mantine leaves unnamed (its level buttons are named by their text). */
const ARIA_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};
/** Mantine colours weekends red-6, below AA contrast on white: weekends look like any day. */
const NO_WEEKENDS: Array<0 | 1 | 2 | 3 | 4 | 5 | 6> = [];
const timeLabels = (what: string) => ({ hoursInputLabel: `${what} hour`, minutesInputLabel: `${what} minute` });

export function ScheduleFields({ account, errors }: { account: AdAccountContext; errors: FieldErrors }) {
  const draft = useDraftStore((s) => s.draft)!;
  const update = useDraftStore((s) => s.update);
  const tz = account.timezoneName;
  const now = new Date();
  const zone = `Time zone: ${timeZoneLabel(tz, draft.startTime ?? now)}`;
  const earliestEnd = draft.startTime ? oneHourAfter(draft.startTime, tz) : now.toISOString();

  return (
    <>
      <DateTimePicker
        id={fieldId('startTime')}
        label="Start date"
        description={zone}
        valueFormat={SHOWN}
        placeholder="Pick the start"
        value={toZonedWall(draft.startTime, tz)}
        minDate={toZonedWall(now.toISOString(), tz) ?? undefined}
        onChange={(wall) => {
          const iso = fromZonedWall(wall, tz);
          update((d) => (iso ? setStartTime(d, iso, tz) : { ...d, startTime: null }));
        }}
        error={errors.startTime?.[0]}
        ariaLabels={ARIA_LABELS}
        weekendDays={NO_WEEKENDS}
        timePickerProps={timeLabels('Start')}
        submitButtonProps={{ 'aria-label': 'Set the start date' }}
      />
      {draft.budgetMode === 'lifetime' && (
        <DateTimePicker
          id={fieldId('endTime')}
          label="End date"
          description={`Time zone: ${timeZoneLabel(tz, draft.endTime ?? earliestEnd)}`}
          valueFormat={SHOWN}
          placeholder="Pick the end"
          value={toZonedWall(draft.endTime, tz)}
          minDate={toZonedWall(earliestEnd, tz) ?? undefined}
          onChange={(wall) => {
            const iso = fromZonedWall(wall, tz);
            update((d) => ({ ...d, endTime: iso }));
          }}
          error={errors.endTime?.[0]}
          ariaLabels={ARIA_LABELS}
          weekendDays={NO_WEEKENDS}
          timePickerProps={timeLabels('End')}
          submitButtonProps={{ 'aria-label': 'Set the end date' }}
        />
      )}
    </>
  );
}
