import { describe, expect, it } from 'vitest';
import { applyDrag, emptyGrid, gridToSchedule, normalizeSchedule, scheduleToGrid, summarizeSchedule, toPlatformSchedule } from './day-parting';

describe('§5/§9 day parting', () => {
  it('§9 the grid is 7 days by 24 hours', () => {
    const g = emptyGrid();
    expect([g.length, g[0]?.length]).toEqual([7, 24]);
  });
  it('§5 dragging over unselected hours selects them, adjacent hours merge', () => {
    let g = applyDrag(emptyGrid(), { day: 0, hour: 9 }, { day: 0, hour: 11 });
    g = applyDrag(g, { day: 0, hour: 12 }, { day: 0, hour: 16 });
    expect(gridToSchedule(g)).toEqual({ Mon: [{ start: 9, end: 17 }] });
  });
  it('§5 dragging from a selected hour deselects', () => {
    const g = applyDrag(scheduleToGrid({ Mon: [{ start: 9, end: 17 }] }), { day: 0, hour: 12 }, { day: 0, hour: 13 });
    expect(gridToSchedule(g)).toEqual({
      Mon: [
        { start: 9, end: 12 },
        { start: 14, end: 17 },
      ],
    });
  });
  it('§5 a drag across days selects the rectangle', () => {
    const g = applyDrag(emptyGrid(), { day: 4, hour: 22 }, { day: 0, hour: 20 });
    expect(gridToSchedule(g)).toEqual(Object.fromEntries(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((d) => [d, [{ start: 20, end: 23 }]])));
  });
  it('§3 whole-day intervals reach 24', () => {
    expect(
      normalizeSchedule({
        Sun: [
          { start: 0, end: 12 },
          { start: 12, end: 24 },
        ],
      }),
    ).toEqual({ Sun: [{ start: 0, end: 24 }] });
  });
  it.each([
    [{}, 'No hours selected'],
    [
      { Mon: [{ start: 9, end: 17 }], Tue: [{ start: 9, end: 17 }], Wed: [{ start: 9, end: 17 }], Thu: [{ start: 9, end: 17 }], Fri: [{ start: 9, end: 17 }] },
      'Mon-Fri 09:00-17:00',
    ],
    [
      {
        Mon: [
          { start: 0, end: 2 },
          { start: 22, end: 24 },
        ],
        Sun: [{ start: 10, end: 12 }],
      },
      'Mon 00:00-02:00, 22:00-24:00; Sun 10:00-12:00',
    ],
  ])('§2 summary of %j', (schedule, text) => {
    expect(summarizeSchedule(schedule)).toBe(text);
  });
  it('§9 platform schedule: minutes, days 0 = Sunday, account basis is ADVERTISER', () => {
    expect(
      toPlatformSchedule(
        {
          Mon: [{ start: 9, end: 17 }],
          Sun: [
            { start: 9, end: 17 },
            { start: 20, end: 24 },
          ],
          Sat: [{ start: 0, end: 1 }],
        },
        'account',
      ),
    ).toEqual([
      { start_minute: 540, end_minute: 1020, days: [0, 1], timezone_type: 'ADVERTISER' },
      { start_minute: 0, end_minute: 60, days: [6], timezone_type: 'ADVERTISER' },
      { start_minute: 1200, end_minute: 1440, days: [0], timezone_type: 'ADVERTISER' },
    ]);
  });
  it("§2 the viewer's time-zone basis is USER", () => {
    expect(toPlatformSchedule({ Wed: [{ start: 1, end: 2 }] }, 'viewer')).toEqual([{ start_minute: 60, end_minute: 120, days: [3], timezone_type: 'USER' }]);
  });
});
