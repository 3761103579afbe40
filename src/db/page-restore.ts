import type { PageRecord } from './backend.ts';
import { keyOf } from './keys.ts';
import { restore } from './restore.ts';
import type { Key, VersionedSchema } from './store.ts';

export interface InvalidRow {
  readonly key?: Key;
  readonly v: number;
  readonly reason: string;
  readonly data: unknown;
}

export interface RestoredPage<T> {
  readonly rows: T[];
  readonly invalid: InvalidRow[];
  /** True when rows were migrated or dropped, so the page should be rewritten. */
  readonly changed: boolean;
}

/**
 * Restores every row of a page that is not newer than the schema (callers check `page.v` first).
 * Rows without a key are invalid too: a page row must be addressable.
 */
export function restorePage<T>(
  spec: VersionedSchema<T>,
  keyField: string,
  page: PageRecord,
): RestoredPage<T> {
  const rows: T[] = [];
  const invalid: InvalidRow[] = [];
  for (const data of page.rows) {
    const key = keyOf(data, keyField);
    const result = restore(spec, page.v, data);
    if (result.kind === 'ok' && key !== undefined && keyOf(result.value, keyField) === key) {
      rows.push(result.value);
    } else {
      const reason = result.kind === 'invalid' ? result.reason : `missing or changed key field "${keyField}"`;
      invalid.push(key === undefined ? { v: page.v, reason, data } : { key, v: page.v, reason, data });
    }
  }
  return { rows, invalid, changed: invalid.length > 0 || page.v !== spec.version };
}
