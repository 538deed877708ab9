import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import type { LaunchRecord, LaunchStatus } from '../../lib/contract/launch-record';
import { statusBadgeColor } from '../../lib/rules';

// Status badges (docs/side-panel.md#the-look): Ads Manager's way, a dot in the status's colour before the status in text
// colour, so that the words keep their contrast in light and dark; the dots in the platform's own palette. A badge
// never cuts its words: a long status wraps.

type StatusColor = ReturnType<typeof statusBadgeColor>;

/** The platform's status colours: Meta's green, orange, red, grey and blue. */
const PLATFORM_COLORS: Readonly<Record<StatusColor, string>> = { green: '#31a24c', orange: '#f2711c', red: '#e41e3f', gray: '#8a8d91', blue: '#0866ff' };

const WRAPPING = { root: { height: 'auto', minHeight: 'var(--badge-height)', flexShrink: 0, maxWidth: '100%' }, label: { whiteSpace: 'normal' } } as const;

export function StatusBadge({ color, children }: { color: StatusColor; children: ReactNode }) {
  return (
    <Badge variant="dot" color={PLATFORM_COLORS[color]} styles={WRAPPING}>
      {children}
    </Badge>
  );
}

/** A launch's status (docs/product-rules.md#statuses-and-steps), in the spec's colours. */
export function LaunchStatusBadge({ status }: { status: LaunchStatus }) {
  return <StatusBadge color={statusBadgeColor(status)}>{status.replace(/_/g, ' ')}</StatusBadge>;
}

/** A launch deleted or scheduled for deletion says so beside its status (docs/product-rules.md#deletion). */
export function DeletionBadge({ deletion }: { deletion: LaunchRecord['deletion'] }) {
  if (!deletion) return null;
  return <StatusBadge color="gray">{deletion.state === 'deleted' ? 'DELETED' : 'DELETION SCHEDULED'}</StatusBadge>;
}
