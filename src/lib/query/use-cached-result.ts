import type { UseQueryResult } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the browser believes it is online: `navigator.onLine` and its events, which (unlike
 * TanStack's online manager, which only listens to events) is right from the first render of a
 * page opened offline.
 */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (notify) => {
      window.addEventListener('online', notify);
      window.addEventListener('offline', notify);
      return () => {
        window.removeEventListener('online', notify);
        window.removeEventListener('offline', notify);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/** What {@link useIsCachedResult} tells about a query's data. */
export interface CachedResult {
  /** The data shown is an earlier answer: offline, refetch paused, or the last refetch failed. */
  cached: boolean;
  /** When the data shown was fetched (ms since epoch), or null without data. */
  fetchedAt: number | null;
}

type QueryState = Pick<
  UseQueryResult,
  'data' | 'dataUpdatedAt' | 'errorUpdatedAt' | 'fetchStatus' | 'isRefetchError'
>;

/** Pure form of {@link useIsCachedResult}, for tests and non-React callers. */
export function cachedResultOf(query: QueryState, online: boolean): CachedResult {
  if (query.data === undefined) return { cached: false, fetchedAt: null };
  const failedSince = query.isRefetchError || query.errorUpdatedAt > query.dataUpdatedAt;
  const cached = !online || query.fetchStatus === 'paused' || failedSince;
  return { cached, fetchedAt: query.dataUpdatedAt };
}

/**
 * Marks data served from the cache while offline or after a failed refetch, so a screen can say
 * so (`<CachedBadge query={q} />`) instead of passing old answers off as fresh.
 */
export function useIsCachedResult(query: QueryState): CachedResult {
  return cachedResultOf(query, useIsOnline());
}

/** "just now", "5 min ago", "3 h ago", "2 d ago" for a past time (ms since epoch). */
export function fetchedAgo(fetchedAt: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - fetchedAt) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}
