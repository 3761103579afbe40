// /incidents (spec 02-areas §2.8): filters in the query string, the table from local data, and
// 'Create New Incident'. Answers on every keystroke; works offline.
import { useMemo, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useCollectionStatus, useLiveQuery } from '../../../sync/client/hooks.tsx';
import { components } from '../../../sync/collections/components.ts';
import { people } from '../../../sync/collections/people.ts';
import {
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  labelOf,
  MAX_AVATARS,
} from '../model/incident-rules.ts';
import { age } from '../model/time.ts';
import type { FILTER_KEYS } from '../model/url-state.ts';
import { incidentFiltersSchema, type IncidentFilters } from '../model/url-state.ts';
import { useUrlParams } from '../model/use-url-params.ts';
import { CreateIncidentDialog } from './create-incident-dialog.tsx';
import { useIncidentList } from './use-incident-list.ts';
import { IncidentPendingBadge, SeverityBadge, StatusBadge } from '../detail/badges.tsx';
import '../incidents.css';

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
  return (
    <Select
      aria-label={label}
      label={label}
      selectedKey={value ?? 'all'}
      onSelectionChange={(k) => onChange(String(k))}
      items={[{ id: 'all', name: 'All' }, ...options]}
    >
      {(o: Option) => <SelectItem id={o.id}>{o.name}</SelectItem>}
    </Select>
  );
}

const asOptions = (values: readonly string[]): Option[] => values.map((v) => ({ id: v, name: labelOf(v) }));

export function IncidentsPage() {
  const [params, setParams] = useUrlParams();
  const filters = useMemo(() => incidentFiltersSchema.parse(params), [params]);
  const [search, setSearch] = useState(filters.search ?? '');
  const [creating, setCreating] = useState(false);
  const live: IncidentFilters = { ...filters, search: search === '' ? undefined : search };
  const list = useIncidentList(live);
  const status = useCollectionStatus('incidents');
  const owners = useLiveQuery(people, { sort: [{ field: 'name', dir: 'asc' }], limit: 2000 });
  const comps = useLiveQuery(components, {
    where: [{ field: 'id', in: filters.component === undefined ? [] : [filters.component] }],
    limit: 1,
  });
  const set = (key: (typeof FILTER_KEYS)[number], value: string) =>
    setParams({ [key]: value === 'all' && key !== 'status' ? undefined : value });

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
        <Button variant="primary" aria-label="Create New Incident" onPress={() => setCreating(true)}>
          +
        </Button>
      </header>
      <div className="incidents-filters" role="group" aria-label="Filters">
        <FilterSelect
          label="Type"
          value={filters.type}
          options={asOptions(INCIDENT_TYPES)}
          onChange={(v) => set('type', v)}
        />
        <FilterSelect
          label="Severity"
          value={filters.severity}
          options={asOptions(INCIDENT_SEVERITIES)}
          onChange={(v) => set('severity', v)}
        />
        <FilterSelect
          label="Status"
          value={filters.status}
          options={asOptions(INCIDENT_STATUSES)}
          onChange={(v) => set('status', v)}
        />
        <FilterSelect
          label="Owner"
          value={filters.owner}
          options={(owners.result?.rows ?? []).map((p) => ({ id: p.id, name: p.name }))}
          onChange={(v) => set('owner', v)}
        />
        {filters.component !== undefined && (
          <Badge>
            Component: {comps.result?.rows[0]?.name ?? filters.component}{' '}
            <button
              type="button"
              className="incidents-chip-x"
              aria-label="Clear component filter"
              onClick={() => setParams({ component: undefined })}
            >
              ×
            </button>
          </Badge>
        )}
        <SearchField
          aria-label="Search for incident"
          placeholder="Search for incident"
          value={search}
          onChange={(v) => {
            setSearch(v);
            setParams({ search: v === '' ? undefined : v });
          }}
        />
      </div>
      <IncidentTable list={list} />
      {creating && <CreateIncidentDialog onClose={() => setCreating(false)} />}
    </div>
  );
}

function IncidentTable({ list }: { list: ReturnType<typeof useIncidentList> }) {
  if (list.error !== undefined) return <p role="alert">{list.error}</p>;
  if (list.rows === undefined)
    return (
      <div className="incidents-skeleton" aria-busy="true" aria-label="Loading incidents">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={28} />
        ))}
      </div>
    );
  if (list.rows.length === 0)
    return <p className="incidents-empty">There are no incidents matching this criteria</p>;
  return (
    <table className="incidents-table" aria-label="Incidents">
      <thead>
        <tr>
          <th>Id</th>
          <th>Type</th>
          <th>Severity</th>
          <th>Status</th>
          <th>Name</th>
          <th>Age</th>
          <th>Responders</th>
        </tr>
      </thead>
      <tbody>
        {list.rows.map((row) => {
          const rs = list.respondersOf(row.id);
          return (
            <tr
              key={row.id}
              className="incidents-table__row"
              onClick={(e) => {
                if (!(e.target instanceof HTMLAnchorElement))
                  e.currentTarget.querySelector<HTMLAnchorElement>('a')?.click();
              }}
            >
              <td>
                {row.incident_id ?? '—'} <IncidentPendingBadge row={row} />
              </td>
              <td>{labelOf(row.type)}</td>
              <td>
                <SeverityBadge severity={row.severity} />
              </td>
              <td>
                <StatusBadge status={row.status} />
              </td>
              <td>
                <Link variant="quiet" href={`/incidents/${row.id}`}>
                  {row.title}
                </Link>
              </td>
              <td>{age(row.created_at)}</td>
              <td>
                <span className="incidents-avatars" aria-label={`${rs.length} responders`}>
                  {rs.slice(0, MAX_AVATARS).map((r) => (
                    <Avatar
                      key={r.id}
                      name={r.person?.name ?? r.team?.name ?? 'Responder'}
                      src={r.person?.avatar ?? null}
                      size={20}
                    />
                  ))}
                  {rs.length > MAX_AVATARS && (
                    <span className="incidents-avatars__more">+{rs.length - MAX_AVATARS}</span>
                  )}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
