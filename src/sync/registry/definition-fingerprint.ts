// What a collection's stored rows depend on: the rows and columns its source yields (path, select,
// filters), the schema that parsed them (its input shape: a field the schema did not know was
// stripped) and the version they were written at. The puller keeps this fingerprint with its
// checkpoint and pulls the collection again when the definition changed (pull/CONTRACT.md).
import { z } from 'zod';
import type { SyncedCollection } from './synced-collection.ts';

const fingerprints = new WeakMap<object, string>();

export function definitionFingerprint<T>(collection: SyncedCollection<T>): string {
  let fingerprint = fingerprints.get(collection);
  if (fingerprint === undefined) {
    const { path, select, filters = {} } = collection.source;
    const definition = JSON.stringify([
      collection.version,
      path,
      select,
      Object.entries(filters).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      schemaShape(collection.schema),
    ]);
    fingerprint = `${collection.version}-${hash(definition)}`;
    fingerprints.set(collection, fingerprint);
  }
  return fingerprint;
}

/** The schema's input as JSON Schema (field names, types, optionality); transforms read as `any`. */
function schemaShape(schema: z.ZodType): unknown {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  } catch {
    // A schema JSON Schema cannot describe (e.g. a recursive one it refuses): select and version decide.
    return null;
  }
}

/** cyrb53: a fast 53-bit string hash, as 11 base-36 digits at most. */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
