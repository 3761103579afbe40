// The account screens, loaded on demand as one chunk (with @ory/client behind them): a signed-in
// start never downloads them. auth-routes.tsx refers to them only through lazyRouteComponent.
export { AuthLayout } from '../../features/auth/auth-layout.tsx';
export { AuthErrorView } from '../../features/auth/pages/auth-error-view.tsx';
export { AuthStateCheckerPage } from '../../features/auth/pages/auth-state-checker-page.tsx';
export { BadSessionPage } from '../../features/auth/pages/bad-session-page.tsx';
export { FlowErrorPage } from '../../features/auth/pages/flow-error-page.tsx';
export { LoginPage } from '../../features/auth/pages/login-page.tsx';
export { LogoutPage } from '../../features/auth/pages/logout-page.tsx';
export { OrgPickerPage } from '../../features/auth/pages/org-picker-page.tsx';
export { RecoveryPage } from '../../features/auth/pages/recovery-page.tsx';
export { RegistrationPage } from '../../features/auth/pages/registration-page.tsx';
export { SettingsPage } from '../../features/auth/pages/settings-page.tsx';
export { VerificationPage } from '../../features/auth/pages/verification-page.tsx';
