import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogTrigger } from '../../../components/ui/dialog.tsx';
import { PopoverDialog } from '../../../components/ui/popover-dialog.tsx';
import type { SyncStatus } from '../../runtime/protocol.ts';
import { useSyncStatus } from '../hooks.tsx';
import { indicatorText } from './sync-wording.ts';
import { SyncDetails } from './sync-details.tsx';
import { useNow } from '../../../lib/use-now.ts';
import './sync-ui.css';

function toneOf(status: SyncStatus): 'ok' | 'offline' | 'problem' | 'busy' {
  if (status.phase === 'offline' || !status.online) return 'offline';
  if (
    status.phase === 'error' ||
    status.phase === 'unauthorized' ||
    status.outbox.failed > 0 ||
    status.storage.problem !== null
  )
    return 'problem';
  if (status.phase === 'syncing' || status.phase === 'starting') return 'busy';
  return 'ok';
}

/** The top bar's sync indicator: state, last sync, pending and failed writes; opens the details. */
export function SyncStatusIndicator({
  pendingWritesHref = '/pending-writes',
}: {
  pendingWritesHref?: string;
}) {
  const status = useSyncStatus();
  // Controlled so that following its link closes it: it must not stay open over the next page.
  const [open, setOpen] = useState(false);
  const now = useNow();
  const label = indicatorText(status, now);
  const { pending, failed } = status.outbox;
  const counts = [pending > 0 ? `${pending} pending` : '', failed > 0 ? `${failed} failed` : '']
    .filter(Boolean)
    .join(', ');
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button
        variant="ghost"
        aria-label={`Sync status: ${label}${counts ? `, ${counts}` : ''}`}
        className="mc-sync-indicator"
        data-tone={toneOf(status)}
      >
        <span className="mc-sync-indicator__dot" aria-hidden="true" />
        <span className="mc-sync-indicator__label">{label}</span>
        {pending > 0 && <Badge tone="accent">{pending} pending</Badge>}
        {failed > 0 && <Badge tone="unhealthy">{failed} failed</Badge>}
      </Button>
      <PopoverDialog label="Sync details">
        <SyncDetails
          status={status}
          now={now}
          pendingWritesHref={pendingWritesHref}
          onFollow={() => setOpen(false)}
        />
      </PopoverDialog>
    </DialogTrigger>
  );
}
