// What the screens say about rows that wait in the outbox.
import type { LocalPending } from '../../../sync/collections/incidents.ts';

/** True while a write of this row (or of `field`) is not yet delivered. */
export function isPending(
  row: { local_pending?: LocalPending | undefined } | undefined,
  field?: string,
): boolean {
  const pending = row?.local_pending;
  if (pending === undefined) return false;
  return field === undefined || pending.fields.includes(field) || pending.fields.includes('*');
}

/**
 * The user's pending edit will replace a value the server changed after the user saw it: the
 * server row (whose `updated_at` the optimistic edit keeps) is newer than the edit's base.
 */
export function replacesNewerServerValue(
  row: { updated_at: string; local_pending?: LocalPending | undefined } | undefined,
): boolean {
  const base = row?.local_pending?.base_updated_at;
  if (row === undefined || base === null || base === undefined) return false;
  const server = Date.parse(row.updated_at);
  const seen = Date.parse(base);
  return Number.isFinite(server) && Number.isFinite(seen) && server > seen;
}
