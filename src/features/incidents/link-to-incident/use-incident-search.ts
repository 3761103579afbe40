// The link-to-incident search: open incidents (not resolved or closed) whose title or INC id
// holds every typed word, newest first, from the local synced copy (answers offline, per keystroke).
import { useRow, useLiveQuery } from '../../../sync/client/hooks.tsx';
import { incidents, type IncidentRow } from '../../../sync/collections/incidents.ts';
import { openIncidentSearchQuery } from '../model/queries.ts';

/** The text an incident is found and shown by: "INC0000012 Checkout latency". */
export function incidentText(row: Pick<IncidentRow, 'incident_id' | 'title'>): string {
  return `${row.incident_id ?? ''} ${row.title}`.trim();
}

export function useIncidentSearch(
  text: string,
  selectedId: string | null,
): { rows: IncidentRow[]; total: number; loading: boolean; error: string | undefined } {
  const chosen = useRow(incidents, selectedId ?? undefined);
  const selected = chosen.row;
  // Once an incident is chosen the input shows its text: list it, and keep the others findable.
  const query = selected !== undefined && text === incidentText(selected) ? '' : text;
  const state = useLiveQuery(incidents, openIncidentSearchQuery(query));
  const rows = state.result?.rows ?? [];
  const withSelected =
    selected !== undefined && !rows.some((r) => r.id === selected.id) ? [selected, ...rows] : rows;
  // A refused query is said, not 'Loading incidents…' forever.
  const error = state.error ?? chosen.error;
  return {
    rows: [...withSelected],
    total: state.result?.total ?? 0,
    loading: error === undefined && state.result === undefined,
    error,
  };
}
