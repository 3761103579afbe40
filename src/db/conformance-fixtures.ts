// Shared fixtures for the store conformance suite (store.conformance.ts).
import { z } from 'zod';
import type {
  LocalStore,
  PageCollectionSpec,
  RowCollectionSpec,
  StoreNamespace,
  StoreProvider,
} from './store.ts';

export const item = z.object({ id: z.string(), name: z.string(), size: z.number() });
export type Item = z.infer<typeof item>;

/** Version 1 of the items schema had `title` and no `size`; version 2 renamed and added. */
export const itemV1 = z.object({ id: z.string(), title: z.string() });

export const pagesV1: PageCollectionSpec<z.infer<typeof itemV1>> = {
  name: 'items',
  key: 'id',
  version: 1,
  schema: itemV1,
  pageSize: 3,
};
export const pagesV2: PageCollectionSpec<Item> = {
  name: 'items',
  key: 'id',
  version: 2,
  schema: item,
  pageSize: 3,
  migrations: {
    1: (old) => {
      const { id, title } = itemV1.parse(old);
      return { id, name: title, size: 0 };
    },
  },
};
export const pagesV3: PageCollectionSpec<Item> = {
  ...pagesV2,
  version: 3,
  migrations: { ...pagesV2.migrations, 2: (old) => old },
};

export const comment = z.object({
  id: z.union([z.string(), z.number()]),
  incidentId: z.string(),
  author: z.string(),
  body: z.string(),
});
export type Comment = z.infer<typeof comment>;
export const commentsSpec: RowCollectionSpec<Comment> = {
  name: 'comments',
  key: 'id',
  version: 1,
  schema: comment,
  indexes: ['incidentId', 'author'],
};

export const ns: StoreNamespace = {
  backendUrl: 'https://mc.example.com/',
  organization: 'acme',
  userId: 'u-1',
};
export const otherNs: StoreNamespace = { ...ns, userId: 'u-2' };

export const items = (from: number, to: number, size = 1): Item[] =>
  Array.from({ length: to - from }, (_, i) => ({
    id: `i${String(from + i).padStart(4, '0')}`,
    name: `item ${from + i}`,
    size,
  }));

export async function loadAll<T>(collection: {
  loadAll(): AsyncIterable<T[]>;
}): Promise<{ rows: T[]; pages: T[][] }> {
  const pages: T[][] = [];
  for await (const page of collection.loadAll()) pages.push(page);
  return { rows: pages.flat(), pages };
}

export const byId = (a: { id: string | number }, b: { id: string | number }): number =>
  String(a.id).localeCompare(String(b.id));

export type ProviderFactory = () => StoreProvider | Promise<StoreProvider>;

export async function openFresh(
  makeProvider: ProviderFactory,
): Promise<{ provider: StoreProvider; store: LocalStore }> {
  const provider = await makeProvider();
  return { provider, store: await provider.open(ns) };
}
