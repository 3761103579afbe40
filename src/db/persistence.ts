/** What the browser said about keeping our storage through storage pressure. */
export type PersistenceResult = 'granted' | 'denied' | 'unsupported';

/**
 * Asks the browser not to evict this origin's storage (`navigator.storage.persist()`), as the
 * brief requires. Without it, the browser may wipe the store under pressure: `store.fresh` and
 * the `closed` event then tell the sync engine to resync.
 */
export async function requestPersistentStorage(
  storage: StorageManager | undefined = globalThis.navigator?.storage,
): Promise<PersistenceResult> {
  if (!storage || typeof storage.persist !== 'function') return 'unsupported';
  try {
    if (await storage.persisted()) return 'granted';
    return (await storage.persist()) ? 'granted' : 'denied';
  } catch {
    return 'unsupported';
  }
}
