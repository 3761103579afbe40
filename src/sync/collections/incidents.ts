// Incidents (spec 02-areas §3 "Incident"), synced from the `incidents` table. Incident tables
// hard-delete (api-contract.md top), so deletions are found by id sweeps.
import { z } from 'zod';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

export const INCIDENT_STATUSES = ['new', 'open', 'investigating', 'mitigated', 'resolved', 'closed'] as const;
export const INCIDENT_SEVERITIES = ['low', 'medium', 'high', 'blocker', 'critical'] as const;
export const INCIDENT_TYPES = [
  'cost',
  'availability',
  'performance',
  'security',
  'integration',
  'compliance',
  'technicalDebt',
  'reliability',
] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/** Fields a field edit may set (PATCH incidents?id=eq.). */
export const INCIDENT_EDITABLE_FIELDS = [
  'title',
  'status',
  'severity',
  'type',
  'description',
  'commander_id',
] as const;
export type IncidentEditableField = (typeof INCIDENT_EDITABLE_FIELDS)[number];

/**
 * Marks an optimistic row (a write still in the outbox). Server rows never carry it, so the
 * server's answer (or the next pull) clears it.
 */
export const localPendingSchema = builtOnFirstUse(() =>
  z.object({
    /** Fields whose local value waits for delivery ('*' for a row created locally). */
    fields: z.array(z.string()),
    /** `updated_at` of the server row the user edited, for "your edit replaced a newer value". */
    base_updated_at: z.string().nullable(),
  }),
);
export type LocalPending = z.infer<typeof localPendingSchema>;

const ts = z.string().min(1);

export const incidentRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    incident_id: z.string().nullable(),
    title: z.string(),
    description: z.string().nullable().default(''),
    severity: z.string(),
    type: z.string(),
    status: z.string(),
    created_by: z.string(),
    commander_id: z.string().nullable().default(null),
    communicator_id: z.string().nullable().default(null),
    incident_rule_id: z.string().nullable().optional(),
    acknowledged: ts.nullable().optional(),
    resolved: ts.nullable().optional(),
    closed: ts.nullable().optional(),
    created_at: ts,
    updated_at: ts,
    local_pending: localPendingSchema.optional(),
  }),
);
export type IncidentRow = z.infer<typeof incidentRowSchema>;

export const incidents = defineSyncedCollection<IncidentRow>({
  name: 'incidents',
  label: 'incidents',
  source: { path: '/db/incidents', select: '*' },
  key: 'id',
  cursor: 'updated_at',
  deletion: { kind: 'hard' },
  schema: incidentRowSchema,
  refreshMs: 15_000,
  reconcileMs: 2 * 60_000,
  engine: {
    fields: {
      id: { kind: 'string' },
      incident_id: { kind: 'string', text: true },
      title: { kind: 'string', text: true },
      severity: { kind: 'string', facet: true },
      type: { kind: 'string', facet: true },
      status: { kind: 'string', facet: true },
      created_by: { kind: 'string', facet: true },
      commander_id: { kind: 'string', facet: true },
      created_at: { kind: 'timestamp' },
      updated_at: { kind: 'timestamp' },
    },
  },
});
