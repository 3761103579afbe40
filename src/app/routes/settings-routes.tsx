import { createRoute } from '@tanstack/react-router';
import { Suspense, type ComponentType } from 'react';
import { lazyPage } from './lazy-page.tsx';
import { LoadingBlock } from '../../components/ui/spinner.tsx';
import { AreaPage, type AreaPageProps } from '../shell/area-page.tsx';
import { RESOURCE_TABLES } from '../shell/nav-items.ts';
import { NotFoundView } from '../shell/not-found-view.tsx';
import { RouteError } from '../shell/route-error.tsx';
import { shellLayoutRoute } from './shell-layout-route.tsx';
import type { ScraperPlace } from '../../features/settings/scrapers/pages.ts';

// The settings pages (features/settings), each its own chunk loaded on demand: together they are
// over the size the service worker precaches (HEAVY_CHUNK_BYTES in vite.config.ts), so as one
// chunk no settings page opened offline until it had been opened online once. The loader loads
// a page's chunk when its route matches, so the page renders without suspending (lazy-page.tsx).
// Settings screens not built yet keep their placeholder routes in shell-routes.tsx.

/** A settings page with no parameters: its frame (title, feature flag, read permission) and its chunk. */
function settingsPageRoute(
  path: `/settings/${string}`,
  frame: Pick<AreaPageProps, 'title' | 'feature' | 'resources'>,
  load: () => Promise<ComponentType>,
) {
  const Page = lazyPage(load);
  return createRoute({
    getParentRoute: () => shellLayoutRoute,
    path,
    errorComponent: RouteError,
    loader: () => Page.preload(),
    component: () => (
      <AreaPage {...frame}>
        <Suspense fallback={<LoadingBlock />}>
          <Page />
        </Suspense>
      </AreaPage>
    ),
  });
}

const usersRoute = settingsPageRoute(
  '/settings/users',
  { title: 'Users', feature: 'settings.users', resources: ['identities'] },
  () => import('../../features/settings/users/users-page.tsx').then((m) => m.UsersPage),
);
const featureFlagsRoute = settingsPageRoute(
  '/settings/feature-flags',
  { title: 'Feature Flags', feature: 'settings.feature_flags', resources: ['properties'] },
  () =>
    import('../../features/settings/feature-flags/feature-flags-page.tsx').then((m) => m.FeatureFlagsPage),
);
const jobHistoryRoute = settingsPageRoute(
  '/settings/jobs',
  { title: 'Job History', feature: 'settings.job_history', resources: ['database'] },
  () => import('../../features/settings/job-history/job-history-page.tsx').then((m) => m.JobHistoryPage),
);
const agentsRoute = settingsPageRoute(
  '/settings/agents',
  { title: 'Agents', feature: 'agents', resources: ['agents'] },
  () => import('../../features/settings/agents/agents-page.tsx').then((m) => m.AgentsPage),
);
const notificationsRoute = settingsPageRoute(
  '/settings/notifications',
  { title: 'Notifications', feature: 'settings.notifications', resources: ['notifications'] },
  () =>
    import('../../features/settings/notifications/notifications-page.tsx').then((m) => m.NotificationsPage),
);
const eventQueueRoute = settingsPageRoute(
  '/settings/event-queue-status',
  { title: 'Event Queue', feature: 'settings.event_queue_status', resources: ['database'] },
  () => import('../../features/settings/event-queue/event-queue-page.tsx').then((m) => m.EventQueuePage),
);
const connectionsRoute = settingsPageRoute(
  '/settings/connections',
  { title: 'Connections', feature: 'settings.connections', resources: ['connections'] },
  () => import('../../features/settings/connections/connections-page.tsx').then((m) => m.ConnectionsPage),
);

const integrationsRoute = settingsPageRoute(
  '/settings/integrations',
  { title: 'Integrations', feature: 'settings.integrations', resources: ['integrations'] },
  () => import('../../features/settings/integrations/integrations-page.tsx').then((m) => m.IntegrationsPage),
);

// Settings › Health Check and Catalog Scraper (spec 02-areas §2.13): their own list and detail
// with the type's form (features/settings/canaries, features/settings/scrapers); these static
// paths win over /settings/$table. /catalog/scrapers renders the same scraper pages.
const loadCanaries = () => import('../../features/settings/canaries/pages.ts');
const CanariesPage = lazyPage(() => loadCanaries().then((m) => m.CanariesPage));
const CanaryDetailPage = lazyPage(() => loadCanaries().then((m) => m.CanaryDetailPage));
const canaryFrame = { title: 'Health Check', feature: 'settings.health', resources: ['canaries'] } as const;
const canariesRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/settings/canaries',
  errorComponent: RouteError,
  loader: () => CanariesPage.preload(),
  component: () => (
    <AreaPage {...canaryFrame}>
      <Suspense fallback={<LoadingBlock />}>
        <CanariesPage />
      </Suspense>
    </AreaPage>
  ),
});
const canaryRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/settings/canaries/$id',
  errorComponent: RouteError,
  loader: () => CanaryDetailPage.preload(),
  component: function CanaryRoutePage() {
    const { id } = canaryRoute.useParams();
    return (
      <AreaPage {...canaryFrame}>
        <Suspense fallback={<LoadingBlock />}>
          <CanaryDetailPage id={id} />
        </Suspense>
      </AreaPage>
    );
  },
});

const loadScrapers = () => import('../../features/settings/scrapers/pages.ts');
const ScrapersPage = lazyPage(() => loadScrapers().then((m) => m.ScrapersPage));
const ScraperDetailPage = lazyPage(() => loadScrapers().then((m) => m.ScraperDetailPage));
const scraperFrame = {
  title: 'Catalog Scraper',
  feature: 'settings.config_scraper',
  resources: ['config_scrapers'],
} as const;
const scrapersRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/settings/config_scrapers',
  errorComponent: RouteError,
  loader: () => ScrapersPage.preload(),
  component: () => (
    <AreaPage {...scraperFrame}>
      <Suspense fallback={<LoadingBlock />}>
        <ScrapersPage />
      </Suspense>
    </AreaPage>
  ),
});
const scraperRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/settings/config_scrapers/$id',
  errorComponent: RouteError,
  loader: () => ScraperDetailPage.preload(),
  component: function ScraperRoutePage() {
    const { id } = scraperRoute.useParams();
    return (
      <AreaPage {...scraperFrame}>
        <Suspense fallback={<LoadingBlock />}>
          <ScraperDetailPage id={id} />
        </Suspense>
      </AreaPage>
    );
  },
});

// /settings/{table} and /settings/{table}/{id}: the generic resource list and detail (spec
// 02-areas §2.13) for the tables of RESOURCE_TABLES; a table the page does not list yet shows
// the area's placeholder, and any other table is not found.
const loadResources = () => import('../../features/settings/resources/pages.tsx');
const ResourceListPage = lazyPage(() => loadResources().then((m) => m.ResourceListPage));
const ResourceDetailPage = lazyPage(() => loadResources().then((m) => m.ResourceDetailPage));
const tableOf = (table: string) => RESOURCE_TABLES.find((t) => t.table === table);

const settingsTableRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/settings/$table',
  errorComponent: RouteError,
  loader: () => ResourceListPage.preload(),
  component: function SettingsTablePage() {
    const { table } = settingsTableRoute.useParams();
    const def = tableOf(table);
    if (def === undefined) return <NotFoundView />;
    const frame = { title: def.label, feature: def.feature, resources: [def.resource] } as const;
    return (
      <AreaPage {...frame}>
        <Suspense fallback={<LoadingBlock />}>
          <ResourceListPage table={table} placeholder={<AreaPage {...frame} />} />
        </Suspense>
      </AreaPage>
    );
  },
});

const settingsTableItemRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/settings/$table/$id',
  errorComponent: RouteError,
  loader: () => ResourceDetailPage.preload(),
  component: function SettingsTableItemPage() {
    const { table, id } = settingsTableItemRoute.useParams();
    const def = tableOf(table);
    if (def === undefined) return <NotFoundView />;
    const frame = { title: def.label, feature: def.feature, resources: [def.resource] } as const;
    return (
      <AreaPage {...frame}>
        <Suspense fallback={<LoadingBlock />}>
          <ResourceDetailPage table={table} id={id} placeholder={<AreaPage {...frame} />} />
        </Suspense>
      </AreaPage>
    );
  },
});

// /settings/integrations/{type}/{id} (spec 02-areas §2.13): a scraper, topology or log backend
// opens as the settings resource of its table; any other type says 'Unknown type'.
/** A scraper opened from Integrations is the Catalog Scraper page, whose save returns to Integrations. */
const INTEGRATIONS_PLACE: ScraperPlace = {
  root: 'Settings',
  label: 'Integrations',
  listHref: '/settings/integrations',
};
const IntegrationDetail = lazyPage(() =>
  import('../../features/settings/integrations/integration-detail.tsx').then((m) => m.IntegrationDetail),
);
const integrationDetailRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/settings/integrations/$type/$id',
  errorComponent: RouteError,
  loader: () =>
    Promise.all([IntegrationDetail.preload(), ResourceDetailPage.preload(), ScraperDetailPage.preload()]),
  component: function IntegrationDetailPage() {
    const { type, id } = integrationDetailRoute.useParams();
    const frame = {
      title: 'Integrations',
      feature: 'settings.integrations',
      resources: ['integrations'],
    } as const;
    return (
      <AreaPage {...frame}>
        <Suspense fallback={<LoadingBlock />}>
          <IntegrationDetail
            type={type}
            id={id}
            renderResource={(table, itemId) =>
              table === 'config_scrapers' ? (
                <ScraperDetailPage id={itemId} place={INTEGRATIONS_PLACE} />
              ) : (
                <ResourceDetailPage table={table} id={itemId} placeholder={<AreaPage {...frame} />} />
              )
            }
          />
        </Suspense>
      </AreaPage>
    );
  },
});

export const settingsRoutes = [
  canariesRoute,
  canaryRoute,
  scrapersRoute,
  scraperRoute,
  usersRoute,
  featureFlagsRoute,
  jobHistoryRoute,
  agentsRoute,
  notificationsRoute,
  eventQueueRoute,
  connectionsRoute,
  settingsTableRoute,
  settingsTableItemRoute,
  integrationsRoute,
  integrationDetailRoute,
] as const;
