import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { hashKey } from '@tanstack/react-query';

const OWNER_KEY = 'mc.query-cache.owner';

/**
 * Keeps the cached answers to one signed-in user. When the identity query answers with another
 * user than the one the cache was saved for (a session that ended without sign-out, then someone
 * else signed in), every other answer is dropped at once, in memory and so on disk.
 */
export function forgetOtherUsers(
  client: QueryClient,
  identityKey: QueryKey,
  userIdOf: (data: unknown) => string | undefined,
): () => void {
  const identityHash = hashKey(identityKey);
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== identityHash)
      return;
    const userId = userIdOf(event.query.state.data);
    if (userId === undefined) return;
    const previous = localStorage.getItem(OWNER_KEY);
    if (previous === userId) return;
    localStorage.setItem(OWNER_KEY, userId);
    if (previous !== null) client.removeQueries({ predicate: (q) => q.queryHash !== identityHash });
  });
}
