import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PersistedQueryProvider } from '../lib/query/persisted-query-provider.tsx';
import { PwaNotices } from './pwa/pwa-notices.tsx';

// The console's React half, in stages that each evaluate or run as a task of their own (brief: no
// main-thread task > 50 ms; with the entry, all of it was one task of 80-150 ms here): main.tsx
// imports this module (react-dom, the router's core), which imports the route tree, then starts
// the routes' loads, then renders. index.html preloads every stage's chunks with the entry's
// (scripts/vite/boot-stage.ts), so the stages cost no extra round trip.

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Loads the route tree, starts the matched routes' loads (the shell's and the page's code) and renders the app into `container`. */
export async function startApp(container: HTMLElement): Promise<void> {
  const { router } = await import('./router.tsx');
  await nextTask();
  // The matched routes load now, not once React has committed the router: the first render then
  // finds them loaded and does not suspend.
  void router.load();
  await nextTask();

  // The first render is a transition: React renders the shell in slices of a few milliseconds and
  // lets the browser run between them, instead of one long task.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <PersistedQueryProvider>
          <RouterProvider router={router} />
          <PwaNotices />
        </PersistedQueryProvider>
      </StrictMode>,
    ),
  );
}
