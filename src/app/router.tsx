import { createRouter } from '@tanstack/react-router';
import { authRouteTree } from './routes/auth-routes.tsx';
import { rootRoute } from './routes/root-route.tsx';
import { shellRouteTree } from './routes/shell-routes.tsx';

// The only place route groups are combined (features never import each other).
export const router = createRouter({ routeTree: rootRoute.addChildren([...authRouteTree, ...shellRouteTree]) });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
