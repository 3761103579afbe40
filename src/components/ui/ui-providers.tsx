import type { ReactNode } from 'react';
import { ToastRegion } from './toast.tsx';
import { UiRouterProvider } from './ui-router-provider.tsx';

/**
 * Everything the UI primitives need around them: router-aware links and the toast region.
 * Mount inside TanStack's RouterProvider, ideally once in the root route.
 */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <UiRouterProvider>
      {children}
      <ToastRegion />
    </UiRouterProvider>
  );
}
