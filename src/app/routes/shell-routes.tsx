import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { AreaPage } from '../shell/area-page.tsx';
import { RESOURCE_TABLES } from '../shell/nav-items.ts';
import { NotFoundView } from '../shell/not-found-view.tsx';
import { RouteError } from '../shell/route-error.tsx';
import type { Feature } from '../../lib/access/feature-flags.ts';
import type { Resource } from '../../lib/access/permissions.ts';
import { rootRoute } from './root-route.tsx';
import { healthRoute } from './health-route.tsx';
import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingBlock } from '../../components/ui/spinner.tsx';

// Routes inside the application shell (spec 01-core §2, 02-areas §2.1). Areas not built yet show
// an honest placeholder inside the shell; each feature issue replaces its placeholder routes.
// Pages load on demand (initial JS budget, `node scripts/bundle-size.mjs`): use
// `component: lazyRouteComponent(() => import('../../features/<area>/<page>.tsx'), '<Page>')`.

/** Pathless layout: sidebar, top bar, and the wait for the session and feature flags. */
export const shellLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'shell',
  component: lazyRouteComponent(() => import('../shell/shell-layout.tsx'), 'ShellLayout'),
  errorComponent: RouteError,
});

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

/** A placeholder page route of an area, gated by its feature flag and read permission. */
function areaRoute<P extends string>(path: P, title: string, feature: Feature, resources: readonly Resource[]) {
  return createRoute({
    getParentRoute: () => shellLayoutRoute,
    path,
    errorComponent: RouteError,
    component: () => <AreaPage title={title} feature={feature} resources={resources} />,
  });
}

// Incidents list and detail (features/incidents), one chunk loaded on demand.
const IncidentsPage = lazy(() => import('../../features/incidents/pages.ts').then((m) => ({ default: m.IncidentsPage })));
const IncidentPage = lazy(() => import('../../features/incidents/pages.ts').then((m) => ({ default: m.IncidentPage })));
const incidentsPage = (title: string, page: ReactNode) => (
  <AreaPage title={title} feature="incidents" resources={['incident']}>
    <Suspense fallback={<LoadingBlock />}>{page}</Suspense>
  </AreaPage>
);
const incidentsRoute = createRoute({ getParentRoute: () => shellLayoutRoute, path: '/incidents', errorComponent: RouteError, component: () => incidentsPage('Incidents', <IncidentsPage />) });
const incidentRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/incidents/$id',
  errorComponent: RouteError,
  component: function IncidentRoutePage() {
    const { id } = incidentRoute.useParams();
    return incidentsPage('Incident', <IncidentPage key={id} id={id} />);
  },
});

const areaRoutes = [
  areaRoute('/topology', 'Dashboard', 'topology', ['topologies']),
  areaRoute('/topology/$id', 'Dashboard', 'topology', ['topologies']),
  incidentsRoute,
  incidentRoute,
  areaRoute('/logs', 'Logs', 'logs', ['database']),
  areaRoute('/playbooks', 'Playbooks', 'playbooks', ['playbooks']),
  areaRoute('/playbooks/runs', 'Playbook Runs', 'playbooks', ['playbook_runs']),
  areaRoute('/playbooks/runs/$id', 'Playbook Run', 'playbooks', ['playbook_runs']),
  areaRoute('/playbooks/$id', 'Playbook', 'playbooks', ['playbooks']),
  areaRoute('/settings/agents', 'Agents', 'agents', ['agents']),
  areaRoute('/settings/connections', 'Connections', 'settings.connections', ['connections']),
  areaRoute('/settings/event-queue-status', 'Event Queue', 'settings.event_queue_status', ['database']),
  areaRoute('/settings/feature-flags', 'Feature Flags', 'settings.feature_flags', ['properties']),
  areaRoute('/settings/integrations', 'Integrations', 'settings.integrations', ['integrations']),
  areaRoute('/settings/jobs', 'Job History', 'settings.job_history', ['database']),
  areaRoute('/settings/notifications', 'Notifications', 'settings.notifications', ['notifications']),
  areaRoute('/settings/users', 'Users', 'settings.users', ['identities']),
] as const;

const tableOf = (table: string) => RESOURCE_TABLES.find((t) => t.table === table);

/** `/settings/{table}` and `/settings/{table}/{id}` for the generic resource tables. */
const settingsTableRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/settings/$table',
  errorComponent: RouteError,
  component: function SettingsTablePage() {
    const def = tableOf(settingsTableRoute.useParams().table);
    if (def === undefined) return <NotFoundView />;
    return <AreaPage title={def.label} feature={def.feature} resources={[def.resource]} />;
  },
});

const settingsTableItemRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/settings/$table/$id',
  errorComponent: RouteError,
  component: function SettingsTableItemPage() {
    const def = tableOf(settingsTableItemRoute.useParams().table);
    if (def === undefined) return <NotFoundView />;
    return <AreaPage title={def.label} feature={def.feature} resources={[def.resource]} />;
  },
});

/** Writes not yet accepted by the server (linked from the top bar's sync indicator). */
const pendingWritesRoute = createRoute({ getParentRoute: () => shellLayoutRoute, path: '/pending-writes', errorComponent: RouteError, component: lazyRouteComponent(() => import('../../features/outbox/pending-writes-page.tsx'), 'PendingWritesPage') });

// Catalogue changes, insights and scrapers (features/catalog/{changes,insights,scrapers}), loaded on demand.
const CatalogChangesPage = lazy(() => import('../../features/catalog/changes/changes-page.tsx').then((m) => ({ default: m.CatalogChangesPage })));
const CatalogInsightsPage = lazy(() => import('../../features/catalog/insights/insights-page.tsx').then((m) => ({ default: m.CatalogInsightsPage })));
const CatalogScrapersPage = lazy(() => import('../../features/catalog/scrapers/scrapers-page.tsx').then((m) => ({ default: m.CatalogScrapersPage })));
const CatalogScraperDetailPage = lazy(() => import('../../features/catalog/scrapers/scraper-detail-page.tsx').then((m) => ({ default: m.CatalogScraperDetailPage })));

function catalogPage(title: string, page: ReactNode) {
  return (
    <AreaPage title={title} feature="config" resources={['database']}>
      <Suspense fallback={<LoadingBlock />}>{page}</Suspense>
    </AreaPage>
  );
}

const catalogChangesRoute = createRoute({ getParentRoute: () => shellLayoutRoute, path: '/catalog/changes', errorComponent: RouteError, component: () => catalogPage('Catalog Changes', <CatalogChangesPage />) });
const catalogInsightsRoute = createRoute({ getParentRoute: () => shellLayoutRoute, path: '/catalog/insights', errorComponent: RouteError, component: () => catalogPage('Catalog Insights', <CatalogInsightsPage />) });
const catalogScrapersRoute = createRoute({ getParentRoute: () => shellLayoutRoute, path: '/catalog/scrapers', errorComponent: RouteError, component: () => catalogPage('Catalog Scrapers', <CatalogScrapersPage />) });
const catalogScraperRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/catalog/scrapers/$id',
  errorComponent: RouteError,
  component: function CatalogScraperRoutePage() {
    const { id } = catalogScraperRoute.useParams();
    return catalogPage('Catalog Scraper', <CatalogScraperDetailPage id={id} />);
  },
});
const catalogMoreRoutes = [catalogChangesRoute, catalogInsightsRoute, catalogScrapersRoute, catalogScraperRoute] as const;

// Catalogue list and item pages (features/catalog/{list,item}), one chunk loaded on demand.
const CatalogPage = lazy(() => import('../../features/catalog/pages.ts').then((m) => ({ default: m.CatalogPage })));
const ConfigItemPage = lazy(() => import('../../features/catalog/pages.ts').then((m) => ({ default: m.ConfigItemPage })));
const catalogRoute = createRoute({ getParentRoute: () => shellLayoutRoute, path: '/catalog', errorComponent: RouteError, component: () => catalogPage('Catalog', <CatalogPage />) });
const catalogItemRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/catalog/$id',
  errorComponent: RouteError,
  component: function CatalogItemRoutePage() {
    const { id } = catalogItemRoute.useParams();
    return catalogPage('Catalog', <ConfigItemPage id={id} />);
  },
});
const catalogItemTabRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/catalog/$id/$tab',
  errorComponent: RouteError,
  component: function CatalogItemTabRoutePage() {
    const { id, tab } = catalogItemTabRoute.useParams();
    return catalogPage('Catalog', <ConfigItemPage id={id} tab={tab} />);
  },
});
const catalogListRoutes = [catalogRoute, catalogItemRoute, catalogItemTabRoute] as const;

/** Any other path: a not-found page inside the shell. */
const notFoundRoute = createRoute({ getParentRoute: () => shellLayoutRoute, path: '$', component: NotFoundView });

export const shellRouteTree = [
  shellLayoutRoute.addChildren([indexRoute, configsRoute, healthRoute, ...areaRoutes, ...catalogMoreRoutes, ...catalogListRoutes, settingsTableRoute, settingsTableItemRoute, pendingWritesRoute, notFoundRoute]),
] as const;
