import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { RouteError } from '../shell/route-error.tsx';
import { rootRoute } from './root-route.tsx';

// The parent of every route inside the shell. It has a file of its own so that each area's route
// file can name it as its parent while shell-routes.tsx composes those files (no import cycle).
// The shell's own layout is the one `lazyRouteComponent`: it has no loader of its own to wait in.

/** Pathless layout: sidebar, top bar, and the wait for the session and feature flags. */
export const shellLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'shell',
  component: lazyRouteComponent(() => import('../shell/shell-layout.tsx'), 'ShellLayout'),
  errorComponent: RouteError,
});
