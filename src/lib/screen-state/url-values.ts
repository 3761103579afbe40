// The pure half of `useUrlState`: reading a search string into plain strings, parsing them with a
// zod object schema key by key, and turning a typed patch into the next search string.
import { z, ZodLazy } from 'zod';
import { sameJson } from '../same-json.ts';

/** A zod object schema, or one wrapped in `builtOnFirstUse` (a `z.lazy`). */
export type UrlSchema<O extends z.ZodObject> = O | z.ZodLazy<O>;

/** A patch of URL state: a key set to undefined (or '', or its default) leaves the address. */
export type UrlStatePatch<T> = { [K in keyof T]?: T[K] | undefined };

const NOT_READ = Symbol('not read');

function objectOf<O extends z.ZodObject>(schema: UrlSchema<O>): O {
  return schema instanceof ZodLazy ? schema.unwrap() : schema;
}

/** The address keys a screen's schema reads. */
export function urlKeysOf<O extends z.ZodObject>(schema: UrlSchema<O>): readonly string[] {
  return Object.keys(objectOf(schema).shape);
}

/**
 * The search string's parameters as plain strings. A value written as a JSON string literal
 * (`"true"`, `"Kubernetes::Pod"`: the router quotes strings when it writes a `search` object, and
 * older links carry them) reads back unquoted.
 */
export function urlValuesOf(searchStr: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(searchStr)) out[k] = unquote(v);
  return out;
}

function unquote(v: string): string {
  if (v.length < 2 || !v.startsWith('"') || !v.endsWith('"')) return v;
  try {
    const inner: unknown = JSON.parse(v);
    return typeof inner === 'string' ? inner : v;
  } catch {
    return v;
  }
}

/** One key's value, or `fallback` when its schema refuses it (a throwing transform included). */
function read(field: z.ZodType, raw: string | undefined, fallback: () => unknown): unknown {
  try {
    const parsed = field.safeParse(raw);
    return parsed.success ? parsed.data : fallback();
  } catch {
    return fallback();
  }
}

/** The default of one key: what its schema makes of an absent value (undefined when it refuses). */
function defaultOf(field: z.ZodType): unknown {
  return read(field, undefined, () => undefined);
}

/**
 * Parses URL values with the schema one key at a time: a bad value falls back to that key's
 * default instead of failing the whole state. Keys the schema does not name are ignored.
 */
export function parseUrlValues<O extends z.ZodObject>(
  schema: UrlSchema<O>,
  values: Readonly<Record<string, string | undefined>>,
): z.output<O> {
  const shape = objectOf(schema).shape as Record<string, z.ZodType>;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const value = read(field, values[key], () => defaultOf(field));
    if (value !== undefined) out[key] = value;
  }
  return out as z.output<O>;
}

/** `parseUrlValues` of a search string (route loaders, links): the same parse as the hook's. */
export function parseUrlState<O extends z.ZodObject>(schema: UrlSchema<O>, searchStr: string): z.output<O> {
  return parseUrlValues(schema, urlValuesOf(searchStr));
}

/** How a typed value is written: strings as they are, numbers and booleans as text, the rest as JSON. */
export function encodeUrlValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The raw writes of a typed patch: undefined removes a key, and so does '' or any value that reads
 * back as the key's default (the address carries only what differs from the defaults).
 */
export function rawPatchOf<O extends z.ZodObject>(
  schema: UrlSchema<O>,
  patch: UrlStatePatch<z.output<O>>,
): Record<string, string | undefined> {
  const shape = objectOf(schema).shape as Record<string, z.ZodType>;
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(patch as Record<string, unknown>)) {
    const field = shape[key];
    if (field === undefined) continue;
    const raw = encodeUrlValue(value);
    if (raw === undefined || raw === '') {
      out[key] = undefined;
      continue;
    }
    const readBack = read(field, raw, () => NOT_READ);
    out[key] = sameJson(readBack, defaultOf(field)) ? undefined : raw;
  }
  return out;
}

/** The search string after raw writes (undefined removes), order of untouched keys kept. */
export function applyRawPatch(searchStr: string, raw: Readonly<Record<string, string | undefined>>): string {
  const next = new URLSearchParams(searchStr);
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined) next.delete(k);
    else next.set(k, v);
  }
  return next.toString();
}

/**
 * The schema of a screen whose parameters are plain text read by its own parser (server-paged
 * screens): each named key an optional string. Keys not named are neither read nor written.
 */
export function textParamsSchema<K extends string>(
  keys: readonly K[],
): z.ZodLazy<z.ZodObject<Record<K, z.ZodCatch<z.ZodOptional<z.ZodString>>>>> {
  return z.lazy(() =>
    z.object(
      Object.fromEntries(keys.map((k) => [k, z.string().optional().catch(undefined)])) as Record<
        K,
        z.ZodCatch<z.ZodOptional<z.ZodString>>
      >,
    ),
  );
}
