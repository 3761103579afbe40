// The /incidents list from local data: filters, search, the first `limit` rows (the page grows
// the window; nothing is capped), the list's state and the responders of those rows.
import { useMemo } from 'react';
import { useLiveQuery } from '../../../sync/client/hooks.tsx';
import { useLocalList, type LocalListState } from '../../../sync/client/use-local-list.ts';
import { evidences } from '../../../sync/collections/evidences.ts';
import { incidents, type IncidentRow } from '../../../sync/collections/incidents.ts';
import { responders, type ResponderRow } from '../../../sync/collections/responders.ts';
import { evidenceOfComponentQuery, incidentListQuery, respondersOfQuery } from '../model/queries.ts';
import type { IncidentFilters } from '../model/url-state.ts';
import { INCIDENT_LIST_WORDS } from './list-state.tsx';

export interface IncidentListState {
  readonly rows: readonly IncidentRow[];
  /** Every matching incident (the rows are the first `limit` of them); undefined until answered. */
  readonly total: number | undefined;
  readonly state: LocalListState;
  readonly respondersOf: (incidentId: string) => readonly ResponderRow[];
}

const LOADING: LocalListState = { kind: 'loading' };

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

  const list = useLocalList(
    incidents,
    incidentListQuery(filters, componentIncidents, limit),
    INCIDENT_LIST_WORDS,
    { typeAhead: {} },
  );

  const ids = useMemo(() => list.rows.map((r) => r.id), [list.rows]);
  const people = useLiveQuery(responders, respondersOfQuery(ids));
  const byIncident = useMemo(() => {
    const map = new Map<string, ResponderRow[]>();
    for (const r of people.result?.rows ?? []) map.set(r.incident_id, [...(map.get(r.incident_id) ?? []), r]);
    return map;
  }, [people.result]);

  const componentError = byComponent.error;
  const waitingForComponent = filters.component !== undefined && byComponent.result === undefined;
  const state: LocalListState =
    componentError !== undefined
      ? { kind: 'error', message: componentError }
      : waitingForComponent
        ? LOADING
        : list.state;
  return {
    rows: list.rows,
    total: list.total,
    state,
    respondersOf: (id) => byIncident.get(id) ?? [],
  };
}
