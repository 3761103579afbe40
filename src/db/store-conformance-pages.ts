import { expect, it } from 'vitest';
import {
  byId,
  items,
  loadAll,
  openFresh,
  pagesV1,
  pagesV2,
  pagesV3,
  type Item,
  type ProviderFactory,
} from './conformance-fixtures.ts';
import type { StoreEvent } from './store.ts';

/** Page-collection rules of the store contract. */
export function pageCollectionCases(makeProvider: ProviderFactory): void {
  it('upserts rows into pages of at most pageSize and streams them back once each', async () => {
    const { store } = await openFresh(makeProvider);
    const col = store.pages(pagesV2);
    await col.putRows(items(0, 7));
    await col.putRows([...items(5, 9, 2)]);
    const { rows, pages } = await loadAll(col);
    expect(pages.every((page) => page.length <= 3)).toBe(true);
    expect(rows.sort(byId)).toEqual([...items(0, 5), ...items(5, 9, 2)]);
    expect(await col.count()).toBe(9);
  });

  it('deletes by key, ignores unknown keys, and drops emptied pages', async () => {
    const { store } = await openFresh(makeProvider);
    const col = store.pages(pagesV2);
    await col.putRows(items(0, 6));
    await col.deleteRows(['i0000', 'i0001', 'i0002', 'nope']);
    const { rows, pages } = await loadAll(col);
    expect(rows.sort(byId)).toEqual(items(3, 6));
    expect(pages).toHaveLength(1);
    await col.write({ put: items(10, 11), delete: ['i0003'] });
    expect((await loadAll(col)).rows.map((r) => r.id).sort()).toEqual(['i0004', 'i0005', 'i0010']);
  });

  it('stores a checkpoint per collection, atomically with a write', async () => {
    const { store } = await openFresh(makeProvider);
    const col = store.pages(pagesV2);
    const other = store.pages({ ...pagesV2, name: 'others' });
    expect(await col.getCheckpoint()).toBeUndefined();
    await col.putRows(items(0, 2), { checkpoint: { updatedAt: '2026-01-01', id: 'i0001' } });
    await other.setCheckpoint(['x', 1]);
    expect(await col.getCheckpoint()).toEqual({ updatedAt: '2026-01-01', id: 'i0001' });
    await col.putRows(items(2, 3));
    expect(await col.getCheckpoint()).toEqual({ updatedAt: '2026-01-01', id: 'i0001' });
    expect(await other.getCheckpoint()).toEqual(['x', 1]);
    expect((await loadAll(other)).rows).toEqual([]);
  });

  it('rejects a whole write with a StoreError when one row has no key', async () => {
    const { store } = await openFresh(makeProvider);
    const col = store.pages(pagesV2);
    const bad = { name: 'no id', size: 1 } as unknown as Item;
    await expect(col.putRows([...items(0, 2), bad])).rejects.toMatchObject({ name: 'StoreError' });
    expect((await loadAll(col)).rows).toEqual([]);
  });

  it('clear() removes rows and checkpoint', async () => {
    const { store } = await openFresh(makeProvider);
    const col = store.pages(pagesV2);
    await col.putRows(items(0, 5), { checkpoint: 'c' });
    await col.clear();
    expect((await loadAll(col)).rows).toEqual([]);
    expect(await col.getCheckpoint()).toBeUndefined();
    await col.putRows(items(0, 1));
    expect(await col.count()).toBe(1);
  });

  it('keeps keys unique when two connections write in turn', async () => {
    const { provider, store } = await openFresh(makeProvider);
    const second = await provider.open({
      backendUrl: 'https://mc.example.com',
      organization: 'acme',
      userId: 'u-1',
    });
    const a = store.pages(pagesV2);
    const b = second.pages(pagesV2);
    await a.putRows(items(0, 4));
    await b.putRows(items(2, 6, 2));
    await a.putRows(items(3, 5, 3));
    const { rows } = await loadAll(a);
    expect(rows.map((r) => r.id).sort()).toEqual(items(0, 6).map((r) => r.id));
    expect(rows.find((r) => r.id === 'i0004')?.size).toBe(3);
  });

  it('migrates older pages on read and quarantines rows that fail, without throwing', async () => {
    const { store } = await openFresh(makeProvider);
    const events: StoreEvent[] = [];
    store.subscribe((event) => events.push(event));
    await store.pages(pagesV1).putRows([
      { id: 'a', title: 'A' },
      { id: 'b', title: 'B' },
      { id: 'c', title: 42 as unknown as string },
    ]);
    const col = store.pages(pagesV2);
    const { rows } = await loadAll(col);
    expect(rows.sort(byId)).toEqual([
      { id: 'a', name: 'A', size: 0 },
      { id: 'b', name: 'B', size: 0 },
    ]);
    expect(await store.quarantine.count()).toBe(1);
    const [record] = await store.quarantine.list();
    expect(record).toMatchObject({ collection: 'items', key: 'c', v: 1, data: { id: 'c', title: 42 } });
    expect(record?.reason).toMatch(/migration 1→2 failed/);
    expect(events).toContainEqual({ type: 'quarantined', collection: 'items', count: 1 });
    expect((await loadAll(col)).rows).toHaveLength(2);
    expect(await col.count()).toBe(2);
    await col.putRows([{ id: 'a', name: 'A2', size: 1 }]);
    expect((await loadAll(col)).rows.sort(byId)[0]).toEqual({ id: 'a', name: 'A2', size: 1 });
  });

  it('upgrades an older page when a write touches it, without reading it first', async () => {
    const { store } = await openFresh(makeProvider);
    await store.pages(pagesV1).putRows([
      { id: 'a', title: 'A' },
      { id: 'b', title: 7 as unknown as string },
      { id: 'c', title: 'C' },
    ]);
    const col = store.pages(pagesV2);
    await col.putRows([
      { id: 'c', name: 'C2', size: 2 },
      { id: 'd', name: 'D', size: 1 },
    ]);
    expect((await loadAll(col)).rows.sort(byId)).toEqual([
      { id: 'a', name: 'A', size: 0 },
      { id: 'c', name: 'C2', size: 2 },
      { id: 'd', name: 'D', size: 1 },
    ]);
    expect((await store.quarantine.list()).map((r) => r.key)).toEqual(['b']);
    expect(await col.count()).toBe(3);
  });

  it('leaves rows of a newer version in place, unreturned, and refuses to write into them', async () => {
    const { store } = await openFresh(makeProvider);
    const events: StoreEvent[] = [];
    store.subscribe((event) => events.push(event));
    await store.pages(pagesV3).putRows(items(0, 2));
    const col = store.pages(pagesV2);
    expect((await loadAll(col)).rows).toEqual([]);
    expect(events).toContainEqual({ type: 'skipped-newer', collection: 'items', count: 2 });
    await expect(col.putRows(items(0, 1))).rejects.toMatchObject({ kind: 'newer-version' });
    expect((await loadAll(store.pages(pagesV3))).rows).toEqual(items(0, 2));
  });
}
