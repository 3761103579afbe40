// Pieces shared by the table and the card layout.
import { Badge, StatusDot } from '../../../components/ui/badge.tsx';
import type { CheckRow } from '../../../sync/collections/checks.ts';
import { uptimePercent } from '../../../sync/collections/checks.ts';
import { formatAge, formatDuration, formatUptime, indicatorOf, showsTransitionAge } from '../state/format.ts';
import { sortLabelEntries } from '../state/labels.ts';
import { useWrappedCount } from '../../../lib/use-wrapped-count.ts';

export function HealthCell({ row }: { row: CheckRow }) {
  return (
    <StatusDot
      status={indicatorOf(row.status)}
      label={<span className="health-status">{row.status ?? 'unknown'}</span>}
    />
  );
}

export function UptimeCell({ row }: { row: CheckRow }) {
  const pct = uptimePercent(row);
  return <span title={`${row.uptime.passed} passed, ${row.uptime.failed} failed`}>{formatUptime(pct)}</span>;
}

export function LatencyCell({ row }: { row: CheckRow }) {
  return <span>{formatDuration(row.latency.p95 ?? row.latency.avg)}</span>;
}

export function TransitionCell({ row, nowMs }: { row: CheckRow; nowMs: number }) {
  return (
    <span>
      {showsTransitionAge(row.last_transition_time, nowMs) ? formatAge(row.last_transition_time, nowMs) : ''}
    </span>
  );
}

const sayMore = (wrapped: number) => `+${wrapped} more`;

/**
 * A check's labels as chips: every chip that fits whole on the row's one line, then "+N more" for
 * those that do not (none is ever cut to a few letters). Hover or focus reads them all.
 */
export function LabelChips({ labels }: { labels: Readonly<Record<string, string>> }) {
  const entries = sortLabelEntries(labels);
  const all = entries.map(([k, v]) => `${k}: ${v}`).join('\n');
  const [line, more] = useWrappedCount<HTMLSpanElement, HTMLSpanElement>(all, sayMore);
  if (entries.length === 0) return null;
  return (
    <span className="health-chips" title={all}>
      <span ref={line} className="health-chips__line">
        {entries.map(([k, v]) => (
          <Badge key={k}>
            <span className="health-chip__text">
              {k}: {v}
            </span>
          </Badge>
        ))}
      </span>
      {/* A Badge's look; its text is the count, written by useWrappedCount (empty: hidden). */}
      <span ref={more} className="mc-badge health-chips__more" data-tone="accent" />
    </span>
  );
}
