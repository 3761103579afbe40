import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { hashKey } from '@tanstack/react-query';

/**
 * Asks the browser once, after the first successful sign-in check of this page, to keep this
 * origin's storage (outbox, local store) under storage pressure. Never blocks startup; the
 * answer is informational (Chromium decides by engagement, installed apps get it).
 */
export function requestPersistentStorageAfterSignIn(client: QueryClient, identityKey: QueryKey): () => void {
  const identityHash = hashKey(identityKey);
  let asked = false;
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (
      asked ||
      event.type !== 'updated' ||
      event.action.type !== 'success' ||
      event.query.queryHash !== identityHash
    )
      return;
    asked = true;
    unsubscribe();
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (storage === undefined || typeof storage.persist !== 'function') return;
    void storage
      .persisted()
      .then((already) => (already ? true : storage.persist()))
      .catch(() => false);
  });
  return unsubscribe;
}
