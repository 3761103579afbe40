// The /incidents list from local data: filters, search and the responders of the visible rows.
import { useMemo } from 'react';
import { useLiveQuery } from '../../../sync/client/hooks.tsx';
import { evidences } from '../../../sync/collections/evidences.ts';
import { incidents, type IncidentRow } from '../../../sync/collections/incidents.ts';
import { responders, type ResponderRow } from '../../../sync/collections/responders.ts';
import type { FieldFilter } from '../../../sync/query/query-schema.ts';
import type { IncidentFilters } from '../model/url-state.ts';

export interface IncidentListState {
  rows: readonly IncidentRow[] | undefined;
  total: number;
  respondersOf: (incidentId: string) => readonly ResponderRow[];
  error: string | undefined;
}

export function useIncidentList(filters: IncidentFilters): IncidentListState {
  // The component filter goes through evidence (incidents whose evidence names the component).
  const byComponent = useLiveQuery(evidences, {
    where: [{ field: 'component_id', in: filters.component === undefined ? [] : [filters.component] }],
    limit: 5000,
  });
  const componentIncidents = useMemo(() => {
    if (filters.component === undefined) return undefined;
    const ids = new Set<string>();
    for (const row of byComponent.result?.rows ?? []) {
      const id = row.incident_id ?? row.hypothesis?.incident_id;
      if (id !== undefined) ids.add(id);
    }
    return [...ids];
  }, [filters.component, byComponent.result]);

  const where: FieldFilter[] = [];
  if (filters.type !== undefined) where.push({ field: 'type', in: [filters.type] });
  if (filters.severity !== undefined) where.push({ field: 'severity', in: [filters.severity] });
  if (filters.status !== undefined) where.push({ field: 'status', in: [filters.status] });
  if (filters.owner !== undefined) where.push({ field: 'created_by', in: [filters.owner] });
  if (componentIncidents !== undefined) where.push({ field: 'id', in: componentIncidents });
  const list = useLiveQuery(incidents, {
    where,
    text: filters.search ?? '',
    sort: [{ field: 'created_at', dir: 'desc' }],
    limit: 1000,
  });

  const ids = useMemo(() => (list.result?.rows ?? []).map((r) => r.id), [list.result]);
  const people = useLiveQuery(responders, {
    where: [
      { field: 'incident_id', in: ids },
      { field: 'deleted_at', isNull: true },
    ],
    sort: [{ field: 'created_at', dir: 'asc' }],
    limit: 5000,
  });
  const byIncident = useMemo(() => {
    const map = new Map<string, ResponderRow[]>();
    for (const r of people.result?.rows ?? []) map.set(r.incident_id, [...(map.get(r.incident_id) ?? []), r]);
    return map;
  }, [people.result]);

  const waiting =
    list.result === undefined || (componentIncidents === undefined && filters.component !== undefined);
  return {
    rows: waiting ? undefined : list.result?.rows,
    total: list.result?.total ?? 0,
    respondersOf: (id) => byIncident.get(id) ?? [],
    error: list.error,
  };
}
