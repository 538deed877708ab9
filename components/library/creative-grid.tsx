import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Badge, Box, Text, UnstyledButton } from '@mantine/core';
import { formatBytes, type LibraryCreative } from '../../lib/contract/library';

// A windowed grid: only the rows in view (and two either side) are in the DOM, so hundreds of creatives scroll
// smoothly; reaching the last rows asks for the next page. Tiles share the width (at least 120 px each); a tile shows
// its file name on up to two lines (whole in its title), its type and size, and its dimensions.

const TILE_WIDTH = 120;
const ROW_HEIGHT = 178;
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
  const tileWidth = width / columns;
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
              left={(index % columns) * tileWidth}
              width={tileWidth - 8}
              onClick={(e) => onItemClick(item.id, { shiftKey: e.shiftKey })}
            />
          );
        })}
      </div>
    </Box>
  );
}

interface TileProps {
  item: LibraryCreative;
  selected: boolean;
  top: number;
  left: number;
  width: number;
  onClick(e: MouseEvent): void;
}

function Tile({ item, selected, top, left, width, onClick }: TileProps) {
  return (
    <UnstyledButton
      role="option"
      aria-selected={selected}
      data-testid="library-tile"
      title={item.name}
      onClick={onClick}
      style={{
        position: 'absolute',
        top,
        left,
        width,
        height: ROW_HEIGHT - 8,
        borderRadius: 6,
        padding: 4,
        border: `2px solid ${selected ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
        background: selected ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-body)',
      }}
    >
      <div
        style={{
          height: 80,
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: 'var(--mantine-color-default-hover)',
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
      <Text size="xs" fw={500} lineClamp={2} mt={2} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
        {item.name}
      </Text>{' '}
      <Text size="xs" c="dimmed" component="div" lh={1.4}>
        <Badge size="xs" variant="light" mr={4}>
          {item.type}
        </Badge>{' '}
        {formatBytes(item.sizeBytes)}
        {item.width && item.height && (
          <>
            {' '}
            <br />
            {`${item.width}×${item.height}`}
          </>
        )}
      </Text>
    </UnstyledButton>
  );
}
