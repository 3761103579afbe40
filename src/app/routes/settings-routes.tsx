import { createRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { lazyPage } from './lazy-page.tsx';
import { LoadingBlock } from '../../components/ui/spinner.tsx';
import { AreaPage } from '../shell/area-page.tsx';
import { RouteError } from '../shell/route-error.tsx';
import { shellLayoutRoute } from './shell-layout-route.tsx';

// The settings pages built so far (features/settings), one chunk loaded on demand. The loader
// loads it when a route matches, so the page renders without suspending (lazy-page.tsx). Settings
// screens not built yet keep their placeholder routes in shell-routes.tsx.
const loadSettings = () => import('../../features/settings/pages.ts');
const FeatureFlagsPage = lazyPage(() => loadSettings().then((m) => m.FeatureFlagsPage));
const JobHistoryPage = lazyPage(() => loadSettings().then((m) => m.JobHistoryPage));
const AgentsPage = lazyPage(() => loadSettings().then((m) => m.AgentsPage));

const featureFlagsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/settings/feature-flags',
  errorComponent: RouteError,
  loader: () => FeatureFlagsPage.preload(),
  component: () => (
    <AreaPage title="Feature Flags" feature="settings.feature_flags" resources={['properties']}>
      <Suspense fallback={<LoadingBlock />}>
        <FeatureFlagsPage />
      </Suspense>
    </AreaPage>
  ),
});

const jobHistoryRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/settings/jobs',
  errorComponent: RouteError,
  loader: () => JobHistoryPage.preload(),
  component: () => (
    <AreaPage title="Job History" feature="settings.job_history" resources={['database']}>
      <Suspense fallback={<LoadingBlock />}>
        <JobHistoryPage />
      </Suspense>
    </AreaPage>
  ),
});

const agentsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/settings/agents',
  errorComponent: RouteError,
  loader: () => AgentsPage.preload(),
  component: () => (
    <AreaPage title="Agents" feature="agents" resources={['agents']}>
      <Suspense fallback={<LoadingBlock />}>
        <AgentsPage />
      </Suspense>
    </AreaPage>
  ),
});

export const settingsRoutes = [featureFlagsRoute, jobHistoryRoute, agentsRoute] as const;
