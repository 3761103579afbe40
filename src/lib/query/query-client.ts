import { onlineManager, QueryClient } from '@tanstack/react-query';

/** How long answers are kept (in memory and on disk) for a start without network. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/**
 * The console's one QueryClient, for the online-only reads (server searches, server-paged lists,
 * whoami, properties); synced data never goes through it. `offlineFirst`: a query runs its
 * function once even when the browser says offline (the service worker or a cache may answer),
 * then pauses retries until the network is back, so cached answers stay on screen.
 */
export const appQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, networkMode: 'offlineFirst', gcTime: CACHE_MAX_AGE_MS },
    mutations: { networkMode: 'offlineFirst' },
  },
});

// The online manager only hears `online`/`offline` events; a page opened offline starts offline.
if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
