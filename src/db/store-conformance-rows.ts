import { z } from 'zod';
import { expect, it } from 'vitest';
import { commentsSpec, openFresh, type Comment, type ProviderFactory } from './conformance-fixtures.ts';
import type { RowCollectionSpec, StoreEvent } from './store.ts';

const c = (id: string | number, incidentId: string, author = 'ann'): Comment => ({
  id,
  incidentId,
  author,
  body: `b${id}`,
});

/** Row-collection rules of the store contract. */
export function rowCollectionCases(makeProvider: ProviderFactory): void {
  it('gets, puts (upsert), deletes and lists in key order, numbers before strings', async () => {
    const { store } = await openFresh(makeProvider);
    const col = store.rows(commentsSpec);
    await col.put([c('b', 'x'), c(2, 'x'), c('a', 'y'), c(10, 'y')]);
    await col.put(c('a', 'y', 'bob'));
    expect(await col.get('a')).toEqual(c('a', 'y', 'bob'));
    expect(await col.get('zzz')).toBeUndefined();
    expect((await col.list()).map((r) => r.id)).toEqual([2, 10, 'a', 'b']);
    await col.delete(['b', 'nope']);
    await col.delete(2);
    expect((await col.list()).map((r) => r.id)).toEqual([10, 'a']);
  });

  it('lists by either declared index and refuses an undeclared one', async () => {
    const { store } = await openFresh(makeProvider);
    const col = store.rows(commentsSpec);
    await col.put([c('c', 'x', 'bob'), c('a', 'x'), c('b', 'y', 'bob')]);
    expect((await col.listBy('incidentId', 'x')).map((r) => r.id)).toEqual(['a', 'c']);
    expect((await col.listBy('author', 'bob')).map((r) => r.id)).toEqual(['b', 'c']);
    expect(await col.listBy('incidentId', 'none')).toEqual([]);
    await expect(col.listBy('body', 'x')).rejects.toMatchObject({ name: 'StoreError' });
  });

  it('moves a row between index values when it is rewritten', async () => {
    const { store } = await openFresh(makeProvider);
    const col = store.rows(commentsSpec);
    await col.put(c('a', 'x'));
    await col.put(c('a', 'y'));
    expect(await col.listBy('incidentId', 'x')).toEqual([]);
    expect((await col.listBy('incidentId', 'y')).map((r) => r.id)).toEqual(['a']);
  });

  it('keeps collections apart and clear() empties only its own', async () => {
    const { store } = await openFresh(makeProvider);
    const a = store.rows(commentsSpec);
    const b = store.rows({ ...commentsSpec, name: 'notes' });
    await a.put(c('1', 'x'));
    await b.put(c('1', 'y'));
    await a.clear();
    expect(await a.list()).toEqual([]);
    expect(await b.get('1')).toEqual(c('1', 'y'));
  });

  it('migrates old rows on read, quarantines invalid ones and skips newer ones', async () => {
    const { store } = await openFresh(makeProvider);
    const events: StoreEvent[] = [];
    store.subscribe((event) => events.push(event));
    const v1: RowCollectionSpec<{ id: string; incident: string }> = {
      name: 'comments',
      key: 'id',
      version: 1,
      schema: z.object({ id: z.string(), incident: z.string() }),
    };
    await store.rows(v1).put([
      { id: 'a', incident: 'x' },
      { id: 'b', incident: 7 as unknown as string },
    ]);
    await store.rows({ ...commentsSpec, version: 3, migrations: {} }).put(c('z', 'x'));
    const v2: RowCollectionSpec<Comment> = {
      ...commentsSpec,
      version: 2,
      migrations: {
        1: (old) => ({
          ...(old as { incident: string }),
          incidentId: (old as { incident: string }).incident,
          author: '?',
          body: '',
        }),
      },
    };
    const col = store.rows(v2);
    expect(await col.list()).toEqual(
      [{ id: 'a', incident: 'x', incidentId: 'x', author: '?', body: '' }].map((r) => comment(r)),
    );
    expect(await col.get('b')).toBeUndefined();
    expect(await col.get('z')).toBeUndefined();
    expect(await store.quarantine.count()).toBe(1);
    expect(events).toContainEqual({ type: 'quarantined', collection: 'comments', count: 1 });
    expect(events).toContainEqual({ type: 'skipped-newer', collection: 'comments', count: 1 });
    await store.quarantine.clear();
    expect(await store.quarantine.list()).toEqual([]);
  });

  it('rejects a put with a keyless row and writes none of it', async () => {
    const { store } = await openFresh(makeProvider);
    const col = store.rows(commentsSpec);
    await expect(col.put([c('a', 'x'), { incidentId: 'x' } as unknown as Comment])).rejects.toMatchObject({
      name: 'StoreError',
    });
    expect(await col.list()).toEqual([]);
  });
}

/** Zod strips unknown keys: what a restored v2 comment looks like. */
function comment(row: Record<string, unknown>): Comment {
  return commentsSpec.schema.parse(row);
}
