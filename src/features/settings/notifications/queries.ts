// The engine query the Notifications list asks of the synced `notifications` collection.
import type { QueryInput } from '../../../sync/query/query-schema.ts';

/** Every rule (a few dozen at most), newest first (spec §7.6: created_at descending). */
export const NOTIFICATION_LIST_QUERY: QueryInput = {
  sort: [
    { field: 'created_at', dir: 'desc' },
    { field: 'id', dir: 'asc' },
  ],
  limit: 5000,
};
