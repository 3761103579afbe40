import { createRoute } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { lazyPage } from './lazy-page.tsx';
import { LoadingBlock } from '../../components/ui/spinner.tsx';
import type { ConfigEvidence } from '../../features/catalog/item/config-evidence.ts';
import { expectFirstScreens } from '../sync/sync-session.ts';
import { AreaPage } from '../shell/area-page.tsx';
import { RouteError } from '../shell/route-error.tsx';
import { shellLayoutRoute } from './shell-layout-route.tsx';

// The catalogue routes (features/catalog), loaded on demand: /catalog and /catalog/{id}[/{tab}]
// share one chunk; changes, insights and scrapers load their own. The item page's 'Link to
// Incident' action is the incidents area's flow, composed here (features never import each other).
// Each route's loader loads its chunk when the route matches (at boot in parallel with the
// shell's chunk, or on link intent), so the page renders without suspending (lazy-page.tsx).
const loadCatalog = () => import('../../features/catalog/pages.ts');
const loadChanges = () => import('../../features/catalog/changes/changes-page.tsx');
const loadInsights = () => import('../../features/catalog/insights/insights-page.tsx');
const CatalogPage = lazyPage(() => loadCatalog().then((m) => m.CatalogPage));
const ConfigItemPage = lazyPage(() => loadCatalog().then((m) => m.ConfigItemPage));
const CatalogChangesPage = lazyPage(() => loadChanges().then((m) => m.CatalogChangesPage));
const CatalogInsightsPage = lazyPage(() => loadInsights().then((m) => m.CatalogInsightsPage));
// The scrapers section is Settings › Catalog Scraper's screen, shown here with the catalogue's
// breadcrumb and section tabs (one implementation, features/settings/scrapers).
const loadScrapers = () => import('../../features/settings/scrapers/pages.ts');
const CatalogScrapersPage = lazyPage(() => loadScrapers().then((m) => m.ScrapersPage));
const CatalogScraperDetailPage = lazyPage(() => loadScrapers().then((m) => m.ScraperDetailPage));
// Not a page: the catalogue's section tabs above the scrapers, loaded with the scrapers' chunk.
const loadSectionTabs = () => import('../../features/catalog/shared/catalog-section-tabs.tsx');
const CatalogSectionTabs = lazy(() => loadSectionTabs().then((m) => ({ default: m.CatalogSectionTabs })));
const catalogScraperPlace = {
  root: 'Catalog',
  label: 'Scrapers',
  listHref: '/catalog/scrapers',
} as const;
// Not a page: a control embedded in the item page, loaded with React.lazy behind its Suspense.
const LinkToIncident = lazy(() =>
  import('../../features/incidents/link-to-incident/index.ts').then((m) => ({ default: m.LinkToIncident })),
);

const PlaybooksMenu = lazy(() =>
  import('../../features/playbooks/run-menu.ts').then((m) => ({ default: m.PlaybooksMenu })),
);

/** The playbooks that apply to a config item, each opening the run dialog (spec 02-areas §2.11). */
function configPlaybooks(configId: string) {
  return (
    <Suspense fallback={null}>
      <PlaybooksMenu kind="config" id={configId} />
    </Suspense>
  );
}

/** Spec §2.3: 'Link to Incident' on config evidence (hidden by LinkToIncident when incidents are disabled). */
function linkConfigToIncident(evidence: ConfigEvidence) {
  return (
    <Suspense fallback={null}>
      <LinkToIncident evidence={evidence} />
    </Suspense>
  );
}

function catalogPage(title: string, page: ReactNode) {
  return (
    <AreaPage title={title} feature="config" resources={['database']}>
      <Suspense fallback={<LoadingBlock />}>{page}</Suspense>
    </AreaPage>
  );
}

const catalogChangesRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/catalog/changes',
  errorComponent: RouteError,
  loader: () => CatalogChangesPage.preload(),
  component: () => catalogPage('Catalog Changes', <CatalogChangesPage />),
});
const catalogInsightsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/catalog/insights',
  errorComponent: RouteError,
  loader: () => CatalogInsightsPage.preload(),
  component: () => catalogPage('Catalog Insights', <CatalogInsightsPage />),
});
const catalogScrapersRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/catalog/scrapers',
  errorComponent: RouteError,
  loader: () => Promise.all([CatalogScrapersPage.preload(), loadSectionTabs()]),
  component: () =>
    catalogPage(
      'Catalog Scrapers',
      <CatalogScrapersPage
        place={{
          ...catalogScraperPlace,
          above: (
            <Suspense fallback={null}>
              <CatalogSectionTabs current="scrapers" />
            </Suspense>
          ),
        }}
      />,
    ),
});
const catalogScraperRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/catalog/scrapers/$id',
  errorComponent: RouteError,
  loader: () => CatalogScraperDetailPage.preload(),
  component: function CatalogScraperRoutePage() {
    const { id } = catalogScraperRoute.useParams();
    return catalogPage('Catalog Scraper', <CatalogScraperDetailPage id={id} place={catalogScraperPlace} />);
  },
});

const catalogRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/catalog',
  errorComponent: RouteError,
  // Once the page's code is here (with the shell's, before React has rendered either), the list's
  // first rows are announced: during a first sync the worker asks them as soon as it syncs, not
  // after the shell and the page have rendered and the list has subscribed.
  loader: async ({ location }) => {
    await CatalogPage.preload();
    // A failed load is the page's to report (lazy-page.tsx): then there is nothing to announce.
    const catalog = await loadCatalog().catch(() => undefined);
    if (catalog) expectFirstScreens(catalog.catalogFirstScreens(location.searchStr));
  },
  component: () => catalogPage('Catalog', <CatalogPage />),
});
const catalogItemRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/catalog/$id',
  errorComponent: RouteError,
  loader: () => ConfigItemPage.preload(),
  component: function CatalogItemRoutePage() {
    const { id } = catalogItemRoute.useParams();
    return catalogPage(
      'Catalog',
      <ConfigItemPage id={id} evidenceAction={linkConfigToIncident} playbooksAction={configPlaybooks} />,
    );
  },
});
const catalogItemTabRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/catalog/$id/$tab',
  errorComponent: RouteError,
  loader: () => ConfigItemPage.preload(),
  component: function CatalogItemTabRoutePage() {
    const { id, tab } = catalogItemTabRoute.useParams();
    return catalogPage(
      'Catalog',
      <ConfigItemPage
        id={id}
        tab={tab}
        evidenceAction={linkConfigToIncident}
        playbooksAction={configPlaybooks}
      />,
    );
  },
});

/** Every catalogue route, for the shell's route tree. */
export const catalogRoutes = [
  catalogChangesRoute,
  catalogInsightsRoute,
  catalogScrapersRoute,
  catalogScraperRoute,
  catalogRoute,
  catalogItemRoute,
  catalogItemTabRoute,
] as const;
