import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Switch } from '../../../components/ui/switch.tsx';
import { ServerPager } from '../shared/server-pager.tsx';
import { ServerReadStatus } from '../shared/server-read-status.tsx';
import { useUrlState } from '../../../lib/screen-state/use-url-state.ts';
import { catalogChangesQuery, type ChangeRow } from './changes-api.ts';
import {
  CHANGES_PAGE_SIZE,
  changesRequestOf,
  listToUrl,
  rangeToUrl,
  changesUrlSchema,
  readChangesFilters,
  type ListKey,
} from './changes-filters.ts';
import { ChangeDetailsDialog } from './change-details-dialog.tsx';
import { ChangesFilterBar } from './changes-filter-bar.tsx';
import { ChangesTable } from './changes-table.tsx';
import { FilterChips } from './filter-chips.tsx';
import {
  toggleTriState,
  withoutValue,
  type TriStateMap,
} from '../../../lib/screen-state/tri-state-filter.ts';
import { useHideDeletedChanges } from '../shared/local-prefs.ts';
import './changes.css';

/**
 * The changes list with its filters in the URL, paged by the server (200 a page). Given a
 * config, it lists that config's changes, optionally with its upstream/downstream relatives'.
 */
export function ChangesView({ configId }: { configId?: string }) {
  const [params, setParams] = useUrlState(changesUrlSchema);
  const filters = useMemo(() => readChangesFilters(params), [params]);
  const [hideDeleted, setHideDeleted] = useHideDeletedChanges();
  const [open, setOpen] = useState<ChangeRow | null>(null);
  const request = changesRequestOf(filters, {
    configId,
    hideDeleted: configId === undefined ? true : hideDeleted,
  });
  const query = useQuery(catalogChangesQuery(request));

  const setList = (key: ListKey, map: TriStateMap) =>
    setParams({ [key]: listToUrl(key, map), page: undefined });
  const total = query.data?.total ?? 0;

  return (
    <div className="changes-view">
      <ChangesFilterBar
        filters={filters}
        showConfigType={configId === undefined || filters.upstream || filters.downstream}
        onList={setList}
        onRange={(range) => setParams(rangeToUrl(range), { push: true })}
      />
      {configId !== undefined && (
        <div className="changes-toggles">
          <Switch
            isSelected={filters.downstream}
            onChange={(v) => setParams({ downstream: v ? 'true' : undefined, page: undefined })}
          >
            Downstream
          </Switch>
          <Switch
            isSelected={filters.upstream}
            onChange={(v) => setParams({ upstream: v ? 'true' : undefined, page: undefined })}
          >
            Upstream
          </Switch>
          <Switch isSelected={hideDeleted} onChange={setHideDeleted}>
            Hide Deleted Config Changes
          </Switch>
        </div>
      )}
      {filters.rangeError !== undefined && (
        <p className="changes-range-error" role="alert">
          {filters.rangeError}; showing the last 2 days.
        </p>
      )}
      <FilterChips
        lists={filters.lists}
        onRemove={(key, value) => setList(key, withoutValue(filters.lists[key], value))}
      />
      <ServerReadStatus
        fetchStatus={query.fetchStatus}
        status={query.status}
        error={query.error}
        dataUpdatedAt={query.dataUpdatedAt}
        hasData={query.data !== undefined && !query.isPlaceholderData}
        noun="changes"
      >
        {query.data !== undefined && (
          <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'changes-stale' : undefined}>
            <ChangesTable
              rows={query.data.changes}
              filters={filters}
              onFilter={(key, value, state) => setList(key, toggleTriState(filters.lists[key], value, state))}
              onSort={(column) =>
                setParams({
                  sortBy: column,
                  sortOrder: filters.sortBy === column && filters.sortDesc ? 'asc' : undefined,
                  page: undefined,
                })
              }
              onOpen={setOpen}
            />
            <ServerPager
              page={filters.page}
              pageSize={CHANGES_PAGE_SIZE}
              total={total}
              noun="changes"
              onPageChange={(p) => setParams({ page: p === 1 ? undefined : String(p) }, { push: true })}
            />
          </div>
        )}
      </ServerReadStatus>
      {open !== null && <ChangeDetailsDialog change={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
