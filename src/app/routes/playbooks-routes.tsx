import { createRoute } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { lazyPage } from './lazy-page.tsx';
import { LoadingBlock } from '../../components/ui/spinner.tsx';
import type { Resource } from '../../lib/access/permissions.ts';
import { AreaPage } from '../shell/area-page.tsx';
import { RouteError } from '../shell/route-error.tsx';
import { shellLayoutRoute } from './shell-layout-route.tsx';

// The playbooks area (features/playbooks, spec 02-areas §2.1, §2.11): the playbooks, a playbook
// (its run dialog open), the runs and a run. One chunk loaded on demand; each page reads and writes
// its own address with the screen-state kit.
const loadPlaybooks = () => import('../../features/playbooks/pages.ts');
const PlaybooksPage = lazyPage(() => loadPlaybooks().then((m) => m.PlaybooksPage));
const PlaybookRunsPage = lazyPage(() => loadPlaybooks().then((m) => m.PlaybookRunsPage));
const PlaybookRunPage = lazyPage(() => loadPlaybooks().then((m) => m.PlaybookRunPage));

const playbooksPage = (title: string, resources: readonly Resource[], page: ReactNode) => (
  <AreaPage title={title} feature="playbooks" resources={resources}>
    <Suspense fallback={<LoadingBlock />}>{page}</Suspense>
  </AreaPage>
);

const playbooksRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/playbooks',
  errorComponent: RouteError,
  loader: () => PlaybooksPage.preload(),
  component: () => playbooksPage('Playbooks', ['playbooks'], <PlaybooksPage />),
});
const runsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/playbooks/runs',
  errorComponent: RouteError,
  loader: () => PlaybookRunsPage.preload(),
  component: () => playbooksPage('Playbook Runs', ['playbook_runs'], <PlaybookRunsPage />),
});
const runRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/playbooks/runs/$id',
  errorComponent: RouteError,
  loader: () => PlaybookRunPage.preload(),
  component: function PlaybookRunRoutePage() {
    const { id } = runRoute.useParams();
    return playbooksPage('Playbook Run', ['playbook_runs'], <PlaybookRunPage key={id} id={id} />);
  },
});
const playbookRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/playbooks/$id',
  errorComponent: RouteError,
  loader: () => PlaybooksPage.preload(),
  component: function PlaybookRoutePage() {
    const { id } = playbookRoute.useParams();
    return playbooksPage('Playbooks', ['playbooks'], <PlaybooksPage key={id} openId={id} />);
  },
});

export const playbooksRoutes = [playbooksRoute, runsRoute, runRoute, playbookRoute] as const;
