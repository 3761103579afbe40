import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { errorSearchSchema } from '../../features/auth/search.ts';
import { useUrlState } from '../../lib/screen-state/use-url-state.ts';
import { rootRoute } from './root-route.tsx';

// Every account screen comes from one lazily loaded chunk (./auth-pages.ts).
const pages = () => import('./auth-pages.ts');
const AuthLayout = lazyRouteComponent(pages, 'AuthLayout');
const AuthErrorView = lazyRouteComponent(pages, 'AuthErrorView');
const AuthStateCheckerPage = lazyRouteComponent(pages, 'AuthStateCheckerPage');
const BadSessionPage = lazyRouteComponent(pages, 'BadSessionPage');
const FlowErrorPage = lazyRouteComponent(pages, 'FlowErrorPage');
const LoginPage = lazyRouteComponent(pages, 'LoginPage');
const LogoutPage = lazyRouteComponent(pages, 'LogoutPage');
const RecoveryPage = lazyRouteComponent(pages, 'RecoveryPage');
const RegistrationPage = lazyRouteComponent(pages, 'RegistrationPage');
const SettingsPage = lazyRouteComponent(pages, 'SettingsPage');
const VerificationPage = lazyRouteComponent(pages, 'VerificationPage');

// Account screens (sign-in, registration, recovery, verification, profile settings, session
// check, error pages) outside the shell, under one pathless layout (links, toasts). Each page reads
// its query with `useUrlState` and the schema in features/auth/search.ts (no `validateSearch`).
const authLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'auth',
  component: AuthLayout,
  errorComponent: ({ error }) => <AuthErrorView error={error} />,
});

const loginRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/login',
  component: LoginPage,
});
const registrationRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/registration',
  component: RegistrationPage,
});
const recoveryRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/recovery',
  component: RecoveryPage,
});
const verificationRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/verification',
  component: VerificationPage,
});
const settingsRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/profile-settings',
  component: SettingsPage,
});
const authStateCheckerRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/auth-state-checker',
  component: AuthStateCheckerPage,
});
const logoutRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/logout',
  component: LogoutPage,
});
// The identity service sends browser errors to `/error?id=`; `/error/<id>` is the route-param form.
const flowErrorRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/error',
  component: function FlowError() {
    const [{ id }] = useUrlState(errorSearchSchema);
    return <FlowErrorPage id={id} />;
  },
});
const flowErrorByIdRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/error/$id',
  component: function FlowErrorById() {
    return <FlowErrorPage id={flowErrorByIdRoute.useParams().id} />;
  },
});
const badSessionRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/bad-session',
  component: BadSessionPage,
});

export const authRouteTree = [
  authLayoutRoute.addChildren([
    loginRoute,
    registrationRoute,
    recoveryRoute,
    verificationRoute,
    settingsRoute,
    authStateCheckerRoute,
    logoutRoute,
    flowErrorRoute,
    flowErrorByIdRoute,
    badSessionRoute,
  ]),
] as const;
