// The /incidents list from local data: filters, search, the first `limit` rows (the page grows
// the window; nothing is capped) and the responders of those rows.
import { useMemo } from 'react';
import { useLiveQuery } from '../../../sync/client/hooks.tsx';
import { evidences } from '../../../sync/collections/evidences.ts';
import { incidents, type IncidentRow } from '../../../sync/collections/incidents.ts';
import { responders, type ResponderRow } from '../../../sync/collections/responders.ts';
import { evidenceOfComponentQuery, incidentListQuery, respondersOfQuery } from '../model/queries.ts';
import type { IncidentFilters } from '../model/url-state.ts';

export interface IncidentListState {
  rows: readonly IncidentRow[] | undefined;
  /** Every matching incident (the rows are the first `limit` of them); undefined until answered. */
  total: number | undefined;
  respondersOf: (incidentId: string) => readonly ResponderRow[];
  error: string | undefined;
}

export function useIncidentList(filters: IncidentFilters, limit: number): IncidentListState {
  // The component filter goes through evidence (incidents whose evidence names the component).
  const byComponent = useLiveQuery(evidences, evidenceOfComponentQuery(filters.component));
  const componentIncidents = useMemo(() => {
    if (filters.component === undefined) return undefined;
    const ids = new Set<string>();
    for (const row of byComponent.result?.rows ?? []) {
      const id = row.incident_id ?? row.hypothesis?.incident_id;
      if (id !== undefined) ids.add(id);
    }
    return [...ids];
  }, [filters.component, byComponent.result]);

  const list = useLiveQuery(incidents, incidentListQuery(filters, componentIncidents, limit));

  const ids = useMemo(() => (list.result?.rows ?? []).map((r) => r.id), [list.result]);
  const people = useLiveQuery(responders, respondersOfQuery(ids));
  const byIncident = useMemo(() => {
    const map = new Map<string, ResponderRow[]>();
    for (const r of people.result?.rows ?? []) map.set(r.incident_id, [...(map.get(r.incident_id) ?? []), r]);
    return map;
  }, [people.result]);

  const waiting =
    list.result === undefined || (componentIncidents === undefined && filters.component !== undefined);
  return {
    rows: waiting ? undefined : list.result?.rows,
    total: waiting ? undefined : list.result?.total,
    respondersOf: (id) => byIncident.get(id) ?? [],
    error: list.error ?? byComponent.error,
  };
}
