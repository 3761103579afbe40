// /incidents (spec 02-areas §2.8): filters in the query string, the table from local data, and
// 'Create New Incident'. Answers on every keystroke; works offline.
import { memo, useMemo, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { useCollectionStatus, useLiveQuery } from '../../../sync/client/hooks.tsx';
import { components } from '../../../sync/collections/components.ts';
import { people } from '../../../sync/collections/people.ts';
import { INCIDENT_SEVERITIES, INCIDENT_STATUSES, INCIDENT_TYPES, labelOf } from '../model/incident-rules.ts';
import { componentsByIdQuery, FIRST_PAGE_ROWS, nextPageRows, PEOPLE_BY_NAME } from '../model/queries.ts';
import { age } from '../model/time.ts';
import { useUrlState } from '../../../lib/screen-state/use-url-state.ts';
import { useSameValue } from '../../../lib/use-same-value.ts';
import { useCan } from '../../../lib/access/use-access.ts';
import { incidentFiltersSchema, SEARCH_URL_DEBOUNCE_MS, type IncidentFilters } from '../model/url-state.ts';
import { CreateIncidentDialog } from './create-incident-dialog.tsx';
import { IncidentTable } from './incident-table.tsx';
import { useIncidentList } from './use-incident-list.ts';
import '../incidents.css';
import './incidents-list.css';

type Option = { id: string; name: string };

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: readonly Option[];
  onChange: (v: string) => void;
}) {
  const items = useMemo(() => [{ id: 'all', name: 'All' }, ...options], [options]);
  return (
    <Select
      aria-label={label}
      label={label}
      selectedKey={value ?? 'all'}
      onSelectionChange={(k) => onChange(String(k))}
      items={items}
    >
      {(o: Option) => <SelectItem id={o.id}>{o.name}</SelectItem>}
    </Select>
  );
}

const asOptions = (values: readonly string[]): Option[] => values.map((v) => ({ id: v, name: labelOf(v) }));
const TYPES = asOptions(INCIDENT_TYPES);
const SEVERITIES = asOptions(INCIDENT_SEVERITIES);
const STATUSES = asOptions(INCIDENT_STATUSES);

/**
 * Memoized on the filters without the search text, with lists that keep their identity: a new
 * items list makes a react-aria Select rebuild its collection, four of them inside every
 * keystroke's frame (issue 21).
 */
const IncidentFilterSelects = memo(function IncidentFilterSelects({
  filters,
  setFilters,
}: {
  readonly filters: IncidentFilters;
  readonly setFilters: (patch: Partial<IncidentFilters>) => void;
}) {
  const owners = useLiveQuery(people, PEOPLE_BY_NAME);
  const ownerRows = owners.result?.rows;
  const ownerOptions = useMemo(() => (ownerRows ?? []).map((p) => ({ id: p.id, name: p.name })), [ownerRows]);
  // 'All' leaves the address, except for status, whose default is open ('all' is then kept).
  const set = (key: keyof IncidentFilters, value: string) => setFilters({ [key]: value });
  return (
    <>
      <FilterSelect label="Type" value={filters.type} options={TYPES} onChange={(v) => set('type', v)} />
      <FilterSelect
        label="Severity"
        value={filters.severity}
        options={SEVERITIES}
        onChange={(v) => set('severity', v)}
      />
      <FilterSelect
        label="Status"
        value={filters.status}
        options={STATUSES}
        onChange={(v) => set('status', v)}
      />
      <FilterSelect
        label="Owner"
        value={filters.owner}
        options={ownerOptions}
        onChange={(v) => set('owner', v)}
      />
    </>
  );
});

export function IncidentsPage() {
  // The search answers on the keystroke; only its address write waits (issue #21).
  const [filters, setFilters] = useUrlState(incidentFiltersSchema);
  // Creating writes an incident and its root hypothesis: offered only to who may write incidents.
  const canCreate = useCan('incident', 'write');
  const [creating, setCreating] = useState(false);
  const [pageRows, setPageRows] = useState(FIRST_PAGE_ROWS);
  const list = useIncidentList(filters, pageRows);
  const status = useCollectionStatus('incidents');
  const comps = useLiveQuery(
    components,
    componentsByIdQuery(filters.component === undefined ? [] : [filters.component], 1),
  );
  // The selects re-render when a filter changes, not for each letter of the search.
  const choices = useSameValue({ ...filters, search: undefined });

  return (
    <div className="incidents-page">
      <header className="incidents-page__header">
        <h1 className="incidents-page__title">Incidents</h1>
        <span className="incidents-page__fresh" aria-live="polite">
          {status?.lastSyncedAt
            ? `synced ${age(new Date(status.lastSyncedAt).toISOString())} ago`.replace(
                'just now ago',
                'just now',
              )
            : status?.syncing
              ? 'syncing…'
              : ''}
        </span>
        {canCreate && (
          <Button variant="primary" aria-label="Create New Incident" onPress={() => setCreating(true)}>
            +
          </Button>
        )}
      </header>
      <div className="incidents-filters" role="group" aria-label="Filters">
        <IncidentFilterSelects filters={choices} setFilters={setFilters} />
        {filters.component !== undefined && (
          <Badge>
            Component: {comps.result?.rows[0]?.name ?? filters.component}{' '}
            <button
              type="button"
              className="incidents-chip-x"
              aria-label="Clear component filter"
              onClick={() => setFilters({ component: undefined })}
            >
              ×
            </button>
          </Badge>
        )}
        <SearchField
          aria-label="Search for incident"
          placeholder="Search for incident"
          value={filters.search ?? ''}
          onChange={(search) => setFilters({ search }, { debounceMs: SEARCH_URL_DEBOUNCE_MS })}
        />
      </div>
      <IncidentTable
        list={list}
        onLoadMore={() => setPageRows((shown) => nextPageRows(shown, list.total ?? shown))}
      />
      {creating && <CreateIncidentDialog onClose={() => setCreating(false)} />}
    </div>
  );
}
