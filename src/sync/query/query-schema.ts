// The query shape the engine answers, as zod schemas (types derived), plus the per-collection
// check that every named field exists and suits the operation.
import { z } from 'zod';
import { parseTimestamp, type Collection } from './collection.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const scalarSchema = builtOnFirstUse(() => z.union([z.string(), z.number(), z.boolean(), z.null()]));
const fieldName = z.string().min(1);

/** `{ field, in: [...] }`: the value is one of these (null matches absent values). */
const inFilter = builtOnFirstUse(() => z.strictObject({ field: fieldName, in: z.array(scalarSchema) }));
/** Tri-state per value (the spec's "a,!b"): in `include` when non-empty, and never in `exclude`. */
const includeExcludeFilter = builtOnFirstUse(() =>
  z.strictObject({
    field: fieldName,
    include: z.array(scalarSchema).optional(),
    exclude: z.array(scalarSchema).optional(),
  }),
);
/** `{ field, isNull: true }`, e.g. `deleted_at` is null. */
const nullFilter = builtOnFirstUse(() => z.strictObject({ field: fieldName, isNull: z.boolean() }));
/** Half-open range `from ≤ value < to` on number or timestamp fields (ISO strings or epoch ms). */
const rangeFilter = builtOnFirstUse(() =>
  z.strictObject({
    field: fieldName,
    from: z.union([z.string(), z.number()]).optional(),
    to: z.union([z.string(), z.number()]).optional(),
  }),
);
export const fieldFilterSchema = builtOnFirstUse(() =>
  z.union([inFilter, includeExcludeFilter, nullFilter, rangeFilter]),
);
export type FieldFilter = z.infer<typeof fieldFilterSchema>;

/** A field filter tagged by its form (the forms share no keys, so the keys decide). */
export type ClassifiedFilter =
  | { readonly kind: 'in'; readonly filter: z.infer<typeof inFilter> }
  | { readonly kind: 'values'; readonly filter: z.infer<typeof includeExcludeFilter> }
  | { readonly kind: 'null'; readonly filter: z.infer<typeof nullFilter> }
  | { readonly kind: 'range'; readonly filter: z.infer<typeof rangeFilter> };

export function classifyFilter(filter: FieldFilter): ClassifiedFilter {
  if ('in' in filter) return { kind: 'in', filter };
  if ('isNull' in filter) return { kind: 'null', filter };
  if ('from' in filter || 'to' in filter) return { kind: 'range', filter: filter };
  return { kind: 'values', filter: filter };
}

/** Filter on one key of a map field: value include/exclude, and/or whether the key exists. */
export const mapKeyFilterSchema = builtOnFirstUse(() =>
  z.strictObject({
    include: z.array(z.string()).optional(),
    exclude: z.array(z.string()).optional(),
    exists: z.boolean().optional(),
  }),
);
export type MapKeyFilter = z.infer<typeof mapKeyFilterSchema>;

export const sortKeySchema = builtOnFirstUse(() =>
  z.strictObject({
    field: fieldName,
    dir: z.enum(['asc', 'desc']).default('asc'),
    /** For map fields: sort by this label/tag key's value (rows without the key last). */
    key: z.string().optional(),
  }),
);
export type SortKey = z.infer<typeof sortKeySchema>;

export const groupBySchema = builtOnFirstUse(() =>
  z.strictObject({
    field: fieldName,
    /** For map fields: the label/tag key to group by. */
    key: z.string().optional(),
    aggregates: z
      .strictObject({
        /** Per group, counts by each of these scalar fields (e.g. health, status). */
        countBy: z.array(fieldName).optional(),
        /** Per group, the sum of each of these number fields. */
        sum: z.array(fieldName).optional(),
        /** Per group, the maximum of each of these number/timestamp fields. */
        max: z.array(fieldName).optional(),
      })
      .optional(),
  }),
);
export type GroupBy = z.infer<typeof groupBySchema>;

/** Most key=value options one map facet returns. */
export const maxMapFacetLimit = 1_000;

/**
 * Counts of a map field's key=value pairs over the filtered rows (e.g. label options with counts),
 * most frequent first, at most `limit`. `key` keeps one key's values only; `keysOnly` counts rows
 * per key instead (value null). With `facetsExcludeOwnFilter` the field's own `maps` filters are
 * left out, as for scalar facets.
 */
export const mapFacetSchema = builtOnFirstUse(() =>
  z.strictObject({
    field: fieldName,
    key: z.string().optional(),
    keysOnly: z.boolean().default(false),
    limit: z.number().int().min(1).max(maxMapFacetLimit).default(100),
  }),
);
export type MapFacet = z.infer<typeof mapFacetSchema>;

/** Deepest nesting of `groupBy` levels (e.g. provider → type). */
export const maxGroupLevels = 4;

/** Groups nested level by level; each group's `groups` holds the next level's groups. */
export function groupLevels(groupBy: Query['groupBy']): readonly GroupBy[] {
  if (groupBy === undefined) return [];
  return Array.isArray(groupBy) ? groupBy : [groupBy];
}

/** Most rows one answer carries: results are windows, never whole sets. */
export const maxWindow = 5_000;

export const querySchema = builtOnFirstUse(() =>
  z.strictObject({
    /** All must hold (AND). */
    where: z.array(fieldFilterSchema).default([]),
    /** `{ labels: { app: { include: ['web'] }, team: { exists: true } } }`; all must hold. */
    maps: z.record(fieldName, z.record(z.string(), mapKeyFilterSchema)).default({}),
    /** Case-insensitive substring search over the text fields; whitespace-separated tokens all match. */
    text: z.string().default(''),
    sort: z.array(sortKeySchema).default([]),
    /** Sort soft-deleted rows (the collection's `deletedField`) after the others. */
    deletedLast: z.boolean().default(false),
    /** One level, or levels nested outer to inner (`[provider, type]`). */
    groupBy: z.union([groupBySchema, z.array(groupBySchema).min(1).max(maxGroupLevels)]).optional(),
    /** Facet fields to count values of over the filtered set. */
    facets: z.array(fieldName).default([]),
    /**
     * Count each facet over the rows passing every filter except the `where` filters on that same
     * field, so a multi-select shows what else could be picked.
     */
    facetsExcludeOwnFilter: z.boolean().default(false),
    /** Key=value counts of map fields (one entry per field); answered in `mapFacets` by field. */
    mapFacets: z.array(mapFacetSchema).default([]),
    offset: z.number().int().min(0).default(0),
    limit: z.number().int().min(0).max(maxWindow).default(100),
  }),
);
/** A parsed query (defaults applied). */
export type Query = z.infer<typeof querySchema>;
/** What callers write: everything optional. */
export type QueryInput = z.input<typeof querySchema>;

/** The query schema with field checks against `collection`. Unknown fields are rejected. */
export function querySchemaFor<T>(collection: Collection<T>) {
  return querySchema.superRefine((query, ctx) => {
    const kindOf = (name: string) => collection.fields.get(name)?.kind;
    const check = (path: (string | number)[], name: string, allowed: readonly string[], what: string) => {
      const kind = kindOf(name);
      if (kind === undefined) ctx.addIssue({ code: 'custom', path, message: `unknown field "${name}"` });
      else if (!allowed.includes(kind))
        ctx.addIssue({ code: 'custom', path, message: `${what} is not allowed on ${kind} field "${name}"` });
    };
    const scalars = ['string', 'number', 'boolean', 'timestamp'];
    query.where.forEach((where, i) => {
      const path = ['where', i, 'field'];
      const { kind, filter } = classifyFilter(where);
      if (kind === 'in' || kind === 'values')
        check(path, filter.field, ['string', 'number', 'boolean'], 'a value filter');
      else if (kind === 'null') check(path, filter.field, scalars, 'a null filter');
      else {
        check(path, filter.field, ['number', 'timestamp'], 'a range filter');
        const timestamp = kindOf(filter.field) === 'timestamp';
        for (const bound of ['from', 'to'] as const) {
          const value = filter[bound];
          if (value !== undefined && (timestamp ? parseTimestamp(value) === null : typeof value !== 'number'))
            ctx.addIssue({
              code: 'custom',
              path: ['where', i, bound],
              message: timestamp ? 'not a timestamp' : 'not a number',
            });
        }
      }
    });
    for (const name of Object.keys(query.maps)) check(['maps', name], name, ['map'], 'a map filter');
    query.sort.forEach((key, i) =>
      check(['sort', i, 'field'], key.field, key.key === undefined ? scalars : ['map'], 'sorting'),
    );
    query.facets.forEach((name, i) => {
      if (!collection.fields.get(name)?.facet)
        ctx.addIssue({ code: 'custom', path: ['facets', i], message: `"${name}" is not a facet field` });
    });
    query.mapFacets.forEach((facet, i) => {
      check(['mapFacets', i, 'field'], facet.field, ['map'], 'a map facet');
      if (query.mapFacets.findIndex((other) => other.field === facet.field) !== i)
        ctx.addIssue({
          code: 'custom',
          path: ['mapFacets', i, 'field'],
          message: `"${facet.field}" has more than one map facet`,
        });
    });
    const levels = groupLevels(query.groupBy);
    levels.forEach((group, level) => {
      const at = (...path: (string | number)[]) =>
        Array.isArray(query.groupBy) ? ['groupBy', level, ...path] : ['groupBy', ...path];
      check(
        at('field'),
        group.field,
        group.key === undefined ? ['string', 'number', 'boolean'] : ['map'],
        'grouping',
      );
      group.aggregates?.countBy?.forEach((f, i) =>
        check(at('aggregates', 'countBy', i), f, ['string', 'number', 'boolean'], 'countBy'),
      );
      group.aggregates?.sum?.forEach((f, i) => check(at('aggregates', 'sum', i), f, ['number'], 'sum'));
      group.aggregates?.max?.forEach((f, i) =>
        check(at('aggregates', 'max', i), f, ['number', 'timestamp'], 'max'),
      );
    });
  });
}
