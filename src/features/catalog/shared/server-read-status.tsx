import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';

export interface ServerReadStatusProps {
  /** TanStack Query's fetchStatus: 'paused' means offline. */
  fetchStatus: 'fetching' | 'paused' | 'idle';
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  /** When the shown data was fetched (ms); 0 when none. */
  dataUpdatedAt: number;
  /** Data of this exact request is held (not a placeholder from another page). */
  hasData: boolean;
  /** What the list is, e.g. "changes". */
  noun: string;
  children: ReactNode;
}

function timeAgo(ms: number): string {
  const minutes = Math.round((Date.now() - ms) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} h ago` : `${Math.round(hours / 24)} days ago`;
}

/**
 * Frames a server-paged list: loading, errors, and offline. Offline, a page read before is
 * shown marked as cached; one never read says plainly that it needs the network.
 */
export function ServerReadStatus({
  fetchStatus,
  status,
  error,
  dataUpdatedAt,
  hasData,
  noun,
  children,
}: ServerReadStatusProps) {
  const offline = fetchStatus === 'paused' || (typeof navigator !== 'undefined' && !navigator.onLine);
  if (!hasData && (status === 'pending' || offline)) {
    if (offline) {
      return (
        <Alert tone="warning" title="You are offline">
          These {noun} are read from the server and this page was not opened before while online, so no copy
          is kept. It loads when the connection returns.
        </Alert>
      );
    }
    return <LoadingBlock label={`Loading ${noun}…`} />;
  }
  return (
    <>
      {offline && hasData && (
        <p className="catalog-cached-note" role="status">
          Offline: showing the cached copy of this page from {timeAgo(dataUpdatedAt)}.
        </p>
      )}
      {status === 'error' && error !== null && (
        <Alert tone="error" title={`Could not load ${noun}`}>
          {error.message || 'Something went wrong'}
        </Alert>
      )}
      {children}
    </>
  );
}
