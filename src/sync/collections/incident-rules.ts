// Incident rules (spec 02-areas §2.13 "Rules (incident rules)", api-contract §3.6 "Resource
// editors"), synced from the plain `incident_rules` table: a few dozen rows at most, so the
// settings list and detail open at once and read offline. Deleting a rule sets `deleted_at`
// (which does not move `updated_at`); rows may also be deleted outright.
import { z } from 'zod';
import { localPendingSchema } from './incidents.ts';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const text = z.string().nullable();

export const incidentRuleRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    /** The rule (filters, auto-close, responders, hours of operation…), edited as YAML. */
    spec: z.record(z.string(), z.unknown()).nullable(),
    source: text,
    created_by: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    deleted_at: text,
    local_pending: localPendingSchema.optional(),
  }),
);
export type IncidentRuleRow = z.infer<typeof incidentRuleRowSchema>;

export const incidentRules = defineSyncedCollection<IncidentRuleRow>({
  name: 'incident_rules',
  label: 'incident rules',
  source: {
    path: '/db/incident_rules',
    select: 'id,name,spec,source,created_by,created_at,updated_at,deleted_at',
  },
  key: 'id',
  cursor: 'updated_at',
  deletion: { kind: 'soft-and-hard', field: 'deleted_at' },
  refreshMs: 60_000,
  schema: incidentRuleRowSchema,
  engine: {
    fields: {
      id: { kind: 'string' },
      name: { kind: 'string', text: true },
      source: { kind: 'string', facet: true },
      created_by: { kind: 'string', facet: true },
      created_at: { kind: 'timestamp' },
      updated_at: { kind: 'timestamp' },
    },
  },
});
