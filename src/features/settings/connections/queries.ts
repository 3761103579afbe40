// The engine query the Connections table asks of the synced `connections` collection.
import type { QueryInput } from '../../../sync/query/query-schema.ts';
import type { ConnectionSort } from './url-state.ts';

/** Engine fields behind the sortable columns (Created By sorts by the author's name). */
const ENGINE_FIELD: Record<ConnectionSort['sort'], string> = {
  name: 'name',
  namespace: 'namespace',
  type: 'type',
  created_by: 'creator_name',
  created_at: 'created_at',
  updated_at: 'updated_at',
};

/** Every connection (a few dozen; the engine's largest window), in the table's order, then by name. */
export function connectionListQuery({ sort, dir }: ConnectionSort): QueryInput {
  const order = [{ field: ENGINE_FIELD[sort], dir }];
  return { sort: sort === 'name' ? order : [...order, { field: 'name', dir: 'asc' }], limit: 5000 };
}
