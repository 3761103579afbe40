// Incident responders (spec §3 "Responder"): soft-deleted (deleted_at, which does not move
// updated_at) and hard-deleted with their incident. Team and person are embedded for display.
import { z } from 'zod';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { localPendingSchema } from './incidents.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

export const responderTeamSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    icon: z.string().nullable().optional(),
    spec: z.unknown().optional(),
  }),
);
export const responderPersonSchema = builtOnFirstUse(() =>
  z.object({ id: z.string(), name: z.string().nullable(), avatar: z.string().nullable().optional() }),
);

export const responderRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    incident_id: z.string(),
    type: z.string(),
    person_id: z.string().nullable().default(null),
    team_id: z.string().nullable().default(null),
    external_id: z.string().nullable().optional(),
    properties: z.record(z.string(), z.unknown()).nullable().optional(),
    acknowledged: z.string().nullable().optional(),
    resolved: z.string().nullable().optional(),
    closed: z.string().nullable().optional(),
    created_by: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    deleted_at: z.string().nullable().default(null),
    team: responderTeamSchema.nullable().optional(),
    person: responderPersonSchema.nullable().optional(),
    local_pending: localPendingSchema.optional(),
  }),
);
export type ResponderRow = z.infer<typeof responderRowSchema>;

export const responders = defineSyncedCollection<ResponderRow>({
  name: 'responders',
  label: 'responders',
  source: {
    path: '/db/responders',
    select: '*,team:team_id(id,name,icon,spec),person:person_id(id,name,avatar)',
  },
  key: 'id',
  cursor: 'updated_at',
  deletion: { kind: 'soft-and-hard', field: 'deleted_at' },
  schema: responderRowSchema,
  refreshMs: 15_000,
  reconcileMs: 2 * 60_000,
  engine: {
    deletedField: 'deleted_at',
    fields: {
      id: { kind: 'string' },
      incident_id: { kind: 'string', facet: true },
      type: { kind: 'string', facet: true },
      person_id: { kind: 'string', facet: true },
      team_id: { kind: 'string', facet: true },
      created_at: { kind: 'timestamp' },
      deleted_at: { kind: 'timestamp' },
    },
  },
});
