// Pieces shared by the table and the card layout.
import { Badge, StatusDot } from '../../../components/ui/badge.tsx';
import type { CheckRow } from '../../../sync/collections/checks.ts';
import { uptimePercent } from '../../../sync/collections/checks.ts';
import { formatAge, formatDuration, formatUptime, indicatorOf, showsTransitionAge } from '../state/format.ts';
import { visibleChips } from '../state/labels.ts';

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

export function LabelChips({ labels, max = 3 }: { labels: Readonly<Record<string, string>>; max?: number }) {
  const { shown, more } = visibleChips(labels, max);
  if (shown.length === 0) return null;
  // Every label, for whoever hovers or focuses the row: the chips may end in an ellipsis.
  const all = Object.entries(labels)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  return (
    <span className="health-chips" title={all}>
      {shown.map(([k, v]) => (
        <Badge key={k}>
          {k}: {v}
        </Badge>
      ))}
      {more > 0 && <Badge tone="accent">+{more} more</Badge>}
    </span>
  );
}
