// Day parting (docs/product-rules.md#ad-scheduling: ad scheduling popover, schedule, ad scheduling only with lifetime
// budgets. Dragging over selected hours deselects; over unselected hours selects. Adjacent hours merge).
import type { DayKey, DayPartingSchedule, DayPartingTimeZone, HourInterval } from './types';

/** Day keys (docs/product-rules.md#ad-scheduling), Mon to Sun: the grid's rows. */
export const DAY_KEYS: readonly DayKey[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export const HOURS_PER_DAY = 24;
/** Header groups of 3 hours (docs/product-rules.md#ad-scheduling). */
export const HOUR_HEADER_GROUP = 3;

/** 7 rows (Mon..Sun) of 24 hourly cells. */
export type DayPartingGrid = boolean[][];
export interface GridCell {
  day: number;
  hour: number;
}

export function emptyGrid(): DayPartingGrid {
  return DAY_KEYS.map(() => Array.from({ length: HOURS_PER_DAY }, () => false));
}

export function scheduleToGrid(schedule: DayPartingSchedule): DayPartingGrid {
  const grid = emptyGrid();
  DAY_KEYS.forEach((day, d) => {
    for (const { start, end } of schedule[day] ?? []) for (let h = Math.max(0, start); h < Math.min(HOURS_PER_DAY, end); h++) grid[d]![h] = true;
  });
  return grid;
}

/** Selected hours as intervals; adjacent hours merge. Days without hours are left out. */
export function gridToSchedule(grid: DayPartingGrid): DayPartingSchedule {
  const schedule: DayPartingSchedule = {};
  DAY_KEYS.forEach((day, d) => {
    const intervals: HourInterval[] = [];
    let start: number | null = null;
    for (let h = 0; h <= HOURS_PER_DAY; h++) {
      const on = h < HOURS_PER_DAY && grid[d]?.[h] === true;
      if (on && start === null) start = h;
      if (!on && start !== null) {
        intervals.push({ start, end: h });
        start = null;
      }
    }
    if (intervals.length > 0) schedule[day] = intervals;
  });
  return schedule;
}

/** Merges overlapping or adjacent intervals of a schedule. */
export function normalizeSchedule(schedule: DayPartingSchedule): DayPartingSchedule {
  return gridToSchedule(scheduleToGrid(schedule));
}

/**
 * Drag (docs/product-rules.md#ad-scheduling): the first cell decides — over a selected cell the drag deselects, over an
 * unselected one it selects — the rectangle from `from` to `to`.
 */
export function applyDrag(grid: DayPartingGrid, from: GridCell, to: GridCell): DayPartingGrid {
  const select = grid[from.day]?.[from.hour] !== true;
  const [d0, d1] = [Math.min(from.day, to.day), Math.max(from.day, to.day)];
  const [h0, h1] = [Math.min(from.hour, to.hour), Math.max(from.hour, to.hour)];
  return grid.map((row, d) => row.map((cell, h) => (d >= d0 && d <= d1 && h >= h0 && h <= h1 ? select : cell)));
}

const hh = (h: number): string => `${String(h).padStart(2, '0')}:00`;
const intervalsText = (intervals: readonly HourInterval[]): string => intervals.map((i) => `${hh(i.start)}-${hh(i.end)}`).join(', ');

/** A readable summary: consecutive days with the same hours grouped, e.g. "Mon-Fri 09:00-17:00; Sun 00:00-24:00". */
export function summarizeSchedule(schedule: DayPartingSchedule): string {
  const normal = normalizeSchedule(schedule);
  const parts: string[] = [];
  let i = 0;
  while (i < DAY_KEYS.length) {
    const day = DAY_KEYS[i]!;
    const text = intervalsText(normal[day] ?? []);
    let j = i;
    while (j + 1 < DAY_KEYS.length && intervalsText(normal[DAY_KEYS[j + 1]!] ?? []) === text) j++;
    if (text !== '') parts.push(`${j > i ? `${day}-${DAY_KEYS[j]}` : day} ${text}`);
    i = j + 1;
  }
  return parts.length === 0 ? 'No hours selected' : parts.join('; ');
}

/** The platform's schedule entry: minutes, days 0 = Sunday, whole hours (docs/product-rules.md#ad-scheduling). */
export interface PlatformScheduleEntry {
  start_minute: number;
  end_minute: number;
  days: number[];
  timezone_type: 'USER' | 'ADVERTISER';
}

/** Time-zone basis (docs/product-rules.md#ad-scheduling): the viewer's (USER, the person seeing the ad) or the ad
 * account's (ADVERTISER). */
const timezoneTypeOf = (basis: DayPartingTimeZone): 'USER' | 'ADVERTISER' => (basis === 'viewer' ? 'USER' : 'ADVERTISER');

/** Platform day number of a day key: Sun 0, Mon 1, ..., Sat 6. */
const platformDayOf = (day: DayKey): number => (DAY_KEYS.indexOf(day) + 1) % 7;

/** The schedule as the platform's `adset_schedule`: one entry per interval, same intervals share an entry. */
export function toPlatformSchedule(schedule: DayPartingSchedule, basis: DayPartingTimeZone): PlatformScheduleEntry[] {
  const byInterval = new Map<string, PlatformScheduleEntry>();
  const normal = normalizeSchedule(schedule);
  for (const day of DAY_KEYS) {
    for (const { start, end } of normal[day] ?? []) {
      const key = `${start}-${end}`;
      const entry = byInterval.get(key) ?? { start_minute: start * 60, end_minute: end * 60, days: [], timezone_type: timezoneTypeOf(basis) };
      entry.days.push(platformDayOf(day));
      byInterval.set(key, entry);
    }
  }
  return [...byInterval.values()].map((e) => ({ ...e, days: [...e.days].sort((a, b) => a - b) }));
}

/**
 * A platform `adset_schedule` read back (a copy's source): the schedule and its time-zone basis. Whole hours only;
 * an entry the grid cannot show (minutes off the hour) leaves the schedule empty, so the buyer sets it.
 */
export function fromPlatformSchedule(entries: readonly PlatformScheduleEntry[]): { schedule: DayPartingSchedule; basis: DayPartingTimeZone } {
  const schedule: DayPartingSchedule = {};
  const whole = entries.every((e) => e.start_minute % 60 === 0 && e.end_minute % 60 === 0 && e.end_minute > e.start_minute && e.end_minute <= 1440);
  for (const e of whole ? entries : []) {
    for (const n of e.days) {
      const day = DAY_KEYS[(n + 6) % 7];
      if (day) (schedule[day] ??= []).push({ start: e.start_minute / 60, end: e.end_minute / 60 });
    }
  }
  return { schedule: normalizeSchedule(schedule), basis: entries[0]?.timezone_type === 'USER' ? 'viewer' : 'account' };
}
