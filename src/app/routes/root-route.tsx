import { createRootRoute, Outlet } from '@tanstack/react-router';

/** The root of every route: the account screens and the shell layout hang below it. */
export const rootRoute = createRootRoute({ component: Outlet });
