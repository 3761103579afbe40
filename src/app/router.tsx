import { createRouter } from '@tanstack/react-router';
import { LoadingBlock } from '../components/ui/spinner.tsx';
import { authRouteTree } from './routes/auth-routes.tsx';
import { rootRoute } from './routes/root-route.tsx';
import { shellRouteTree } from './routes/shell-routes.tsx';

// The only place route groups are combined (features never import each other).
// A route whose loader (its page's code) takes longer than a second shows a spinner meanwhile;
// until then the previous page stays.
export const router = createRouter({
  routeTree: rootRoute.addChildren([...authRouteTree, ...shellRouteTree]),
  defaultPendingComponent: () => <LoadingBlock />,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
