import type { ReactElement } from 'react';

// A small stroke icon set (16 px grid, 1.5 px lines, currentColor). Decorative: always aria-hidden,
// the control that holds one carries the label.

const paths = {
  dashboard: 'M2.5 2.5h4.5v5.5H2.5zM9 2.5h4.5v3H9zM9 7.5h4.5v6H9zM2.5 10h4.5v3.5H2.5z',
  health: 'M1.5 8.5h3l1.5-3 2.5 6 2-4.5 1 1.5h3',
  incidents: 'M8 2 14.5 13.5h-13L8 2ZM8 6.5v3.5M8 11.8v.2',
  catalog: 'M2.5 4.5 8 2l5.5 2.5v7L8 14l-5.5-2.5v-7ZM2.5 4.5 8 7l5.5-2.5M8 7v7',
  logs: 'M3 3.5h10M3 6.5h10M3 9.5h7M3 12.5h8',
  playbooks: 'M4 2.5v11l9-5.5-9-5.5Z',
  settings:
    'M8 5.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM8 1.5v2M8 12.5v2M1.5 8h2M12.5 8h2M3.4 3.4l1.4 1.4M11.2 11.2l1.4 1.4M3.4 12.6l1.4-1.4M11.2 4.8l1.4-1.4',
  refresh: 'M13 3v3.5H9.5M13 6.5A5.5 5.5 0 1 0 13.5 9',
  help: 'M8 14.5a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM6.2 6.2a1.9 1.9 0 1 1 2.6 1.8c-.5.2-.8.6-.8 1.1v.4M8 11.3v.2',
  chevronDown: 'm4 6 4 4 4-4',
  chevronRight: 'm6 4 4 4-4 4',
  sidebar: 'M2 3h12v10H2zM6 3v10',
  user: 'M8 8a2.8 2.8 0 1 0 0-5.6A2.8 2.8 0 0 0 8 8ZM2.5 14c.6-2.6 2.8-4 5.5-4s4.9 1.4 5.5 4',
  download: 'M8 2v8.5M4.5 7 8 10.5 11.5 7M2.5 13.5h11',
  signOut: 'M6 2.5H3v11h3M10.5 5l3 3-3 3M13.5 8H6',
  copy: 'M5.5 5.5h8v8h-8zM10.5 5.5v-3h-8v8h3',
  external: 'M9.5 2.5h4v4M13.5 2.5 7.5 8.5M11.5 9.5v4h-9v-9h4',
  docs: 'M3 2.5h7l3 3v8H3zM10 2.5v3h3M5.5 8h5M5.5 10.5h5',
  sun: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8 1.5v1.5M8 13v1.5M1.5 8H3M13 8h1.5M3.4 3.4l1 1M11.6 11.6l1 1M3.4 12.6l1-1M11.6 4.4l1-1',
  moon: 'M13.5 9.5A5.5 5.5 0 1 1 6.5 2.5a4.5 4.5 0 0 0 7 7Z',
  monitor: 'M2 3h12v8H2zM6 14h4M8 11v3',
  filter: 'M2 3h12L9.5 8.5v4.5l-3 1.5v-6L2 3Z',
  clock: 'M8 14.5a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM8 4.5V8l2.5 1.5',
} as const;

/** Names of the icons in the set. */
export type IconName = keyof typeof paths;

/** One icon of the set, sized in px (16 by default). */
export function Icon({ name, size = 16 }: { name: IconName; size?: number }): ReactElement {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
