import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import {
  badSessionSearchSchema,
  errorSearchSchema,
  flowSearchSchema,
  loginSearchSchema,
  returnToSearchSchema,
} from '../../features/auth/search.ts';
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
const OrgPickerPage = lazyRouteComponent(pages, 'OrgPickerPage');
const RecoveryPage = lazyRouteComponent(pages, 'RecoveryPage');
const RegistrationPage = lazyRouteComponent(pages, 'RegistrationPage');
const SettingsPage = lazyRouteComponent(pages, 'SettingsPage');
const VerificationPage = lazyRouteComponent(pages, 'VerificationPage');

// Account screens (sign-in, registration, recovery, verification, profile settings, session
// check, error pages) outside the shell, under one pathless layout (links, toasts).
const authLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'auth',
  component: AuthLayout,
  errorComponent: ({ error }) => <AuthErrorView error={error} />,
});

const loginRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/login',
  validateSearch: loginSearchSchema,
  component: function Login() {
    return <LoginPage search={loginRoute.useSearch()} />;
  },
});
const registrationRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/registration',
  validateSearch: flowSearchSchema,
  component: function Registration() {
    return <RegistrationPage search={registrationRoute.useSearch()} />;
  },
});
const recoveryRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/recovery',
  validateSearch: flowSearchSchema,
  component: function Recovery() {
    return <RecoveryPage search={recoveryRoute.useSearch()} />;
  },
});
const verificationRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/verification',
  validateSearch: flowSearchSchema,
  component: function Verification() {
    return <VerificationPage search={verificationRoute.useSearch()} />;
  },
});
const settingsRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/profile-settings',
  validateSearch: flowSearchSchema,
  component: function Settings() {
    return <SettingsPage search={settingsRoute.useSearch()} />;
  },
});
const authStateCheckerRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/auth-state-checker',
  validateSearch: returnToSearchSchema,
  component: function AuthStateChecker() {
    return <AuthStateCheckerPage search={authStateCheckerRoute.useSearch()} />;
  },
});
const logoutRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/logout',
  validateSearch: returnToSearchSchema,
  component: function Logout() {
    return <LogoutPage search={logoutRoute.useSearch()} />;
  },
});
// The identity service sends browser errors to `/error?id=`; `/error/<id>` is the route-param form.
const flowErrorRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/error',
  validateSearch: errorSearchSchema,
  component: function FlowError() {
    return <FlowErrorPage id={flowErrorRoute.useSearch().id} />;
  },
});
const flowErrorByIdRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/error/$id',
  component: function FlowErrorById() {
    return <FlowErrorPage id={flowErrorByIdRoute.useParams().id} />;
  },
});
// Hosted mode: a signed-in user of no organisation chooses, joins or creates one.
const orgPickerRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/organizations',
  component: OrgPickerPage,
});
const badSessionRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/bad-session',
  validateSearch: badSessionSearchSchema,
  component: function BadSession() {
    return <BadSessionPage errorCode={badSessionRoute.useSearch().error_code} />;
  },
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
    orgPickerRoute,
  ]),
] as const;
