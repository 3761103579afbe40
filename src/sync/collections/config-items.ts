// The catalogue's config items (spec 02-areas §3 "Config item"), synced from the `configs` view:
// everything the list and the summary need, never the config body (the item page fetches that).
// Engine fields: the list's columns, plus derived fields the summary and the group-bys need:
// provider (type prefix), per-analysis-type counts (summable), changed, analysed.
import { z } from 'zod';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import type { FieldDeclaration } from '../query/collection.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

/** Analysis types of the spec (§3 "Config analysis"); each gets a summable count field. */
export const ANALYSIS_TYPES = [
  'cost',
  'availability',
  'performance',
  'security',
  'integration',
  'compliance',
  'technical_debt',
  'reliability',
  'recommendation',
  'other',
] as const;
export type AnalysisType = (typeof ANALYSIS_TYPES)[number];

const stringMap = z
  .record(z.string(), z.unknown())
  .nullable()
  .optional()
  .transform((m) => {
    if (m === null || m === undefined) return null;
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(m))
      if (v !== null && v !== undefined) out[k] = typeof v === 'string' ? v : JSON.stringify(v);
    return out;
  });

const countMap = z
  .record(z.string(), z.number())
  .nullable()
  .optional()
  .transform((m) => m ?? null);

/** The embedded last scrape: PostgREST answers a one-to-one embed as an object (or a 1-array). */
const lastScraped = builtOnFirstUse(() =>
  z
    .union([
      z.object({ last_scraped_time: z.string().nullable() }),
      z.array(z.object({ last_scraped_time: z.string().nullable() })),
    ])
    .nullable()
    .optional()
    .transform((v) =>
      Array.isArray(v) ? (v[0]?.last_scraped_time ?? null) : (v?.last_scraped_time ?? null),
    ),
);

export const configItemRowSchema = builtOnFirstUse(() =>
  z
    .object({
      id: z.string(),
      name: z.string().nullable().default(null),
      type: z.string().nullable().default(null),
      config_class: z.string().nullable().default(null),
      status: z.string().nullable().default(null),
      health: z.string().nullable().default(null),
      description: z.string().nullable().optional(),
      labels: stringMap,
      tags: stringMap,
      created_at: z.string(),
      updated_at: z.string().nullable().default(null),
      deleted_at: z.string().nullable().default(null),
      changes: z.number().nullable().default(null),
      analysis: countMap,
      cost_per_minute: z.number().nullable().optional(),
      cost_total_1d: z.number().nullable().optional(),
      cost_total_30d: z.number().nullable().default(null),
      agent_id: z.string().nullable().default(null),
      agent: z.object({ id: z.string(), name: z.string().nullable() }).nullable().optional(),
      last_scraped: lastScraped,
      // A stored row (already parsed) carries the flattened value: keep it when no embed is present,
      // so parsing a parsed row gives the same row (the local store re-validates what it wrote).
      last_scraped_time: z.string().nullable().optional(),
    })
    .transform(({ last_scraped, last_scraped_time, ...row }) => ({
      ...row,
      last_scraped_time: last_scraped ?? last_scraped_time ?? null,
    })),
);
export type ConfigItem = z.infer<typeof configItemRowSchema>;

/** `Kubernetes::Pod` → `Kubernetes`, `AWS::EC2::Instance` → `AWS` (spec: provider = config_class). */
export function providerOf(type: string | null, configClass: string | null = null): string | null {
  if (type !== null && type.includes('::')) return type.slice(0, type.indexOf('::'));
  return configClass ?? type;
}

const analysisField = (t: AnalysisType): FieldDeclaration<ConfigItem> => ({
  kind: 'number',
  get: (row) => row.analysis?.[t] ?? 0,
});

export const configItems = defineSyncedCollection<ConfigItem>({
  name: 'config_items',
  label: 'config items',
  source: {
    path: '/db/configs',
    select:
      'id,name,type,config_class,status,health,description,labels,tags,created_at,updated_at,deleted_at,changes,analysis,' +
      'cost_per_minute,cost_total_1d,cost_total_30d,agent_id,agent:agents(id,name),' +
      'last_scraped:config_items_last_scraped_time(last_scraped_time)',
  },
  key: 'id',
  cursor: 'updated_at',
  cursorFallback: 'created_at',
  // The config trigger does not bump updated_at for status/health/tag edits or soft deletes.
  deletion: { kind: 'soft-and-hard', field: 'deleted_at' },
  schema: configItemRowSchema,
  serverFields: [
    'id',
    'name',
    'type',
    'config_class',
    'status',
    'health',
    'agent_id',
    'description',
    'created_at',
    'updated_at',
    'deleted_at',
    'changes',
    'cost_total_30d',
  ],
  pageSize: 2_000,
  refreshMs: 60_000,
  engine: {
    deletedField: 'deleted_at',
    fields: {
      id: { kind: 'string' },
      name: { kind: 'string', text: true },
      type: { kind: 'string', facet: true, text: true },
      config_class: { kind: 'string', facet: true },
      provider: { kind: 'string', facet: true, get: (row) => providerOf(row.type, row.config_class) },
      status: { kind: 'string', facet: true },
      health: { kind: 'string', facet: true },
      agent_id: { kind: 'string', facet: true },
      namespace: { kind: 'string', text: true, get: (row) => row.tags?.['namespace'] ?? null },
      description: { kind: 'string', text: true },
      labels: { kind: 'map' },
      tags: { kind: 'map' },
      analysis: { kind: 'map' },
      created_at: { kind: 'timestamp' },
      updated_at: { kind: 'timestamp' },
      deleted_at: { kind: 'timestamp' },
      last_scraped_time: { kind: 'timestamp' },
      changes: { kind: 'number' },
      cost_total_30d: { kind: 'number' },
      changed: { kind: 'boolean', facet: true, get: (row) => (row.changes ?? 0) > 0 },
      analysed: { kind: 'boolean', facet: true, get: (row) => Object.keys(row.analysis ?? {}).length > 0 },
      analysis_total: {
        kind: 'number',
        get: (row) => Object.values(row.analysis ?? {}).reduce((a, b) => a + b, 0),
      },
      ...Object.fromEntries(ANALYSIS_TYPES.map((t) => [`analysis_${t}`, analysisField(t)])),
    },
    // What the catalogue asks first (features/catalog/list: the summary's group-by, the list's
    // sorts with deleted items last, the filter options), prepared in idle time after a load so
    // the first such query is as fast as the next (src/sync/runtime/engine-warmup.ts).
    warmUp: [
      ...(['type', 'status'] as const).map((field) => ({
        sort: [{ field }, { field: 'name' }],
        deletedLast: true,
        limit: 80,
      })),
      ...(['name', 'changes', 'analysis_total', 'cost_total_30d', 'created_at', 'updated_at'] as const).map(
        (field) => ({ sort: [{ field, dir: 'desc' as const }], deletedLast: true, limit: 80 }),
      ),
      {
        where: [{ field: 'deleted_at', isNull: true }],
        groupBy: {
          field: 'type',
          aggregates: {
            countBy: ['health'],
            sum: ['changes', 'cost_total_30d'],
            max: ['created_at', 'updated_at'],
          },
        },
        limit: 0,
      },
      {
        where: [{ field: 'deleted_at', isNull: true }],
        facets: ['type', 'status', 'health'],
        mapFacets: [
          { field: 'labels', limit: 500 },
          { field: 'tags', keysOnly: true, limit: 100 },
        ],
        limit: 0,
      },
    ],
  },
});
