import { createRootRoute, Outlet } from '@tanstack/react-router';
import { UiProviders } from '../../components/ui/ui-providers.tsx';

/**
 * The root of every route: the account screens and the shell layout hang below it. UI providers
 * (router-aware links, the one toast region) are mounted here so every screen has them.
 */
export const rootRoute = createRootRoute({
  component: () => (
    <UiProviders>
      <Outlet />
    </UiProviders>
  ),
});
