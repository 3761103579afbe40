import type { ReactNode } from 'react';
import './badge.css';

/** Health states shown across the console. */
export type HealthStatus = 'healthy' | 'warning' | 'unhealthy' | 'unknown';

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** A health colour, `accent`, or `neutral` (default). */
  tone?: HealthStatus | 'accent' | 'neutral';
  /** Show a leading status dot. */
  dot?: boolean;
  children: ReactNode;
  title?: string;
}

/** A small rounded label: a status, a count, a tag (`key: value` chips). */
export function Badge({ tone = 'neutral', dot = false, children, title }: BadgeProps) {
  return (
    <span className="mc-badge" data-tone={tone} {...(title === undefined ? {} : { title })}>
      {dot && <span className="mc-badge__dot" aria-hidden="true" />}
      {children}
    </span>
  );
}

/** A coloured dot with the status read out to screen readers (visually just the dot unless `label`). */
export function StatusDot({ status, label }: { status: HealthStatus; label?: ReactNode }) {
  return (
    <span className="mc-status-dot" data-tone={status}>
      <span className="mc-badge__dot" aria-hidden="true" />
      {label ?? <span className="mc-visually-hidden">{status}</span>}
    </span>
  );
}
