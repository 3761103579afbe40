// Shared by the puller tests: a small synced collection over the fake PostgREST table, and a
// puller on a memory store that can be "restarted" (new puller, same store).
import { z } from 'zod';
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import type { LocalStore, PageCollection } from '../../db/store.ts';
import { defineSyncedCollection, type SyncedCollection } from '../registry/synced-collection.ts';
import { fakeTable, type FakeTable, type Row } from './fake-postgrest.ts';
import { createPuller } from './index.ts';
import type { PullDeps } from './types.ts';

export const itemSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
});
export type Item = z.infer<typeof itemSchema>;

export function itemSpec(overrides: Partial<SyncedCollection<Item>> = {}): SyncedCollection<Item> {
  return defineSyncedCollection<Item>({
    name: 'items',
    label: 'items',
    source: { path: '/db/items', select: 'id,name,status,created_at,updated_at,deleted_at' },
    key: 'id',
    cursor: 'updated_at',
    deletion: { kind: 'soft-and-hard', field: 'deleted_at' },
    schema: itemSchema,
    pageSize: 3,
    overlapMs: 60_000,
    engine: {
      fields: {
        id: { kind: 'string' },
        name: { kind: 'string', text: true },
        status: { kind: 'string', facet: true },
      },
    },
    ...overrides,
  });
}

export const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A server row; `updated_at`/`created_at` default to the table's clock. */
export function serverRow(table: FakeTable, n: number, extra: Partial<Row> = {}): Row {
  const at = table.tick();
  const row: Row = {
    id: uuid(n),
    name: `item ${n}`,
    status: 'ok',
    created_at: at,
    updated_at: at,
    deleted_at: null,
    ...extra,
  };
  table.rows.set(String(row['id']), row);
  return row;
}

export interface Rig {
  table: FakeTable;
  store: LocalStore;
  pages: PageCollection<Item>;
  spec: SyncedCollection<Item>;
  /** Every onRows call. */
  changes: { put: string[]; remove: string[] }[];
  puller: ReturnType<typeof createPuller<Item>>;
  /** A new puller on the same store (a restarted worker), optionally with other deps. */
  restart(overrides?: Partial<PullDeps<Item>>): ReturnType<typeof createPuller<Item>>;
  local(): Promise<Map<string, Item>>;
  now: { value: number };
}

export async function rig(specOverrides: Partial<SyncedCollection<Item>> = {}): Promise<Rig> {
  const spec = itemSpec(specOverrides);
  const table = fakeTable({ path: spec.source.path, key: 'id' });
  const store = await createMemoryStoreProvider().open({
    backendUrl: 'https://mc.test',
    organization: 'o',
    userId: 'u',
  });
  const pages = store.pages({
    name: spec.name,
    key: spec.key,
    version: spec.version,
    schema: spec.schema,
    pageSize: spec.pageSize,
  });
  const changes: Rig['changes'] = [];
  const now = { value: Date.parse('2026-03-01T12:00:00Z') };
  const deps = (overrides: Partial<PullDeps<Item>> = {}): PullDeps<Item> => ({
    spec,
    pages,
    http: table.http,
    now: () => now.value,
    onRows: (change) => void changes.push({ put: change.put.map((r) => r.id), remove: [...change.remove] }),
    ...overrides,
  });
  return {
    table,
    store,
    pages,
    spec,
    changes,
    now,
    puller: createPuller(deps()),
    restart: (overrides) => createPuller(deps(overrides)),
    async local() {
      const out = new Map<string, Item>();
      for await (const page of pages.loadAll()) for (const row of page) out.set(row.id, row);
      return out;
    },
  };
}

/** The server rows a correct local copy holds (live rows; soft-deleted ones too when `keepDeleted`). */
export function expectedLocal(table: FakeTable, keepDeleted = false): Map<string, Row> {
  return new Map(
    [...table.rows]
      .filter(([, row]) => keepDeleted || row['deleted_at'] === null)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

export function sorted(map: Map<string, unknown>): [string, unknown][] {
  return [...map].sort(([a], [b]) => (a < b ? -1 : 1));
}
