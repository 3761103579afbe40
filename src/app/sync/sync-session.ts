// The running sync worker of this tab, so sign-out can stop it before the local data is wiped
// (a worker still holding the database would block the wipe, or write into a fresh copy).
import type { WorkerSyncClient } from '../../sync/client/worker-client.ts';

let active: WorkerSyncClient | null = null;

export function setActiveSyncClient(client: WorkerSyncClient | null): void {
  active = client;
}

/** Stops this tab's worker and tells other tabs' workers to stop; never rejects. */
export async function stopSyncForSignOut(): Promise<void> {
  const client = active;
  active = null;
  await client?.closeForSignOut().catch(() => undefined);
}
