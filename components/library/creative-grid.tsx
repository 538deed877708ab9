import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Badge, Box, Text, UnstyledButton } from '@mantine/core';
import { formatBytes, type LibraryCreative } from '../../lib/contract/library';

// A windowed grid: only the rows in view (and two either side) are in the DOM, so hundreds of creatives scroll
// smoothly; reaching the last rows asks for the next page.

const TILE_WIDTH = 120;
const ROW_HEIGHT = 150;
const OVERSCAN_ROWS = 2;

export interface CreativeGridProps {
  items: readonly LibraryCreative[];
  selectedIds: ReadonlySet<string>;
  onItemClick(id: string, event: { shiftKey: boolean }): void;
  onEndReached?(): void;
  height?: number;
}

export function CreativeGrid({ items, selectedIds, onItemClick, onEndReached, height = 420 }: CreativeGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [width, setWidth] = useState(TILE_WIDTH * 3);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth || TILE_WIDTH * 3));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const columns = Math.max(1, Math.floor(width / TILE_WIDTH));
  const rows = Math.ceil(items.length / columns);
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN_ROWS);
  const last = Math.min(rows, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN_ROWS);
  const visible = items.slice(first * columns, last * columns);

  useEffect(() => {
    if (onEndReached && rows > 0 && last >= rows - OVERSCAN_ROWS) onEndReached();
  }, [last, rows, onEndReached]);

  return (
    <Box
      ref={ref}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      style={{ height, overflowY: 'auto', position: 'relative' }}
      role="listbox"
      aria-label="Creatives"
      aria-multiselectable
    >
      <div style={{ height: rows * ROW_HEIGHT, position: 'relative' }}>
        {visible.map((item, i) => {
          const index = first * columns + i;
          return (
            <Tile
              key={item.id}
              item={item}
              selected={selectedIds.has(item.id)}
              top={Math.floor(index / columns) * ROW_HEIGHT}
              left={(index % columns) * TILE_WIDTH}
              onClick={(e) => onItemClick(item.id, { shiftKey: e.shiftKey })}
            />
          );
        })}
      </div>
    </Box>
  );
}

function Tile({ item, selected, top, left, onClick }: { item: LibraryCreative; selected: boolean; top: number; left: number; onClick(e: MouseEvent): void }) {
  return (
    <UnstyledButton
      role="option"
      aria-selected={selected}
      data-testid="library-tile"
      onClick={onClick}
      style={{
        position: 'absolute',
        top,
        left,
        width: TILE_WIDTH - 8,
        height: ROW_HEIGHT - 8,
        borderRadius: 6,
        padding: 4,
        border: `2px solid ${selected ? 'var(--mantine-color-blue-9)' : 'var(--mantine-color-gray-3)'}`,
        background: selected ? 'var(--mantine-color-blue-0)' : undefined,
      }}
    >
      <div
        style={{
          height: 80,
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: 'var(--mantine-color-gray-1)',
          borderRadius: 4,
          overflow: 'hidden',
        }}
      >
        {/* Thumbnails load as their tiles come into view; a video without poster shows ▶ alone. */}
        {item.thumbnailUrl && (
          <img src={item.thumbnailUrl} alt="" loading="lazy" decoding="async" style={{ maxWidth: '100%', maxHeight: 80, objectFit: 'contain' }} />
        )}
        {item.type === 'video' && (
          <Text size="xl" aria-hidden style={item.thumbnailUrl ? { position: 'absolute', color: 'white', textShadow: '0 0 4px black' } : undefined}>
            ▶
          </Text>
        )}
      </div>
      {/* The tile's accessible name is its visible text: name, type, size (WCAG label in name). */}
      <Text size="xs" fw={500} truncate="end" mt={2}>
        {item.name}
      </Text>{' '}
      <Text size="xs" c="dimmed" truncate="end" component="div">
        <Badge size="xs" variant="light" mr={4}>
          {item.type}
        </Badge>{' '}
        {formatBytes(item.sizeBytes)}
        {item.width && item.height ? ` · ${item.width}×${item.height}` : ''}
      </Text>
    </UnstyledButton>
  );
}
