// Which page holds which key, for one page collection. Built from the raw page records, cached
// per collection instance and trusted only while the collection's generation is unchanged.
import type { PageRecord } from './backend.ts';
import { keyOf } from './keys.ts';
import type { Key } from './store.ts';

export interface PageDirectory {
  generation: number;
  readonly pageOf: Map<Key, number>;
  /** Row count per page id. */
  readonly sizes: Map<number, number>;
}

export function emptyDirectory(generation: number): PageDirectory {
  return { generation, pageOf: new Map(), sizes: new Map() };
}

/** Adds one raw page to `dir` (keys are read from raw rows: migrations must keep the key field). */
export function addPageToDirectory(dir: PageDirectory, page: PageRecord, keyField: string): void {
  let size = 0;
  for (const row of page.rows) {
    const key = keyOf(row, keyField);
    if (key === undefined) continue;
    dir.pageOf.set(key, page.pageId);
    size++;
  }
  dir.sizes.set(page.pageId, size);
}

export function buildDirectory(
  pages: readonly PageRecord[],
  keyField: string,
  generation: number,
): PageDirectory {
  const dir = emptyDirectory(generation);
  for (const page of pages) addPageToDirectory(dir, page, keyField);
  return dir;
}

/** The page new rows go to: the highest page id, while it has room. */
export function openPageId(dir: PageDirectory, pageSize: number): number | undefined {
  let last: number | undefined;
  for (const id of dir.sizes.keys()) if (last === undefined || id > last) last = id;
  return last !== undefined && (dir.sizes.get(last) ?? 0) < pageSize ? last : undefined;
}
