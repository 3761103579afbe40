// The declaration a synced collection gives the query engine: which fields exist, how to read
// them, which get value indexes (facets) and which are searched by text.
import { z } from 'zod';
import type { QueryInput } from './query-schema.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

/** How a field's values are stored, compared and filtered. */
export const fieldKindSchema = z.enum(['string', 'number', 'boolean', 'timestamp', 'map']);
export type FieldKind = z.infer<typeof fieldKindSchema>;

/** A normalised scalar: timestamps are epoch milliseconds, absent values are `null`. */
export type Scalar = string | number | boolean | null;
/** A normalised map field (labels, tags, analysis counts): string keys to string values. */
export type StringMap = Readonly<Record<string, string>>;

/** One field of a collection. */
export interface FieldDeclaration<T> {
  readonly kind: FieldKind;
  /** Build a value index (value → rows) for fast equality filters and facet counts. Scalars only. */
  readonly facet?: boolean;
  /** Include in the case-insensitive text-search haystack (string and map fields). */
  readonly text?: boolean;
  /** Reads the raw value from a row; defaults to `row[fieldName]`. (Method syntax: bivariant, so
   * typed collections fit registries of `unknown` rows.) */
  get?(row: T): unknown;
}

/** What a collection declares to the engine. `T` is the row type. */
export interface CollectionDeclaration<T> {
  readonly name: string;
  /** Field holding the row's unique key (a string or number). */
  readonly key: string;
  readonly fields: Readonly<Record<string, FieldDeclaration<T>>>;
  /** Timestamp field whose non-null value marks a soft-deleted row (`deletedLast` sorting). */
  readonly deletedField?: string;
  /**
   * What the screens ask of a large collection, as example queries: after a load the engine
   * prepares them in idle time (their sort orders, group codes, map pair codes and filter
   * indexes) so the first real query does not pay for it (see warm-up.ts).
   */
  readonly warmUp?: readonly QueryInput[];
}

const fieldNamePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;

const fieldSchema = builtOnFirstUse(() =>
  z.strictObject({
    kind: fieldKindSchema,
    facet: z.boolean().optional(),
    text: z.boolean().optional(),
    get: z
      .custom<(row: unknown) => unknown>((value) => typeof value === 'function', 'get must be a function')
      .optional(),
  }),
);

/** Validates a declaration's shape and its internal references. */
export const collectionDeclarationSchema = builtOnFirstUse(() =>
  z
    .strictObject({
      name: z.string().min(1),
      key: z.string().min(1),
      fields: z.record(z.string().regex(fieldNamePattern), fieldSchema),
      deletedField: z.string().optional(),
      // Each is parsed against the collection when the warm-up runs (a bad one is skipped).
      warmUp: z.array(z.unknown()).optional(),
    })
    .superRefine((decl, ctx) => {
      const keyField = decl.fields[decl.key];
      if (!keyField)
        ctx.addIssue({ code: 'custom', path: ['key'], message: `key field "${decl.key}" is not declared` });
      else if (keyField.kind !== 'string' && keyField.kind !== 'number')
        ctx.addIssue({
          code: 'custom',
          path: ['key'],
          message: 'key field must be a string or number field',
        });
      if (decl.deletedField !== undefined && decl.fields[decl.deletedField]?.kind !== 'timestamp')
        ctx.addIssue({
          code: 'custom',
          path: ['deletedField'],
          message: 'deletedField must name a timestamp field',
        });
      for (const [name, field] of Object.entries(decl.fields)) {
        if (field.facet && (field.kind === 'map' || field.kind === 'timestamp'))
          ctx.addIssue({
            code: 'custom',
            path: ['fields', name, 'facet'],
            message: `${field.kind} fields cannot be facets`,
          });
        if (field.text && field.kind !== 'string' && field.kind !== 'map')
          ctx.addIssue({
            code: 'custom',
            path: ['fields', name, 'text'],
            message: 'only string and map fields are searchable',
          });
      }
    }),
);

/** A validated declaration with its fields resolved for fast access. */
export interface Collection<T> {
  readonly name: string;
  readonly key: string;
  readonly deletedField: string | undefined;
  readonly fields: ReadonlyMap<string, ResolvedField<T>>;
  readonly facetFields: readonly string[];
  readonly textFields: readonly string[];
  readonly warmUp: readonly QueryInput[];
}

export interface ResolvedField<T> {
  readonly name: string;
  readonly kind: FieldKind;
  readonly facet: boolean;
  readonly text: boolean;
  readonly read: (row: T) => unknown;
}

/** Validates `declaration` (throws a ZodError when invalid) and resolves its accessors. */
export function defineCollection<T>(declaration: CollectionDeclaration<T>): Collection<T> {
  collectionDeclarationSchema.parse(declaration);
  const fields = new Map<string, ResolvedField<T>>();
  for (const [name, field] of Object.entries(declaration.fields)) {
    const read =
      field.get !== undefined ? field.get.bind(field) : (row: T) => (row as Record<string, unknown>)[name];
    fields.set(name, {
      name,
      kind: field.kind,
      facet: field.facet ?? false,
      text: field.text ?? false,
      read,
    });
  }
  const all = [...fields.values()];
  return {
    name: declaration.name,
    key: declaration.key,
    deletedField: declaration.deletedField,
    fields,
    facetFields: all.filter((f) => f.facet).map((f) => f.name),
    textFields: all.filter((f) => f.text).map((f) => f.name),
    warmUp: declaration.warmUp ?? [],
  };
}

/** Normalises a raw value of a scalar field; anything of the wrong type becomes `null`. */
export function normalizeScalar(kind: FieldKind, raw: unknown): Scalar {
  switch (kind) {
    case 'string':
      return typeof raw === 'string' ? raw : null;
    case 'number':
      return typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
    case 'boolean':
      return typeof raw === 'boolean' ? raw : null;
    case 'timestamp':
      return parseTimestamp(raw);
    case 'map':
      return null;
  }
}

/** ISO string or epoch ms → epoch ms; anything else → null. */
export function parseTimestamp(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string' || raw === '') return null;
  const ms = Date.parse(raw);
  return Number.isNaN(ms) ? null : ms;
}

/** A plain object → string map (non-string values are stringified; null/undefined entries dropped). */
export function normalizeMap(raw: unknown): StringMap | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  // No prototype: a label key such as "constructor" must not find Object.prototype members.
  const out = Object.create(null) as Record<string, string>;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string') out[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = String(value);
    else out[key] = JSON.stringify(value) ?? '';
  }
  return out;
}
