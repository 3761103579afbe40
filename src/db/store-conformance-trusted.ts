import { expect, it } from 'vitest';
import {
  byId,
  items,
  loadAll,
  openFresh,
  pagesV1,
  pagesV2,
  type Item,
  type ProviderFactory,
} from './conformance-fixtures.ts';

/** The fast start path: one read of trusted pages, then a background check of every row. */
export function trustedLoadCases(makeProvider: ProviderFactory): void {
  it('loadTrusted returns every current-version row in one read, as stored', async () => {
    const { store } = await openFresh(makeProvider);
    const col = store.pages(pagesV2);
    await col.putRows(items(0, 8));
    await col.deleteRows(['i0003']);
    expect((await col.loadTrusted()).sort(byId)).toEqual([...items(0, 3), ...items(4, 8)]);
  });

  it('loadTrusted migrates older pages, and check() finds and quarantines rows that fail', async () => {
    const { store } = await openFresh(makeProvider);
    await store.pages(pagesV1).putRows([{ id: 'a', title: 'A' }]);
    const col = store.pages(pagesV2);
    const broken = { id: 'x', name: 5, size: 1 } as unknown as Item;
    await col.putRows([{ id: 'b', name: 'B', size: 1 }, broken]);
    const loaded = (await col.loadTrusted()).sort(byId);
    // The broken row is current-version: returned as stored until the check runs.
    expect(loaded).toEqual([{ id: 'a', name: 'A', size: 0 }, { id: 'b', name: 'B', size: 1 }, broken]);
    const removed: unknown[] = [];
    for await (const keys of col.check()) removed.push(...keys);
    expect(removed).toEqual(['x']);
    expect((await store.quarantine.list()).map((record) => record.key)).toEqual(['x']);
    expect((await col.loadTrusted()).sort(byId)).toEqual([
      { id: 'a', name: 'A', size: 0 },
      { id: 'b', name: 'B', size: 1 },
    ]);
    expect((await loadAll(col)).rows).toHaveLength(2);
  });

  it('writes after loadTrusted land in the right pages (its directory is reused)', async () => {
    const { store } = await openFresh(makeProvider);
    const col = store.pages(pagesV2);
    await col.putRows(items(0, 7));
    await col.loadTrusted();
    await col.putRows([{ id: 'i0001', name: 'changed', size: 9 }, ...items(7, 9)]);
    const rows = (await col.loadTrusted()).sort(byId);
    expect(rows).toHaveLength(9);
    expect(rows.find((row) => row.id === 'i0001')).toEqual({ id: 'i0001', name: 'changed', size: 9 });
    expect(await col.count()).toBe(9);
  });
}
