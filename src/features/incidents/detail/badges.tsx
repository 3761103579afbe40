import { Badge } from '../../../components/ui/badge.tsx';
import type { LocalPending } from '../../../sync/collections/incidents.ts';
import { labelOf, severityKey } from '../model/incident-rules.ts';
import { isPending } from '../model/pending.ts';

type Tone = 'unhealthy' | 'warning' | 'healthy' | 'accent' | 'neutral';
const SEVERITY_TONE: Record<string, Tone> = {
  critical: 'unhealthy',
  blocker: 'unhealthy',
  high: 'warning',
  medium: 'accent',
  low: 'neutral',
};

/** 'high' and the existing console's 'High' are one severity, with one tone and label. */
export function SeverityBadge({ severity }: { severity: string }) {
  const key = severityKey(severity);
  return <Badge tone={SEVERITY_TONE[key] ?? 'neutral'}>{labelOf(key)}</Badge>;
}

/**
 * An incident status with a colour of its own (incidents.css): new red, open orange, investigating
 * blue, mitigated violet, resolved green, closed grey. Six statuses, so the five status tones of
 * the shared badge are not enough.
 */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className="mc-badge incident-status" data-status={status}>
      {labelOf(status)}
    </span>
  );
}

/** "Pending" while a write of the row waits in the outbox. */
export function IncidentPendingBadge({
  row,
  field,
}: {
  row: { local_pending?: LocalPending | undefined } | undefined;
  field?: string;
}) {
  if (!isPending(row, field)) return null;
  return (
    <span className="incidents-pending" title="Saved on this device; waiting to reach the server">
      Pending
    </span>
  );
}
