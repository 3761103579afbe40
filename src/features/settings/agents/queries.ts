// The engine query the Agents table asks of the synced `agents` collection: one page in the
// table's order. The local agent (the nil id: this instance's own rows, spec §9) is not an agent
// anyone installs, so it is not listed.
import type { QueryInput } from '../../../sync/query/query-schema.ts';
import type { AgentsSearch } from './url-state.ts';

export const LOCAL_AGENT_ID = '00000000-0000-0000-0000-000000000000';

export function agentListQuery({ sortBy, sortOrder, pageIndex, pageSize }: AgentsSearch): QueryInput {
  const order = [{ field: sortBy, dir: sortOrder }];
  return {
    where: [{ field: 'id', exclude: [LOCAL_AGENT_ID] }],
    sort: sortBy === 'name' ? order : [...order, { field: 'name', dir: 'asc' }],
    offset: pageIndex * pageSize,
    limit: pageSize,
  };
}
