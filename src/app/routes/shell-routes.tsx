import { createRoute } from '@tanstack/react-router';
import { HomePage } from '../home-page.tsx';
import { rootRoute } from './root-route.tsx';

// Routes inside the application shell. The shell layout (sidebar, top bar) replaces this.
export const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });

export const shellRouteTree = [homeRoute] as const;
