// The engine queries of the playbooks area, named in one place (docs/architecture.md).
import type { QueryInput } from '../../sync/query/query-schema.ts';

/** The playbooks matching the search, by title (a few hundred at most; deleted ones are not synced). */
export function playbookListQuery(search: string): QueryInput {
  return {
    text: search,
    sort: [{ field: 'title', dir: 'asc' }],
    limit: 5000,
  };
}

/** Every live playbook, for names and the runs filter. */
export const ALL_PLAYBOOKS_QUERY: QueryInput = playbookListQuery('');

/** Rows of another collection by id (config items, components, checks named by a run). */
export function rowsByIdsQuery(ids: readonly string[]): QueryInput {
  return { where: [{ field: 'id', in: [...ids] }], limit: Math.max(1, ids.length) };
}
