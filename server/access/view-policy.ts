/**
 * How views and trigger-written tables are guarded on `/api/db`, beyond each relation's own
 * resource (resources.ts). A view reads and writes the tables behind it, so it is guarded as
 * them too: reading one needs read on every table it selects from, joins or filters on.
 */

/**
 * Views that show a reviewed, secret-free part of a table some roles may not read, and are
 * guarded only by their own resource: `connections_list` (no credentials or URLs, for the
 * connection selectors) and `job_histories` (a connection's name next to its job).
 */
export const PROJECTIONS: readonly string[] = ['connections_list', 'job_histories'];

/**
 * Views clients may write through. None: the consoles write tables, and a view written through
 * would write its tables past the guard of what it shows (an editor deleting connections through
 * `connections_list`). Every other view answers a write as Postgres does without the privilege.
 */
export const WRITABLE_VIEWS: readonly string[] = [];

/**
 * Tables only the server's own triggers write, never a client of any role: the incident audit
 * trail (written by the triggers of migration 130).
 */
export const SERVER_WRITTEN: readonly string[] = ['incident_histories'];
