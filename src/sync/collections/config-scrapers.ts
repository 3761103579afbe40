// Catalogue scrapers (spec 02-areas §2.6, §2.13 "Catalogue scraper form", §3 "Scraper"), synced
// from the plain `config_scrapers` table: a few dozen rows, so /catalog/scrapers and Settings ›
// Catalog Scraper open at once and read offline. Their last job's status is an online read of
// `config_scrapers_with_status`. Deleting a scraper sets `deleted_at`.
import { z } from 'zod';
import { localPendingSchema } from './incidents.ts';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const text = z.string().nullable().default(null);

export const configScraperRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z
      .string()
      .nullable()
      .transform((v) => v ?? ''),
    namespace: text,
    description: text,
    source: text,
    /** The scraper spec: a schedule, retention and one list per type (kubernetes, aws, …). */
    spec: z.record(z.string(), z.unknown()).nullable(),
    agent_id: text,
    created_by: text,
    created_at: z.string(),
    updated_at: text,
    deleted_at: text,
    local_pending: localPendingSchema.optional(),
  }),
);
export type ConfigScraperRow = z.infer<typeof configScraperRowSchema>;

export const configScrapers = defineSyncedCollection<ConfigScraperRow>({
  name: 'config_scrapers',
  label: 'catalogue scrapers',
  source: {
    path: '/db/config_scrapers',
    select: 'id,name,namespace,description,source,spec,agent_id,created_by,created_at,updated_at,deleted_at',
  },
  key: 'id',
  cursor: 'updated_at',
  cursorFallback: 'created_at',
  deletion: { kind: 'soft-and-hard', field: 'deleted_at' },
  refreshMs: 60_000,
  schema: configScraperRowSchema,
  engine: {
    deletedField: 'deleted_at',
    fields: {
      id: { kind: 'string' },
      name: { kind: 'string', text: true },
      namespace: { kind: 'string', facet: true },
      source: { kind: 'string', facet: true },
      agent_id: { kind: 'string', facet: true },
      created_at: { kind: 'timestamp' },
      updated_at: { kind: 'timestamp' },
      deleted_at: { kind: 'timestamp' },
    },
  },
});
