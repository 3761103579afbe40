import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { PopoverDialog } from '../../../components/ui/popover-dialog.tsx';
import type { SyncStatus } from '../../runtime/protocol.ts';
import { useSyncStatus } from '../hooks.tsx';
import { ago, indicatorText } from './sync-wording.ts';
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

const storageWords = {
  quota: 'The disk is full: new data is not kept offline.',
  wiped: 'The browser removed the local data; syncing it again.',
  unavailable: 'This browser cannot keep data offline here (private mode?): working online only.',
} as const;

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
        <div className="mc-sync-details">
          <p className="mc-sync-details__head">
            <strong>{status.online ? 'Online' : 'Offline'}</strong>
            {' · '}
            {status.leader ? 'this tab syncs' : 'another tab syncs'}
            {status.storage.persisted === true ? ' · storage kept by the browser' : ''}
          </p>
          {status.storage.problem !== null && (
            <p className="mc-sync-details__problem">{storageWords[status.storage.problem]}</p>
          )}
          {status.phase === 'unauthorized' && (
            <p className="mc-sync-details__problem">
              Your session expired: sign in again to continue syncing. Pending writes are kept.
            </p>
          )}
          <ul className="mc-sync-details__list" aria-label="Synced collections">
            {Object.values(status.collections).map((c) => (
              <li key={c.name}>
                <span className="mc-sync-details__name">{c.label}</span>
                <span className="mc-sync-details__state">
                  {c.syncing
                    ? 'syncing…'
                    : c.lastSyncedAt !== null
                      ? `synced ${ago(c.lastSyncedAt, now)}`
                      : c.error === null
                        ? 'not synced yet'
                        : ''}
                  {c.error !== null && <span className="mc-sync-details__error"> {c.error}</span>}
                  {c.quarantined > 0 && ` · ${c.quarantined} invalid`}
                </span>
                <span className="mc-sync-details__rows">{c.rows.toLocaleString('en-US')}</span>
              </li>
            ))}
          </ul>
          <Link href={pendingWritesHref} onPress={() => setOpen(false)}>
            Pending writes
            {pending + failed > 0 ? ` (${pending} pending${failed > 0 ? `, ${failed} failed` : ''})` : ''}
          </Link>
        </div>
      </PopoverDialog>
    </DialogTrigger>
  );
}
