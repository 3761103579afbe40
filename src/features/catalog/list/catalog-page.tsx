// /catalog (spec 02-areas §2.2): section tabs, breadcrumb, filters, then the summary (no type,
// label or search filter) or the flat list. Everything reads the local catalogue.
import { memo, useState } from 'react';
import { Link } from '../../../components/ui/link.tsx';
import { CatalogSectionTabs } from '../shared/catalog-section-tabs.tsx';
import { useFavouriteTypes, useHideDeletedCatalog } from '../shared/local-prefs.ts';
import { CatalogFilterBar } from './catalog-filter-bar.tsx';
import { CatalogSummary } from './catalog-summary.tsx';
import { ConfigList, shownRows } from './config-list.tsx';
import { useFilterOptions } from './filter-options.ts';
import { FIRST_WINDOW_ROWS, listQuery } from './list-query.ts';
import { useTypingAhead } from '../../../sync/client/hooks.tsx';
import { configItems } from '../../../sync/collections/config-items.ts';
import { useUrlState } from '../../../lib/screen-state/use-url-state.ts';
import { useKeptUntilIdle } from '../../../lib/when-idle.ts';
import { catalogSearchSchema, showsSummary } from './url-state.ts';
import './catalog.css';

export function CatalogPage() {
  const [search, setSearch] = useUrlState(catalogSearchSchema);
  const { hideDeleted, setHideDeleted } = useHideDeletedCatalog();
  const { favourites, toggle } = useFavouriteTypes();
  const options = useFilterOptions(hideDeleted);
  const summary = showsSummary(search);
  // While the search box has focus over the summary, the list waits mounted, laid out and drawn
  // under it (covered, out of the tab order and the accessibility tree): the first letter then
  // only fills its rows, instead of mounting and laying out a whole table inside the keystroke
  // (issue 21; decision 0018).
  const [searchFocused, setSearchFocused] = useState(false);
  const standby = summary && searchFocused;
  // At the first letter the summary is hidden, and removed once the browser is idle: the letter's
  // frame only swaps which of the two shows.
  const summarySearch = useKeptUntilIdle(summary ? search : undefined);
  // Without the list waiting, the page types the first letter ahead itself from the list's first
  // window; the waiting list does that for its own window (as it does for every later letter).
  useTypingAhead(
    configItems,
    summary && !standby ? listQuery(search, hideDeleted, 0, FIRST_WINDOW_ROWS) : undefined,
    shownRows(undefined),
  );
  return (
    <div className="catalog-page">
      <CatalogSectionTabs current="catalog" />
      <CatalogBreadcrumb configType={search.configType} favourites={favourites} toggle={toggle} />
      <CatalogFilterBar
        search={search}
        setSearch={setSearch}
        options={options}
        favourites={favourites}
        hideDeleted={hideDeleted}
        setHideDeleted={setHideDeleted}
        onSearchFocusChange={setSearchFocused}
      />
      {/* Summary and list share one cell, so the list's size does not change as it comes forward. */}
      <div className="catalog-page__body">
        {summarySearch !== undefined && (
          <div className="catalog-page__layer" data-hidden={summary ? undefined : 'true'}>
            <CatalogSummary
              search={summarySearch}
              setSearch={setSearch}
              hideDeleted={hideDeleted}
              favourites={favourites}
              toggleFavourite={toggle}
            />
          </div>
        )}
        {(!summary || standby) && (
          <ConfigList search={search} setSearch={setSearch} hideDeleted={hideDeleted} standby={standby} />
        )}
      </div>
    </div>
  );
}

/** Memoized: the page renders again for each letter typed, the breadcrumb only when its type does. */
const CatalogBreadcrumb = memo(function CatalogBreadcrumb({
  configType,
  favourites,
  toggle,
}: {
  readonly configType: string | undefined;
  readonly favourites: readonly string[];
  readonly toggle: (type: string) => void;
}) {
  return (
    <nav aria-label="Breadcrumb" className="catalog-breadcrumb">
      <ol>
        <li>
          <Link variant="quiet" href="/catalog">
            Catalog
          </Link>
        </li>
        {configType && (
          <li aria-current="page">
            {configType}
            <button
              type="button"
              className="catalog-breadcrumb__pin"
              aria-pressed={favourites.includes(configType)}
              aria-label={favourites.includes(configType) ? `Unpin ${configType}` : `Pin ${configType}`}
              onClick={() => toggle(configType)}
            >
              {favourites.includes(configType) ? '★' : '☆'}
            </button>
          </li>
        )}
      </ol>
    </nav>
  );
});
