import { createRoute } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { lazyPage } from './lazy-page.tsx';
import { LoadingBlock } from '../../components/ui/spinner.tsx';
import { AreaPage } from '../shell/area-page.tsx';
import { RouteError } from '../shell/route-error.tsx';
import { shellLayoutRoute } from './shell-layout-route.tsx';

// The topology area (features/topology, spec 02-areas §2.1, §2.7): the Dashboard users land on,
// a component's page and its read-only view. One chunk loaded on demand; each page reads and
// writes its own address with the screen-state kit (no `validateSearch` here).
const loadTopology = () => import('../../features/topology/pages.ts');
const DashboardPage = lazyPage(() => loadTopology().then((m) => m.TopologyDashboardPage));
const ComponentPage = lazyPage(() => loadTopology().then((m) => m.ComponentPage));
const PublicComponentPage = lazyPage(() => loadTopology().then((m) => m.PublicComponentPage));
const LinkToIncident = lazy(() =>
  import('../../features/incidents/link-to-incident/index.ts').then((m) => ({ default: m.LinkToIncident })),
);

const PlaybooksMenu = lazy(() =>
  import('../../features/playbooks/run-menu.ts').then((m) => ({ default: m.PlaybooksMenu })),
);

/** The playbooks that apply to a component, each opening the run dialog (spec 02-areas §2.11). */
function componentPlaybooks(component: { id: string }) {
  return (
    <Suspense fallback={null}>
      <PlaybooksMenu kind="component" id={component.id} />
    </Suspense>
  );
}

/** The component page's evidence action: link to an incident with topology evidence (spec §4). */
function linkComponentToIncident(component: { id: string; name: string }) {
  return (
    <Suspense fallback={null}>
      <LinkToIncident evidence={{ type: 'topology', description: 'Topology', component_id: component.id }} />
    </Suspense>
  );
}

const topologyPage = (title: string, page: ReactNode) => (
  <AreaPage title={title} feature="topology" resources={['topologies']}>
    <Suspense fallback={<LoadingBlock />}>{page}</Suspense>
  </AreaPage>
);

const dashboardRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/topology',
  errorComponent: RouteError,
  loader: () => DashboardPage.preload(),
  component: () => topologyPage('Dashboard', <DashboardPage />),
});

const componentRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/topology/$id',
  errorComponent: RouteError,
  loader: () => ComponentPage.preload(),
  component: function ComponentRoutePage() {
    const { id } = componentRoute.useParams();
    // The page names the component in the document title once it has read it.
    return topologyPage(
      'Component',
      <ComponentPage
        key={id}
        id={id}
        evidenceAction={linkComponentToIncident}
        playbooksAction={componentPlaybooks}
      />,
    );
  },
});

const publicComponentRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/view/topology/$id',
  errorComponent: RouteError,
  loader: () => PublicComponentPage.preload(),
  component: function PublicComponentRoutePage() {
    const { id } = publicComponentRoute.useParams();
    return topologyPage('Component', <PublicComponentPage key={id} id={id} />);
  },
});

export const topologyRoutes = [dashboardRoute, componentRoute, publicComponentRoute] as const;
