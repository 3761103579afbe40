import { createRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { lazyPage } from './lazy-page.tsx';
import { LoadingBlock } from '../../components/ui/spinner.tsx';
import { AreaPage } from '../shell/area-page.tsx';
import { RouteError } from '../shell/route-error.tsx';
import { shellLayoutRoute } from './shell-layout-route.tsx';

// /health (features/health), loaded on demand. The address is the dashboard's state, which the page
// reads and writes itself with the screen-state kit's `useUrlState` (no `validateSearch` here).
// The loader loads the chunk when the route matches, so the page renders without suspending.
const loadHealth = () => import('../../features/health/page/health-page.tsx');
const HealthPage = lazyPage(() => loadHealth().then((m) => m.HealthPage));
const LinkToIncident = lazy(() =>
  import('../../features/incidents/link-to-incident/index.ts').then((m) => ({ default: m.LinkToIncident })),
);

const PlaybooksMenu = lazy(() =>
  import('../../features/playbooks/run-menu.ts').then((m) => ({ default: m.PlaybooksMenu })),
);

/** The playbooks that apply to the open check, each opening the run dialog (spec 01-core §5). */
function checkPlaybooks(check: { id: string }) {
  return (
    <Suspense fallback={null}>
      <PlaybooksMenu kind="check" id={check.id} />
    </Suspense>
  );
}

/** The check drawer's evidence action: the incidents area's link-to-incident flow (spec 02-areas §4). */
function linkCheckToIncident(check: { id: string; name: string }) {
  return (
    <Suspense fallback={null}>
      <LinkToIncident evidence={{ type: 'check', description: check.name, check_id: check.id }} />
    </Suspense>
  );
}

export const healthRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/health',
  errorComponent: RouteError,
  loader: () => HealthPage.preload(),
  component: function HealthRoutePage() {
    return (
      <AreaPage title="Health" feature="health" resources={['canaries']}>
        <Suspense fallback={<LoadingBlock />}>
          <HealthPage evidenceAction={linkCheckToIncident} playbooksAction={checkPlaybooks} />
        </Suspense>
      </AreaPage>
    );
  },
});
