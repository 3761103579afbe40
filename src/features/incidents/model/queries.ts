// Every engine query the incidents screens ask of the synced collections, named in one place
// (the screens pass these to useLiveQuery; none writes a query object inline). The ticket lookups
// (ticket-lookups.ts) and the evidence wizard's search (evidence-wizard.ts) keep theirs beside
// their rules.
import type { FieldFilter, QueryInput } from '../../../sync/query/query-schema.ts';
import { severitySpellings } from './incident-rules.ts';
import type { IncidentFilters } from './url-state.ts';

const NEWEST_FIRST = [{ field: 'created_at', dir: 'desc' }] as const;
const OLDEST_FIRST = [{ field: 'created_at', dir: 'asc' }] as const;
const BY_NAME = [{ field: 'name', dir: 'asc' }] as const;

/** Rows the incident list shows first; reaching the end of the list doubles it (spec 01-core §9). */
export const FIRST_PAGE_ROWS = 100;

/** The next window of the list once its end is reached: doubled, never past the total. */
export function nextPageRows(shown: number, total: number): number {
  return Math.max(FIRST_PAGE_ROWS, Math.min(shown * 2, total));
}

/**
 * The /incidents list (spec 02-areas §2.8): the filters, the free-text search, newest first, the
 * first `limit` rows. `componentIncidents` are the incidents whose evidence names the component
 * filter's component (undefined without that filter).
 */
export function incidentListQuery(
  filters: IncidentFilters,
  componentIncidents: readonly string[] | undefined,
  limit: number,
): QueryInput {
  const where: FieldFilter[] = [];
  if (filters.type !== undefined) where.push({ field: 'type', in: [filters.type] });
  if (filters.severity !== undefined)
    where.push({ field: 'severity', in: severitySpellings(filters.severity) });
  if (filters.status !== undefined) where.push({ field: 'status', in: [filters.status] });
  if (filters.owner !== undefined) where.push({ field: 'created_by', in: [filters.owner] });
  if (componentIncidents !== undefined) where.push({ field: 'id', in: [...componentIncidents] });
  return { where, text: filters.search ?? '', sort: [...NEWEST_FIRST], limit };
}

/** Evidence naming one component (the list's component filter goes through evidence). */
export function evidenceOfComponentQuery(componentId: string | undefined): QueryInput {
  return {
    where: [{ field: 'component_id', in: componentId === undefined ? [] : [componentId] }],
    limit: 5000,
  };
}

/** The live responders of the given incidents, oldest first (the list's avatars, the side panel). */
export function respondersOfQuery(incidentIds: readonly string[], limit = 5000): QueryInput {
  return {
    where: [
      { field: 'incident_id', in: [...incidentIds] },
      { field: 'deleted_at', isNull: true },
    ],
    sort: [...OLDEST_FIRST],
    limit,
  };
}

/** People by name: the Owner filter's choices and the responder dialog's persons. */
export const PEOPLE_BY_NAME: QueryInput = { sort: [...BY_NAME], limit: 2000 };

/** Teams by name (the responder dialog). */
export const TEAMS_BY_NAME: QueryInput = { sort: [...BY_NAME], limit: 1000 };

/** Topology components by id (the component filter's chip, the linked-components strip). */
export function componentsByIdQuery(ids: readonly string[], limit = 200): QueryInput {
  return { where: [{ field: 'id', in: [...ids] }], limit };
}

/** People whose name matches an @mention being typed; nothing while no mention is typed. */
export function mentionQuery(text: string | null): QueryInput {
  return { text: text ?? '', sort: [...BY_NAME], limit: text === null ? 0 : 6 };
}

/** Rows of one incident's child collection, oldest first (hypotheses, comments, evidence). */
export function ofIncidentQuery(incidentId: string | null, limit = 5000): QueryInput {
  return {
    where: [{ field: 'incident_id', in: incidentId === null ? [] : [incidentId] }],
    sort: [...OLDEST_FIRST],
    limit,
  };
}

/** One incident's live responders. */
export function respondersOfIncidentQuery(incidentId: string): QueryInput {
  return respondersOfQuery([incidentId], 500);
}

/** One incident's changelog, newest first. */
export function historyOfIncidentQuery(incidentId: string): QueryInput {
  return { where: [{ field: 'incident_id', in: [incidentId] }], sort: [...NEWEST_FIRST], limit: 1000 };
}

/** Most incidents the link-to-incident search lists; narrowing the search finds the rest. */
export const LINK_SEARCH_LIMIT = 50;

/** The link-to-incident search: open incidents (not resolved or closed) matching `text`, newest first. */
export function openIncidentSearchQuery(text: string): QueryInput {
  return {
    where: [{ field: 'status', exclude: ['closed', 'resolved'] }],
    text,
    sort: [...NEWEST_FIRST],
    limit: LINK_SEARCH_LIMIT,
  };
}

/** A query that matches nothing (a dependent dropdown before its source is chosen). */
export const NO_ROWS: QueryInput = { where: [{ field: 'id', in: [] }], limit: 1 };
