// A run's or an action's status as a badge (spec 02-areas §4: pending, running, waiting,
// scheduled, completed, failed, cancelled; actions also sleeping and skipped).
import { Badge } from '../../../components/ui/badge.tsx';

type Tone = Parameters<typeof Badge>[0]['tone'];

const TONES: Readonly<Record<string, Tone>> = {
  completed: 'healthy',
  failed: 'unhealthy',
  timed_out: 'unhealthy',
  cancelled: 'neutral',
  skipped: 'neutral',
  running: 'accent',
  pending: 'warning',
  scheduled: 'warning',
  waiting: 'warning',
  pending_approval: 'warning',
  sleeping: 'warning',
};

export const statusWords = (status: string): string => status.replace(/_/g, ' ');

export function RunStatus({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{statusWords(status)}</Badge>;
}
