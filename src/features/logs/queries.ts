// The engine queries of /logs: the synced agents, whose names tell apart components of the same
// name in different clusters.
import { maxWindow, type QueryInput } from '../../sync/query/query-schema.ts';

export const ALL_AGENTS_QUERY: QueryInput = { limit: maxWindow };
