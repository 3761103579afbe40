import { createRoute, redirect } from '@tanstack/react-router';
import { ORGS_SWITCHED_PATH } from '../shell/use-switch-org.ts';
import { shellLayoutRoute } from './shell-layout-route.tsx';

/**
 * The landing after selecting an organisation (hosted mode, spec 01-core §2). The page has just
 * loaded for the new organisation; it goes on to the landing page, as `/` does.
 */
export const orgsSwitchedRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: ORGS_SWITCHED_PATH,
  beforeLoad: () => {
    redirect({ to: '/', replace: true, throw: true });
  },
});
