// The one conformance suite every LocalStore implementation passes (see CONTRACT.md).
import { describe, expect, it } from 'vitest';
import {
  items,
  loadAll,
  ns,
  openFresh,
  otherNs,
  pagesV2,
  type ProviderFactory,
} from './conformance-fixtures.ts';
import { STORE_NAME_PREFIX } from './namespace.ts';
import { pageCollectionCases } from './store-conformance-pages.ts';
import { rowCollectionCases } from './store-conformance-rows.ts';
import { trustedLoadCases } from './store-conformance-trusted.ts';

/**
 * Registers the store contract's tests for one implementation. `makeProvider` must return a
 * provider over empty storage each time it is called.
 */
export function runStoreConformance(name: string, makeProvider: ProviderFactory): void {
  describe(`${name}: store conformance`, () => {
    describe('namespaces', () => namespaceCases(makeProvider));
    describe('page collections', () => pageCollectionCases(makeProvider));
    describe('row collections', () => rowCollectionCases(makeProvider));
    describe('trusted load and background check', () => trustedLoadCases(makeProvider));
  });
}

function namespaceCases(makeProvider: ProviderFactory): void {
  it('derives one database per namespace, fresh on first open only', async () => {
    const { provider, store } = await openFresh(makeProvider);
    expect(store.fresh).toBe(true);
    expect(store.name.startsWith(STORE_NAME_PREFIX)).toBe(true);
    expect(store.name).not.toContain('acme');
    await store.pages(pagesV2).putRows(items(0, 2));
    store.close();
    const again = await provider.open({ ...ns, backendUrl: 'https://mc.example.com' });
    expect(again.name).toBe(store.name);
    expect(again.fresh).toBe(false);
    expect((await loadAll(again.pages(pagesV2))).rows).toHaveLength(2);
    const other = await provider.open(otherNs);
    expect(other.name).not.toBe(store.name);
    expect((await loadAll(other.pages(pagesV2))).rows).toEqual([]);
  });

  it('lists stores and deletes one or all of them', async () => {
    const { provider, store } = await openFresh(makeProvider);
    const other = await provider.open(otherNs);
    await store.pages(pagesV2).putRows(items(0, 2));
    expect(await provider.listStores()).toEqual([store.name, other.name].sort());
    await provider.deleteStore(ns);
    expect(await provider.listStores()).toEqual([other.name]);
    await expect(store.pages(pagesV2).count()).rejects.toMatchObject({ kind: 'closed' });
    const reopened = await provider.open(ns);
    expect(reopened.fresh).toBe(true);
    expect(await reopened.pages(pagesV2).count()).toBe(0);
    for (const name of await provider.listStores()) await provider.deleteStoreByName(name);
    expect(await provider.listStores()).toEqual([]);
  });

  it('rejects with a closed StoreError after close()', async () => {
    const { store } = await openFresh(makeProvider);
    store.close();
    await expect(store.rows({ ...pagesV2, name: 'x' }).list()).rejects.toMatchObject({
      name: 'StoreError',
      kind: 'closed',
    });
  });

  it('verify() finds nothing wrong in a consistent store', async () => {
    const { store } = await openFresh(makeProvider);
    await store.pages(pagesV2).putRows(items(0, 4), { checkpoint: 1 });
    expect(await store.verify()).toEqual({ emptyButCheckpointed: [] });
  });
}
