// Feature flags: the rows of the `properties` table (spec 01-core §6; settings "Feature flags"),
// keyed by `name`. `{feature}.disable = true` turns a feature off (see src/lib/access/feature-flags.ts,
// which reads the merged `GET /api/properties` list; this collection is the editable table).
// `updated_at` is nullable here and bumped by the standard trigger, so rows without it are read
// by `created_at`; flags are removed with DELETE (hard) or by setting `deleted_at` (soft).
// The table has no description or source: those come from the merged `GET /api/properties`
// list, which the settings screen joins by name. The author is embedded for the Created By column.
import { z } from 'zod';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { personRefSchema } from './comments.ts';
import { localPendingSchema } from './incidents.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const text = z.string().nullable();

export const propertyRowSchema = builtOnFirstUse(() =>
  z.object({
    name: z.string(),
    value: z.string(),
    created_by: text,
    created_at: text,
    updated_at: text,
    deleted_at: text,
    creator: personRefSchema.nullable().optional(),
    /** A write of this flag waits in the outbox (src/sync/mutators/feature-flags.ts). */
    local_pending: localPendingSchema.optional(),
  }),
);
export type PropertyRow = z.infer<typeof propertyRowSchema>;

export const featureFlags = defineSyncedCollection<PropertyRow>({
  name: 'properties',
  label: 'feature flags',
  source: {
    path: '/db/properties',
    select: 'name,value,created_by,created_at,updated_at,deleted_at,creator:created_by(id,name,avatar)',
  },
  key: 'name',
  cursor: 'updated_at',
  cursorFallback: 'created_at',
  deletion: { kind: 'soft-and-hard', field: 'deleted_at' },
  pageSize: 500,
  refreshMs: 60_000,
  schema: propertyRowSchema,
  engine: {
    fields: {
      name: { kind: 'string', text: true },
      value: { kind: 'string', text: true },
      /** The feature a `{feature}.disable` flag governs (null for other properties). */
      feature: {
        kind: 'string',
        facet: true,
        get: (row) => (row.name.endsWith('.disable') ? row.name.slice(0, -'.disable'.length) : null),
      },
      created_by: { kind: 'string', facet: true },
      /** The author's name, for sorting by Created By. */
      creator_name: { kind: 'string', get: (row) => row.creator?.name ?? null },
      created_at: { kind: 'timestamp' },
      updated_at: { kind: 'timestamp' },
    },
  },
});
