import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { DAY_KEYS, HOURS_PER_DAY, HOUR_HEADER_GROUP, applyDrag, type DayPartingGrid, type GridCell } from '../../../lib/rules';

// The ad scheduling grid (docs/product-rules.md#ad-scheduling: 7 days by 24 hours with drag selection, the header
// grouping the hours by 3): a drag selects or deselects the rectangle it covers as lib/rules' applyDrag says; keyboard:
// arrow keys move between cells (one tab stop for the grid), Space or Enter toggles the focused one.

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
const groups = Array.from({ length: HOURS_PER_DAY / HOUR_HEADER_GROUP }, (_, i) => i * HOUR_HEADER_GROUP);
const border = '1px solid var(--mantine-color-default-border)';
const cellStyle = (on: boolean, groupStart: boolean): CSSProperties => ({
  height: 22,
  padding: 0,
  cursor: 'pointer',
  background: on ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default)',
  border,
  borderLeft: groupStart ? '2px solid var(--mantine-color-dimmed)' : border,
});
const headStyle: CSSProperties = { fontSize: 11, fontWeight: 500, textAlign: 'left', padding: '0 0 2px 2px' };

export function DayPartingGridTable({ grid, onChange }: { grid: DayPartingGrid; onChange: (grid: DayPartingGrid) => void }) {
  const [drag, setDrag] = useState<{ from: GridCell; to: GridCell } | null>(null);
  const [focus, setFocus] = useState<GridCell>({ day: 0, hour: 0 });
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const shown = drag ? applyDrag(grid, drag.from, drag.to) : grid;

  // A drag ends wherever the pointer is released (also outside the grid).
  useEffect(() => {
    if (!drag) return;
    const end = () => {
      onChange(applyDrag(grid, drag.from, drag.to));
      setDrag(null);
    };
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, [drag, grid, onChange]);

  const moveTo = (cell: GridCell) => {
    setFocus(cell);
    cells.current.get(`${cell.day}:${cell.hour}`)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent, cell: GridCell) => {
    const steps: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const step = steps[e.key];
    if (step) {
      e.preventDefault();
      moveTo({ day: Math.min(DAY_KEYS.length - 1, Math.max(0, cell.day + step[0])), hour: Math.min(HOURS_PER_DAY - 1, Math.max(0, cell.hour + step[1])) });
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      onChange(applyDrag(grid, cell, cell));
    }
  };

  return (
    <table
      role="grid"
      aria-label="Ad schedule: days and hours"
      aria-multiselectable="true"
      style={{ borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed', touchAction: 'none', userSelect: 'none' }}
    >
      <thead>
        <tr>
          <td style={{ width: 34 }} />
          {groups.map((h) => (
            <th key={h} colSpan={HOUR_HEADER_GROUP} scope="colgroup" style={headStyle}>
              {String(h).padStart(2, '0')}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {DAY_KEYS.map((dayKey, day) => (
          <tr key={dayKey}>
            <th scope="row" style={{ ...headStyle, padding: '0 4px 0 0' }}>
              {dayKey}
            </th>
            {shown[day]!.map((on, hour) => {
              const cell = { day, hour };
              const focused = focus.day === day && focus.hour === hour;
              return (
                <td
                  key={hour}
                  ref={(el) => {
                    if (el) cells.current.set(`${day}:${hour}`, el);
                    else cells.current.delete(`${day}:${hour}`);
                  }}
                  aria-label={`${dayKey} ${hh(hour)}`}
                  aria-selected={on}
                  tabIndex={focused ? 0 : -1}
                  data-selected={on || undefined}
                  style={cellStyle(on, hour % HOUR_HEADER_GROUP === 0)}
                  onPointerDown={(e) => {
                    e.preventDefault();
                    // Touch pointers are captured by the first cell; release so the others see the drag.
                    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
                    setFocus(cell);
                    setDrag({ from: cell, to: cell });
                  }}
                  onPointerEnter={() => drag && setDrag({ ...drag, to: cell })}
                  onFocus={() => setFocus(cell)}
                  onKeyDown={(e) => onKeyDown(e, cell)}
                />
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
