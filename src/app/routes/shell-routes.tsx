import { createRoute, redirect } from '@tanstack/react-router';
import { orgsSwitchedRoute } from './org-routes.tsx';
import { AreaPage } from '../shell/area-page.tsx';
import { NotFoundView } from '../shell/not-found-view.tsx';
import { RouteError } from '../shell/route-error.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { shellLayoutRoute } from './shell-layout-route.tsx';
import { healthRoute } from './health-route.tsx';
import { catalogRoutes } from './catalog-routes.tsx';
import { settingsRoutes } from './settings-routes.tsx';
import { topologyRoutes } from './topology-routes.tsx';
import { logsRoute } from './logs-route.tsx';
import { playbooksRoutes } from './playbooks-routes.tsx';
import { Suspense, type ReactNode } from 'react';
import { lazyPage } from './lazy-page.tsx';
import { LoadingBlock } from '../../components/ui/spinner.tsx';

// Routes inside the application shell (spec 01-core §2, 02-areas §2.1). Areas not built yet show
// an honest placeholder inside the shell; each feature issue replaces its placeholder routes.
// Every page loads on demand (initial JS budget, `npm run size`) in one way: `lazyPage(() =>
// import(...).then((m) => m.Page))` with `loader: () => Page.preload()`, so the page's code loads
// when the route matches and the page renders without suspending (lazy-page.tsx; docs/how-to.md).
// Their parent, the shell's layout, is in shell-layout-route.tsx.

const indexRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/',
  beforeLoad: () => {
    redirect({ to: '/topology', replace: true, throw: true });
  },
});

const configsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/configs',
  beforeLoad: () => {
    redirect({ to: '/catalog', replace: true, throw: true });
  },
});

// Incidents list and detail (features/incidents), one chunk loaded on demand.
// Their loaders load the chunk when a route matches, so the page renders without suspending.
const loadIncidents = () => import('../../features/incidents/pages.ts');
const IncidentsPage = lazyPage(() => loadIncidents().then((m) => m.IncidentsPage));
const IncidentPage = lazyPage(() => loadIncidents().then((m) => m.IncidentPage));
const incidentsPage = (title: string, page: ReactNode) => (
  <AreaPage title={title} feature="incidents" resources={['incident']}>
    <Suspense fallback={<LoadingBlock />}>{page}</Suspense>
  </AreaPage>
);
const incidentsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/incidents',
  errorComponent: RouteError,
  loader: () => IncidentsPage.preload(),
  component: () => incidentsPage('Incidents', <IncidentsPage />),
});
const incidentRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/incidents/$id',
  errorComponent: RouteError,
  loader: () => IncidentPage.preload(),
  component: function IncidentRoutePage() {
    const { id } = incidentRoute.useParams();
    return incidentsPage('Incident', <IncidentPage key={id} id={id} />);
  },
});

const areaRoutes = [incidentsRoute, incidentRoute] as const;

/** Writes not yet accepted by the server (linked from the top bar's sync indicator). */
const PendingWritesPage = lazyPage(() =>
  import('../../features/outbox/pending-writes-page.tsx').then((m) => m.PendingWritesPage),
);
const pendingWritesRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/pending-writes',
  errorComponent: RouteError,
  loader: () => PendingWritesPage.preload(),
  component: function PendingWritesRoutePage() {
    usePageTitle('Pending writes');
    return <PendingWritesPage />;
  },
});

// The catalogue routes (features/catalog) live in catalog-routes.tsx.

/** Any other path: a not-found page inside the shell. */
const notFoundRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '$',
  component: NotFoundView,
});

export const shellRouteTree = [
  shellLayoutRoute.addChildren([
    indexRoute,
    configsRoute,
    healthRoute,
    ...topologyRoutes,
    ...areaRoutes,
    ...playbooksRoutes,
    logsRoute,
    ...catalogRoutes,
    ...settingsRoutes,
    pendingWritesRoute,
    orgsSwitchedRoute,
    notFoundRoute,
  ]),
] as const;
