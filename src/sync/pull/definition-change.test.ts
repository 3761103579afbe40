// A changed collection definition re-pulls the collection (CONTRACT.md "Definition changes").
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import type { LocalStore } from '../../db/store.ts';
import type { SyncedCollection } from '../registry/synced-collection.ts';
import { fakeTable, type FakeTable } from './fake-postgrest.ts';
import { createPuller } from './index.ts';
import { itemSchema, itemSpec, serverRow, uuid, type Item } from './test-support.ts';

const WITHOUT_STATUS = 'id,name,created_at,updated_at,deleted_at';
const WITH_STATUS = 'id,name,status,created_at,updated_at,deleted_at';

/** The items collection as first shipped: no status column (its rows hold null). */
const before = (overrides: Partial<SyncedCollection<Item>> = {}) =>
  itemSpec({
    source: { path: '/db/items', select: WITHOUT_STATUS },
    schema: itemSchema.extend({ status: z.string().nullable().default(null) }),
    // No overlap: an incremental pull re-reads nothing, so any re-read row is a re-pull.
    overlapMs: 0,
    ...overrides,
  });

/** The same collection once the definition gained `status`. */
const after = (overrides: Partial<SyncedCollection<Item>> = {}) => itemSpec({ overlapMs: 0, ...overrides });

async function setup(): Promise<{ table: FakeTable; store: LocalStore }> {
  const table = fakeTable({ path: '/db/items', key: 'id' });
  for (let n = 1; n <= 7; n++) serverRow(table, n, { status: n % 2 === 0 ? 'failed' : 'ok' });
  const store = await createMemoryStoreProvider().open({
    backendUrl: 'https://mc.test',
    organization: 'o',
    userId: 'u',
  });
  return { table, store };
}

/** One worker's puller for `spec` over the stored collection; what it told its engine. */
function puller(table: FakeTable, store: LocalStore, spec: SyncedCollection<Item>) {
  const pages = store.pages({
    name: spec.name,
    key: spec.key,
    version: spec.version,
    schema: spec.schema,
    ...(spec.migrations === undefined ? {} : { migrations: spec.migrations }),
    pageSize: spec.pageSize,
  });
  const told = { put: [] as Item[], remove: [] as string[] };
  const sent = table.log.length;
  const pull = createPuller({
    spec,
    pages,
    http: table.http,
    onRows: (change) => {
      told.put.push(...change.put);
      told.remove.push(...change.remove);
    },
  });
  return {
    pull: () => pull.pull(),
    told,
    /** The query of this puller's first request. */
    firstRequest: () => new URLSearchParams(table.log[sent]?.split('?')[1]),
    async local(): Promise<Map<string, Item>> {
      const out = new Map<string, Item>();
      for await (const page of pages.loadAll()) for (const row of page) out.set(row.id, row);
      return out;
    },
  };
}

/** A request that starts after the checkpoint (keyset `or=`, or `gte.` with an overlap), not from scratch. */
const incremental = (query: URLSearchParams) =>
  query.has('or') || query.getAll('updated_at').some((filter) => filter.startsWith('gte.'));

const statuses = (rows: Map<string, Item>) => [...rows.values()].map((row) => row.status).sort();

describe('puller: a changed collection definition', () => {
  it('re-reads every row when the select gains a field, and the stored rows carry it', async () => {
    const { table, store } = await setup();
    const first = puller(table, store, before());
    await first.pull();
    expect(statuses(await first.local())).toEqual(Array(7).fill(null));

    const upgraded = puller(table, store, after());
    const result = await upgraded.pull();
    // From scratch, with the new select.
    expect(incremental(upgraded.firstRequest())).toBe(false);
    expect(upgraded.firstRequest().get('select')).toBe(WITH_STATUS);
    expect(result).toMatchObject({ put: 7, removed: 0, complete: true });
    const local = await upgraded.local();
    expect(local.get(uuid(2))?.status).toBe('failed');
    expect(statuses(local)).toEqual(['failed', 'failed', 'failed', 'ok', 'ok', 'ok', 'ok']);
    // The engine got the re-read rows as upserts; nothing was removed meanwhile.
    expect(upgraded.told.put).toHaveLength(7);
    expect(upgraded.told.remove).toEqual([]);

    // Pulled under the new definition: the next pull is incremental again.
    const next = puller(table, store, after());
    await next.pull();
    expect(incremental(next.firstRequest())).toBe(true);
    expect(next.told.put).toEqual([]);
  });

  it('does not re-pull when the definition is unchanged (a new worker, an equal declaration)', async () => {
    const { table, store } = await setup();
    await puller(table, store, before()).pull();
    const again = puller(table, store, before());
    await again.pull();
    expect(incremental(again.firstRequest())).toBe(true);
    expect(again.told.put).toEqual([]);
  });

  it('re-pulls when only the schema learns a field the select already returned', async () => {
    const { table, store } = await setup();
    // `select=*` returns status, but the first schema did not know it: parsing stripped it.
    const stripped = before({
      source: { path: '/db/items', select: '*' },
      schema: itemSchema.omit({ status: true }).transform((row) => ({ ...row, status: null })),
    });
    const first = puller(table, store, stripped);
    await first.pull();
    expect(statuses(await first.local())).toEqual(Array(7).fill(null));
    const upgraded = puller(table, store, after({ source: { path: '/db/items', select: '*' } }));
    await upgraded.pull();
    expect(statuses(await upgraded.local())).toEqual(['failed', 'failed', 'failed', 'ok', 'ok', 'ok', 'ok']);
  });

  it('re-pulls when the version is bumped: migrated rows are replaced by re-read ones', async () => {
    const { table, store } = await setup();
    await puller(table, store, before()).pull();
    const bumped = before({
      source: { path: '/db/items', select: WITH_STATUS },
      version: 2,
      migrations: { 1: (old) => ({ ...(old as object), status: 'unknown' }) },
    });
    const upgraded = puller(table, store, bumped);
    await upgraded.pull();
    expect(incremental(upgraded.firstRequest())).toBe(false);
    expect(statuses(await upgraded.local())).toEqual(['failed', 'failed', 'failed', 'ok', 'ok', 'ok', 'ok']);
  });
});
