// The engine queries of the settings resource screens (spec 02-areas §7.6 "order=created_at.desc",
// §9 "job history 150 in the resource view"). Pure: the pages pass them to the sync client's
// hooks, and the unit test runs them on the real engine.
import type { QueryInput } from '../../../sync/query/query-schema.ts';

export const RESOURCE_JOB_PAGE = 150;

/** Every team or rule (a few dozen), newest first, then by name. */
export const RESOURCE_LIST_QUERY: QueryInput = {
  sort: [
    { field: 'created_at', dir: 'desc' },
    { field: 'name', dir: 'asc' },
  ],
  limit: 5000,
};

/**
 * The same, for a collection that keeps soft-deleted rows on the device (its engine's
 * `deletedField`: canaries, scrapers, topologies, log backends): the list leaves them out, as the
 * server's list does (`deleted_at=is.null`).
 */
export const LIVE_RESOURCE_LIST_QUERY: QueryInput = {
  ...RESOURCE_LIST_QUERY,
  where: [{ field: 'deleted_at', isNull: true }],
};

/** The runs of jobs on one resource, newest first. */
export function resourceJobsQuery(resourceId: string): QueryInput {
  return {
    where: [{ field: 'resource_id', in: [resourceId] }],
    sort: [{ field: 'created_at', dir: 'desc' }],
    limit: RESOURCE_JOB_PAGE,
  };
}
