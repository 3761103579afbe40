// Page collections: rows grouped into records of ~pageSize rows (see CONTRACT.md for why).
import type { BackendTx, CollectionMeta, PageRecord } from './backend.ts';
import { keyOf } from './keys.ts';
import {
  addPageToDirectory,
  buildDirectory,
  emptyDirectory,
  openPageId,
  type PageDirectory,
} from './page-directory.ts';
import { restorePage, type InvalidRow } from './page-restore.ts';
import { quarantineRecords, type StoreContext } from './store-context.ts';
import { StoreError } from './store-error.ts';
import type { Key, PageCollection, PageCollectionSpec, PageWrite } from './store.ts';

/** The generation of a cached directory while a write updates it (no stored generation is negative). */
const STALE = -1;

export function createPageCollection<T>(ctx: StoreContext, spec: PageCollectionSpec<T>): PageCollection<T> {
  const { name } = spec;
  const pageSize = spec.pageSize ?? 1000;
  let cached: PageDirectory | undefined;

  const initialMeta = (): CollectionMeta => ({ name, generation: 0, nextPageId: 1, rowCount: 0 });

  /**
   * The directory a write updates. The cached one is updated in place (copying 100k keys for every
   * page written cost seconds in a first sync), marked stale meanwhile: a write that fails half-way
   * leaves it unusable (rebuilt from the pages next time), never wrong.
   */
  async function directoryFor(tx: BackendTx, meta: CollectionMeta): Promise<PageDirectory> {
    if (cached?.generation === meta.generation) {
      cached.generation = STALE;
      return cached;
    }
    return buildDirectory(await tx.getPages(name), spec.key, meta.generation);
  }

  /** Restores an older page's rows in place; quarantines what fails; refuses newer pages. */
  function upgrade(page: PageRecord, dir: PageDirectory, invalid: InvalidRow[]): unknown[] {
    if (page.v > spec.version) {
      throw new StoreError(
        'newer-version',
        `${name} page ${page.pageId} is version ${page.v}, this app knows ${spec.version}`,
      );
    }
    if (page.v === spec.version) return page.rows;
    const restored = restorePage(spec, spec.key, page);
    for (const bad of restored.invalid) {
      invalid.push(bad);
      if (bad.key !== undefined) dir.pageOf.delete(bad.key);
    }
    return restored.rows;
  }

  async function applyWrite(
    tx: BackendTx,
    change: PageWrite<T>,
    invalid: InvalidRow[],
  ): Promise<PageDirectory> {
    const meta = (await tx.getMeta(name)) ?? initialMeta();
    const dir = await directoryFor(tx, meta);
    const puts = new Map<Key, T>();
    for (const row of change.put ?? []) {
      const key = keyOf(row, spec.key);
      if (key === undefined)
        throw new StoreError('failed', `${name}: row without a string or number "${spec.key}"`);
      puts.set(key, row);
    }
    const deletes = new Set(change.delete ?? []);
    const touched = new Set<number>();
    for (const key of [...puts.keys(), ...deletes]) {
      const pageId = dir.pageOf.get(key);
      if (pageId !== undefined) touched.add(pageId);
    }
    let newRows = 0;
    for (const key of puts.keys()) if (!dir.pageOf.has(key)) newRows++;
    const open = newRows > 0 ? openPageId(dir, pageSize) : undefined;
    // Half a page or more of new rows that do not fit in the open page start new pages instead of
    // reading and rewriting it: a first sync then writes each page once (small writes still fill it).
    const fits = open !== undefined && (dir.sizes.get(open) ?? 0) + newRows <= pageSize;
    const topUp = open !== undefined && (fits || newRows < pageSize / 2) ? open : undefined;
    if (topUp !== undefined) touched.add(topUp);

    // Each touched page as an ordered key → row map, upgraded to the current version.
    const contents = new Map<number, Map<Key, unknown>>();
    for (const page of await tx.getPages(name, [...touched])) {
      const rows = new Map<Key, unknown>();
      for (const row of page.rows) {
        const key = keyOf(row, spec.key);
        if (key !== undefined && !deletes.has(key)) rows.set(key, row);
      }
      const upgraded = upgrade({ ...page, rows: [...rows.values()] }, dir, invalid);
      contents.set(page.pageId, new Map(upgraded.map((row) => [keyOf(row, spec.key) ?? '', row])));
    }
    for (const key of deletes) dir.pageOf.delete(key);
    for (const [key, row] of puts) {
      const pageId = dir.pageOf.get(key);
      if (pageId !== undefined) contents.get(pageId)?.set(key, row);
    }
    // Computed after the upgrade: a row quarantined there comes back as an insert.
    const inserts = [...puts.keys()].filter((key) => !dir.pageOf.has(key));
    let nextPageId = meta.nextPageId;
    let target = topUp;
    for (const key of inserts) {
      if (target === undefined || (contents.get(target)?.size ?? 0) >= pageSize) {
        target = nextPageId++;
        contents.set(target, new Map());
      }
      contents.get(target)?.set(key, puts.get(key));
      dir.pageOf.set(key, target);
    }

    const put: PageRecord[] = [];
    const removed: number[] = [];
    for (const [pageId, rows] of contents) {
      dir.sizes.set(pageId, rows.size);
      if (rows.size === 0) {
        removed.push(pageId);
        dir.sizes.delete(pageId);
      } else put.push({ collection: name, pageId, v: spec.version, rows: [...rows.values()] });
    }
    await tx.putPages(put);
    await tx.deletePages(name, removed);
    const checkpoint = change.checkpoint !== undefined ? change.checkpoint : meta.checkpoint;
    const generation = meta.generation + 1;
    const base = { name, generation, nextPageId, rowCount: dir.pageOf.size };
    await tx.putMeta(checkpoint === undefined ? base : { ...base, checkpoint });
    if (invalid.length > 0) await tx.addQuarantine(quarantineRecords(ctx, name, invalid));
    dir.generation = generation;
    return dir;
  }

  /** Concurrent writes may finish out of order: keep the newest directory. */
  function remember(dir: PageDirectory): void {
    if (!cached || dir.generation > cached.generation) cached = dir;
  }

  async function write(change: PageWrite<T>): Promise<void> {
    const invalid: InvalidRow[] = [];
    try {
      remember(await ctx.run('rw', (tx) => applyWrite(tx, change, invalid)));
    } catch (error) {
      cached = undefined;
      throw error;
    }
    if (invalid.length > 0) ctx.emit({ type: 'quarantined', collection: name, count: invalid.length });
  }

  /** Reads one page; rewrites it (in one transaction, re-read) when rows need migration or quarantine. */
  async function readPage(pageId: number): Promise<{ page?: PageRecord; rows: T[]; invalid: number }> {
    const [first] = await ctx.run('r', (tx) => tx.getPages(name, [pageId]));
    if (!first || first.v > spec.version)
      return first ? { page: first, rows: [], invalid: 0 } : { rows: [], invalid: 0 };
    const quick = restorePage(spec, spec.key, first);
    if (!quick.changed) return { page: first, rows: quick.rows, invalid: 0 };
    const result = await ctx.run('rw', async (tx) => {
      const [page] = await tx.getPages(name, [pageId]);
      if (!page || page.v > spec.version)
        return { page, rows: [] as T[], invalid: [] as InvalidRow[], dir: undefined };
      const restored = restorePage(spec, spec.key, page);
      const keyed = restored.invalid.filter((bad) => bad.key !== undefined);
      await tx.addQuarantine(quarantineRecords(ctx, name, keyed));
      // Keyless rows cannot be addressed by a delete; applyWrite quarantines them with the rest.
      const keyless = restored.invalid.filter((bad) => bad.key === undefined);
      const badKeys = keyed.flatMap((bad) => (bad.key === undefined ? [] : [bad.key]));
      const dir = await applyWrite(tx, { put: restored.rows, delete: badKeys }, keyless);
      return { page, rows: restored.rows, invalid: restored.invalid, dir };
    });
    if (result.dir) remember(result.dir);
    if (result.invalid.length > 0)
      ctx.emit({ type: 'quarantined', collection: name, count: result.invalid.length });
    const base = { rows: result.rows, invalid: result.invalid.length };
    return result.page ? { ...base, page: result.page } : base;
  }

  async function* loadAll(): AsyncGenerator<T[]> {
    const start = await ctx.run('r', async (tx) => ({
      ids: await tx.pageIds(name),
      meta: await tx.getMeta(name),
    }));
    const seen = emptyDirectory(start.meta?.generation ?? 0);
    let newer = 0;
    let consistent = true;
    for (const pageId of [...start.ids].sort((a, b) => a - b)) {
      const { page, rows, invalid } = await readPage(pageId);
      if (!page || invalid > 0 || page.v !== spec.version) consistent = false;
      if (page && page.v > spec.version) newer += page.rows.length;
      else if (page) addPageToDirectory(seen, { ...page, rows }, spec.key);
      if (rows.length > 0) yield rows;
    }
    if (newer > 0) ctx.emit({ type: 'skipped-newer', collection: name, count: newer });
    // A clean pass doubles as the key→page directory, sparing the first write a full read.
    if (consistent && cached === undefined) {
      const meta = await ctx.run('r', (tx) => tx.getMeta(name));
      if ((meta?.generation ?? 0) === seen.generation) cached = seen;
    }
  }

  /**
   * Every row in one read transaction, for filling memory fast. Pages at the current version are
   * returned as stored: they were parsed when written, and `check()` re-validates them later, off
   * the first screen's path. Older pages take the restore path (migrated, rewritten) here.
   */
  async function loadTrusted(): Promise<T[]> {
    const { pages, meta } = await ctx.run('r', async (tx) => ({
      pages: await tx.getPages(name),
      meta: await tx.getMeta(name),
    }));
    const out: T[] = [];
    const older: number[] = [];
    let newer = 0;
    for (const page of pages) {
      if (page.v > spec.version) newer += page.rows.length;
      else if (page.v < spec.version) older.push(page.pageId);
      else for (const row of page.rows) out.push(row as T);
    }
    for (const pageId of older) out.push(...(await readPage(pageId)).rows);
    if (newer > 0) ctx.emit({ type: 'skipped-newer', collection: name, count: newer });
    if (older.length === 0 && newer === 0 && cached === undefined)
      cached = buildDirectory(pages, spec.key, meta?.generation ?? 0);
    return out;
  }

  /** Validates every stored row a page at a time; quarantines failures as loadAll does and yields their keys. */
  async function* check(): AsyncGenerator<Key[]> {
    const ids = await ctx.run('r', (tx) => tx.pageIds(name));
    for (const pageId of [...ids].sort((a, b) => a - b)) {
      const [page] = await ctx.run('r', (tx) => tx.getPages(name, [pageId]));
      if (!page || page.v > spec.version || !restorePage(spec, spec.key, page).changed) continue;
      const before = page.rows.flatMap((row) => {
        const key = keyOf(row, spec.key);
        return key === undefined ? [] : [key];
      });
      const kept = new Set((await readPage(pageId)).rows.map((row) => keyOf(row, spec.key)));
      yield before.filter((key) => !kept.has(key));
    }
  }

  return {
    name,
    write,
    putRows: (rows, options) => write({ ...options, put: rows }),
    deleteRows: (keys) => write({ delete: keys }),
    loadAll,
    loadTrusted,
    check,
    count: async () => (await ctx.run('r', (tx) => tx.getMeta(name)))?.rowCount ?? 0,
    getCheckpoint: async () => (await ctx.run('r', (tx) => tx.getMeta(name)))?.checkpoint,
    setCheckpoint: (checkpoint) =>
      ctx.run('rw', async (tx) => tx.putMeta({ ...((await tx.getMeta(name)) ?? initialMeta()), checkpoint })),
    clear: async () => {
      cached = undefined;
      await ctx.run('rw', async (tx) => {
        const meta = (await tx.getMeta(name)) ?? initialMeta();
        await tx.clearCollection(name);
        // Keep the generation growing so no cached directory elsewhere mistakes it for unchanged.
        await tx.putMeta({ name, generation: meta.generation + 1, nextPageId: meta.nextPageId, rowCount: 0 });
      });
    },
  };
}
