import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import './tokens.css';

/**
 * Connects react-aria to TanStack Router: every react-aria element with an `href` (Link, menu
 * items, tabs, table rows) then navigates client-side instead of reloading the page.
 * Mount it once inside TanStack's RouterProvider (a root or layout route component).
 */
export function UiRouterProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <RouterProvider
      // Hrefs are plain strings (path plus optional query); history.push accepts any of them,
      // which TanStack's typed navigate() would not without a cast per call site.
      navigate={(href) => router.history.push(href)}
      useHref={(href) => router.history.createHref(href)}
    >
      {children}
    </RouterProvider>
  );
}
