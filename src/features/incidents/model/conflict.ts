// Edits that replaced a newer server value (issue #7: "for field edits the last write wins, and
// the user is told when their edit replaced a newer server value"). The outbox delivers the edit
// anyway (src/sync/mutators/incident-edit.ts) and keeps a notice naming what it overwrote until the
// user dismisses it; this turns those notices into what the incident page says and undoes.
import type { OutboxNotice } from '../../../sync/client/public-types.ts';
import type { IncidentRow } from '../../../sync/collections/incidents.ts';
import { incidentEditNoticeSchema, type IncidentEditNotice } from '../../../sync/mutators/incident-edit.ts';
import { updateIncident } from '../../../sync/mutators/incidents.ts';
import { labelOf } from './incident-rules.ts';

const FIELD_NAMES: Readonly<Record<string, string>> = {
  title: 'Title',
  status: 'Status',
  severity: 'Priority',
  type: 'Type',
  description: 'Description',
  commander_id: 'Commander',
};

export function fieldName(field: string): string {
  return FIELD_NAMES[field] ?? labelOf(field);
}

/** How a value reads in the notice. */
export function shownValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value !== 'string') return JSON.stringify(value);
  return field === 'status' || field === 'severity' || field === 'type' ? labelOf(value) : value;
}

export interface ReplacedNotice {
  /** The outbox notice's id (dismiss = discard it). */
  readonly id: string;
  /** Epoch ms of the delivery. */
  readonly at: number;
  readonly detail: IncidentEditNotice;
}

/** This incident's "your edit replaced a newer value" notices, oldest first; others are ignored. */
export function replacedNotices(
  notices: readonly OutboxNotice[] | undefined,
  incidentId: string,
): ReplacedNotice[] {
  const out: ReplacedNotice[] = [];
  for (const notice of notices ?? []) {
    if (notice.name !== updateIncident.name) continue;
    const detail = incidentEditNoticeSchema.safeParse(notice.detail);
    if (detail.success && detail.data.incident === incidentId)
      out.push({ id: notice.id, at: notice.at, detail: detail.data });
  }
  return out;
}

/** "Your change to Status replaced a newer value on the server: Mitigated → Investigating". */
export function replacedSentence(change: IncidentEditNotice['changes'][number]): string {
  return `Your change to ${fieldName(change.field)} replaced a newer value on the server: ${shownValue(change.field, change.theirs)} → ${shownValue(change.field, change.mine)}`;
}

/**
 * Undo puts the server's replaced values back through the normal edit (itself last-write-wins):
 * each field goes from what the incident shows now back to the value that was overwritten.
 */
export function undoArgs(notice: IncidentEditNotice, incident: IncidentRow) {
  const shown: Readonly<Record<string, unknown>> = incident;
  const patch: Record<string, unknown> = {};
  const previous: Record<string, unknown> = {};
  for (const change of notice.changes) {
    patch[change.field] = change.theirs;
    previous[change.field] = shown[change.field] ?? null;
  }
  return updateIncident.args.parse({
    id: incident.id,
    patch,
    previous,
    base_updated_at: incident.local_pending?.base_updated_at ?? incident.updated_at,
    label: incident.incident_id ?? incident.title,
  });
}
