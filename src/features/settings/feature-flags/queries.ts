// The engine query the Feature Flags table asks of the synced `properties` collection.
import type { QueryInput } from '../../../sync/query/query-schema.ts';
import type { FlagSort } from './url-state.ts';

/** Engine fields behind the sortable columns (Created By sorts by the author's name). */
const ENGINE_FIELD: Record<FlagSort['sort'], string> = {
  name: 'name',
  value: 'value',
  created_by: 'creator_name',
  created_at: 'created_at',
  updated_at: 'updated_at',
};

/** Every flag (a few dozen at most; the window is the engine's largest), in the table's order. */
export function flagListQuery({ sort, dir }: FlagSort): QueryInput {
  const order = [{ field: ENGINE_FIELD[sort], dir }];
  return { sort: sort === 'name' ? order : [...order, { field: 'name', dir: 'asc' }], limit: 5000 };
}
