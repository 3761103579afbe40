// The sync indicator's popover: the connection, storage and session, each collection's state, and
// the way to the pending writes. Its own component, so the list of every collection is built only
// while the popover is open: the status changes several times a second while a screen syncs or
// types, and the closed indicator re-rendered it each time (0.2–0.5 ms a keystroke).
import { Link } from '../../../components/ui/link.tsx';
import type { SyncStatus } from '../../runtime/protocol.ts';
import { ago } from './sync-wording.ts';

const storageWords = {
  quota: 'The disk is full: new data is not kept offline.',
  wiped: 'The browser removed the local data; syncing it again.',
  unavailable: 'This browser cannot keep data offline here (private mode?): working online only.',
} as const;

interface Props {
  status: SyncStatus;
  now: number;
  pendingWritesHref: string;
  /** The pending writes link was followed (the popover closes). */
  onFollow: () => void;
}

export function SyncDetails({ status, now, pendingWritesHref, onFollow }: Props) {
  const { pending, failed } = status.outbox;
  return (
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
      <Link href={pendingWritesHref} onPress={onFollow}>
        Pending writes
        {pending + failed > 0 ? ` (${pending} pending${failed > 0 ? `, ${failed} failed` : ''})` : ''}
      </Link>
    </div>
  );
}
