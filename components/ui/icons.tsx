import type { ReactNode } from 'react';

// The panel's few icons, drawn after Tabler Icons (MIT): inline SVG, so that no icon library weighs on the first screen
// (docs/architecture.md#size). Decorative: the control they sit in carries the words.

function Icon({ size = 18, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const RocketIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M4 13a8 8 0 0 1 7 7a6 6 0 0 0 3 -5a9 9 0 0 0 6 -8a3 3 0 0 0 -3 -3a9 9 0 0 0 -8 6a6 6 0 0 0 -5 3" />
    <path d="M7 14a6 6 0 0 0 -3 6a6 6 0 0 0 6 -3" />
    <circle cx="15" cy="9" r="1" />
  </Icon>
);

export const PhotoIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M15 8h.01" />
    <path d="M3 6a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v12a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3z" />
    <path d="M3 16l5 -5c.928 -.893 2.072 -.893 3 0l5 5" />
    <path d="M14 14l1 -1c.928 -.893 2.072 -.893 3 0l3 3" />
  </Icon>
);

export const ListIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M9 6h11M9 12h11M9 18h11M5 6v.01M5 12v.01M5 18v.01" />
  </Icon>
);

export const BoltIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M13 3v7h6l-8 11v-7h-6l8 -11" />
  </Icon>
);

export const ChevronDownIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M6 9l6 6l6 -6" />
  </Icon>
);
