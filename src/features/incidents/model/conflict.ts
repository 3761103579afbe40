// Edit conflicts (issue #7 "the user is told when their edit replaced a newer server value"):
// an incident edit made offline is delivered only while the server still holds the value the
// user replaced (src/sync/mutators/incidents.ts). When the server moved meanwhile the outbox keeps
// the edit as failed (406) and the row carries the server's values in `local_pending.theirs`.
import type { IncidentRow } from '../../../sync/collections/incidents.ts';
import { labelOf } from './incident-rules.ts';

export interface FieldConflict {
  readonly field: string;
  /** The user's value (what the screen shows while the edit waits). */
  readonly mine: unknown;
  /** The newer value on the server. */
  readonly theirs: unknown;
}

const FIELD_NAMES: Readonly<Record<string, string>> = {
  title: 'Title', status: 'Status', severity: 'Priority', type: 'Type', description: 'Description', commander_id: 'Commander',
};

export function fieldName(field: string): string {
  return FIELD_NAMES[field] ?? labelOf(field);
}

export function fieldConflicts(row: IncidentRow): FieldConflict[] {
  const theirs = row.local_pending?.theirs;
  if (theirs === undefined) return [];
  const values: Readonly<Record<string, unknown>> = row;
  return Object.entries(theirs).map(([field, value]) => ({ field, mine: values[field] ?? null, theirs: value }));
}

/** How a value reads in the conflict message. */
export function shownValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value !== 'string') return JSON.stringify(value);
  return field === 'status' || field === 'severity' || field === 'type' ? labelOf(value) : value;
}

/** An outbox item that is an incident edit the server refused because the row moved (406, no row matched). */
export function isConflictFailure(item: { name: string; status: string; failure?: { status?: number | undefined } | undefined }): boolean {
  return item.name === 'incidents.update' && item.status === 'failed' && item.failure?.status === 406;
}

/** The pending fields' local values (the user's side of "keep mine"). */
export function myPendingValues(row: IncidentRow, editable: readonly string[]): Record<string, unknown> {
  const values: Readonly<Record<string, unknown>> = row;
  const out: Record<string, unknown> = {};
  for (const field of row.local_pending?.fields ?? []) if (editable.includes(field)) out[field] = values[field] ?? null;
  return out;
}
