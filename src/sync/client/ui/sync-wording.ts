// Words for sync state: "synced 2 min ago", phases, counts. Pure, so it is unit tested.
import type { CollectionStatus, SyncStatus } from '../../runtime/protocol.ts';

/** "just now", "2 min ago", "3 h ago", "4 d ago" (ages under a minute read "just now"). */
export function ago(at: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}

/** The oldest last-sync time of the given collections (the data is as fresh as its stalest part). */
export function oldestSync(collections: readonly CollectionStatus[]): number | null {
  let oldest: number | null = null;
  for (const c of collections) {
    if (c.lastSyncedAt === null) return null;
    oldest = oldest === null ? c.lastSyncedAt : Math.min(oldest, c.lastSyncedAt);
  }
  return oldest;
}

/** One line about a set of collections, as the data screens show it. */
export function freshnessText(
  status: SyncStatus,
  collections: readonly CollectionStatus[],
  now: number,
): string {
  const synced = oldestSync(collections);
  const firstSync = collections.some((c) => !c.complete);
  if (status.phase === 'starting') return 'Loading local data…';
  if (!status.online || status.phase === 'offline')
    return synced === null
      ? 'Offline — no data synced yet'
      : `Offline — showing data synced ${ago(synced, now)}`;
  if (status.phase === 'unauthorized')
    return synced === null
      ? 'Sign in again to sync'
      : `Sign in again to sync — showing data synced ${ago(synced, now)}`;
  // A first sync between two pulls (its read queued or held) is still under way.
  const underWay = collections.some(
    (c) => c.syncing || (status.phase === 'syncing' && !c.complete && c.error === null),
  );
  if (firstSync && underWay) {
    const rows = collections.reduce((sum, c) => sum + c.rows, 0);
    return `First sync… ${rows.toLocaleString('en-US')} rows so far`;
  }
  if (collections.some((c) => c.syncing)) return 'Syncing…';
  if (synced === null)
    return collections.some((c) => c.error !== null) ? 'Not synced yet' : 'Waiting to sync';
  return `Synced ${ago(synced, now)}`;
}

/** The top bar's short label. */
export function indicatorText(status: SyncStatus, now: number): string {
  const all = Object.values(status.collections);
  const synced = oldestSync(all.filter((c) => c.error === null || c.lastSyncedAt !== null));
  switch (status.phase) {
    case 'starting':
      return 'Starting…';
    case 'offline':
      return 'Offline';
    case 'unauthorized':
      return 'Sign in to sync';
    case 'syncing':
      return 'Syncing…';
    case 'error':
      return 'Sync problem';
    case 'idle':
      return synced === null ? 'Synced' : `Synced ${ago(synced, now)}`;
  }
}
