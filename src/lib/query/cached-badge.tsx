import { useEffect, useState } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { fetchedAgo, useIsCachedResult, type CachedResult } from './use-cached-result.ts';

type QueryLike = Parameters<typeof useIsCachedResult>[0];

/** The current time, refreshed every 30 s while `active`, so "5 min ago" keeps counting. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** The badge text of a cached result, or null when the data is live. */
export function cachedLabel(result: CachedResult, now: number): string | null {
  if (!result.cached || result.fetchedAt === null) return null;
  return `Cached — last fetched ${fetchedAgo(result.fetchedAt, now)}`;
}

/**
 * "Cached — last fetched 5 min ago" next to data a query serves from its cache (offline, or its
 * refetch failed). Renders nothing while the data is live.
 */
export function CachedBadge({ query }: { query: QueryLike }) {
  const result = useIsCachedResult(query);
  const now = useNow(result.cached);
  const label = cachedLabel(result, now);
  if (label === null) return null;
  const title = result.fetchedAt === null ? undefined : new Date(result.fetchedAt).toLocaleString();
  return (
    <Badge tone="warning" dot {...(title === undefined ? {} : { title })}>
      {label}
    </Badge>
  );
}
