// Catalogue scraper writes (spec 02-areas §2.13 "Catalogue scraper form", §4 "Add/Save for a new
// resource, Update when editing", §5 name fixed once it exists). Created with a client UUID (a
// re-sent create is a duplicate key, so delivered); an edit is a PATCH of the spec, last write wins.
import { z } from 'zod';
import { configScrapers, configScraperRowSchema } from '../collections/config-scrapers.ts';
import { createMutator, patchMutator, uuid, when } from './mutator-kit.ts';
import { softDeleteMutator } from './soft-delete.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const spec = z.record(z.string(), z.unknown());
const entity = (id: string) => [`config-scraper:${id}`];
const LOCAL_AGENT = '00000000-0000-0000-0000-000000000000';

export const createConfigScraper = createMutator({
  name: 'config_scrapers.create',
  collection: configScrapers,
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      name: z.string().trim().min(1),
      namespace: z.string().nullable(),
      spec,
      created_by: uuid,
      created_at: when,
    }),
  ),
  entities: (a) => entity(a.id),
  describe: (a) => `Add catalog scraper ${a.name}`,
  row: (a) => ({
    ...a,
    description: null,
    source: 'UI',
    agent_id: LOCAL_AGENT,
    updated_at: a.created_at,
    deleted_at: null,
  }),
  body: (a) => ({ ...a, source: 'UI' }),
});

const scraperPatch = builtOnFirstUse(() =>
  z
    .object({ spec })
    .partial()
    .refine((p) => Object.keys(p).length > 0, 'nothing to change'),
);

export const updateConfigScraper = patchMutator({
  name: 'config_scrapers.update',
  collection: configScrapers,
  patch: scraperPatch,
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      patch: scraperPatch,
      previous: z.object({ spec: spec.nullable().optional() }),
      base_updated_at: z.string().nullable(),
      label: z.string(),
    }),
  ),
  entities: (a) => entity(a.id),
  describe: (a) => `Update catalog scraper ${a.label}`,
  base: (a) => a.base_updated_at,
  restore: (a) => a.previous,
});

/** Soft delete (spec §7: PATCH deleted_at), undone by a discard. */
export const deleteConfigScraper = softDeleteMutator({
  name: 'config_scrapers.delete',
  collection: configScrapers,
  row: configScraperRowSchema,
  entities: entity,
  noun: 'scraper',
});
