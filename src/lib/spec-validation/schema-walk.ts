// The schemas that apply at a place in a value, following local $refs and the allOf, anyOf and
// oneOf branches (a key any branch allows is offered). Used for key completion.
import type { JsonSchema, PathSegment } from './types.ts';

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pointer(root: JsonSchema, ref: string): JsonSchema | undefined {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = root;
  for (const raw of ref
    .slice(1)
    .split('/')
    .filter((s) => s !== '')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isSchema(node) ? node[key] : undefined;
  }
  return isSchema(node) ? node : undefined;
}

/** A schema and every branch it stands for, $refs followed (each at most once). */
function expand(root: JsonSchema, schema: JsonSchema, seen = new Set<JsonSchema>()): JsonSchema[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const out: JsonSchema[] = [schema];
  if (typeof schema.$ref === 'string') {
    const target = pointer(root, schema.$ref);
    if (target !== undefined) out.push(...expand(root, target, seen));
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list))
      for (const branch of list) if (isSchema(branch)) out.push(...expand(root, branch, seen));
  }
  return out;
}

function childOf(schema: JsonSchema, step: PathSegment): JsonSchema[] {
  const found: JsonSchema[] = [];
  if (typeof step === 'number') {
    if (isSchema(schema.items)) found.push(schema.items);
    const prefix = Array.isArray(schema.prefixItems)
      ? schema.prefixItems
      : Array.isArray(schema.items)
        ? schema.items
        : [];
    const positional: unknown = prefix[step];
    if (isSchema(positional)) found.push(positional);
    return found;
  }
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const named = properties[step];
  if (isSchema(named)) return [named];
  if (isSchema(schema.patternProperties))
    for (const [pattern, sub] of Object.entries(schema.patternProperties))
      if (isSchema(sub) && safeTest(pattern, step)) found.push(sub);
  if (found.length === 0 && isSchema(schema.additionalProperties)) found.push(schema.additionalProperties);
  return found;
}

function safeTest(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return false;
  }
}

export function schemasAt(root: JsonSchema, path: readonly PathSegment[]): JsonSchema[] {
  let current = expand(root, root);
  for (const step of path) current = current.flatMap((s) => childOf(s, step)).flatMap((s) => expand(root, s));
  return current;
}

export interface KeyOffer {
  key: string;
  type: string | undefined;
  description: string | undefined;
}

/** The keys the schema names for an object at `path`, in the schema's order. */
export function keysAt(root: JsonSchema, path: readonly PathSegment[]): KeyOffer[] {
  const offers = new Map<string, KeyOffer>();
  for (const schema of schemasAt(root, path)) {
    if (!isSchema(schema.properties)) continue;
    for (const [key, sub] of Object.entries(schema.properties)) {
      if (offers.has(key)) continue;
      const resolved = isSchema(sub) ? expand(root, sub) : [];
      const type = resolved.map((s) => s.type).find((t) => typeof t === 'string');
      const description = resolved.map((s) => s.description).find((d) => typeof d === 'string');
      offers.set(key, {
        key,
        type: type,
        description: description,
      });
    }
  }
  return [...offers.values()];
}
