import { createRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { lazyPage } from './lazy-page.tsx';
import { LoadingBlock } from '../../components/ui/spinner.tsx';
import { AreaPage } from '../shell/area-page.tsx';
import { RouteError } from '../shell/route-error.tsx';
import { shellLayoutRoute } from './shell-layout-route.tsx';

// /logs (features/logs, spec 02-areas §2.12), loaded on demand. The page reads and writes its own
// address (topologyId, logsSelector, query, start) with the screen-state kit.
const LogsPage = lazyPage(() => import('../../features/logs/pages.ts').then((m) => m.LogsPage));

export const logsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/logs',
  errorComponent: RouteError,
  loader: () => LogsPage.preload(),
  component: () => (
    <AreaPage title="Logs" feature="logs" resources={['database']}>
      <Suspense fallback={<LoadingBlock />}>
        <LogsPage />
      </Suspense>
    </AreaPage>
  ),
});
