// Evidence attached to hypotheses (spec §3 "Evidence"). The table has no incident id, so the
// hypothesis's incident is embedded (and set on optimistic rows) to query evidence by incident.
import { z } from 'zod';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { personRefSchema } from './comments.ts';
import { localPendingSchema } from './incidents.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

export const EVIDENCE_TYPES = [
  'comment',
  'check',
  'config',
  'log',
  'config_analysis',
  'config_change',
  'topology',
] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

export const evidenceRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    hypothesis_id: z.string(),
    /** Set on optimistic rows; server rows carry it in `hypothesis`. */
    incident_id: z.string().optional(),
    hypothesis: z.object({ incident_id: z.string() }).nullable().optional(),
    type: z.string(),
    description: z.string().nullable().default(''),
    evidence: z.unknown().optional(),
    properties: z.unknown().optional(),
    config_id: z.string().nullable().optional(),
    config_change_id: z.string().nullable().optional(),
    config_analysis_id: z.string().nullable().optional(),
    component_id: z.string().nullable().optional(),
    check_id: z.string().nullable().optional(),
    definition_of_done: z.boolean().nullable().optional(),
    done: z.boolean().nullable().optional(),
    script: z.string().nullable().optional(),
    script_result: z.string().nullable().optional(),
    created_by: z.string(),
    author: personRefSchema.nullable().optional(),
    created_at: z.string(),
    updated_at: z.string(),
    local_pending: localPendingSchema.optional(),
  }),
);
export type EvidenceRow = z.infer<typeof evidenceRowSchema>;

export function evidenceIncidentId(row: EvidenceRow): string | null {
  return row.incident_id ?? row.hypothesis?.incident_id ?? null;
}

export const evidences = defineSyncedCollection<EvidenceRow>({
  name: 'evidences',
  label: 'evidence',
  source: {
    path: '/db/evidences',
    select: '*,hypothesis:hypotheses(incident_id),author:created_by(id,name,avatar)',
  },
  key: 'id',
  cursor: 'updated_at',
  deletion: { kind: 'hard' },
  schema: evidenceRowSchema,
  refreshMs: 15_000,
  reconcileMs: 2 * 60_000,
  engine: {
    fields: {
      id: { kind: 'string' },
      incident_id: { kind: 'string', facet: true, get: evidenceIncidentId },
      hypothesis_id: { kind: 'string', facet: true },
      type: { kind: 'string', facet: true },
      description: { kind: 'string', text: true },
      component_id: { kind: 'string', facet: true },
      config_id: { kind: 'string', facet: true },
      check_id: { kind: 'string', facet: true },
      definition_of_done: { kind: 'boolean', facet: true },
      created_at: { kind: 'timestamp' },
    },
  },
});
