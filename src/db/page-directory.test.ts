import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Backend } from './backend.ts';
import { createLocalStore } from './local-store.ts';
import { createMemoryBackend, createMemoryDatabase } from './memory-backend.ts';

const rowSchema = z.object({ id: z.string(), n: z.number() });

/** A memory store whose next read-write transaction fails after the pages were written (at the meta write). */
function failingStore() {
  const inner = createMemoryBackend(createMemoryDatabase());
  let failNext = false;
  const written: number[][] = [];
  const backend: Backend = {
    ...inner,
    run: (mode, fn) =>
      inner.run(mode, (tx) =>
        fn({
          ...tx,
          putPages: (records) => {
            written.push(records.map((record) => record.rows.length));
            return tx.putPages(records);
          },
          putMeta: (meta) => {
            if (!failNext) return tx.putMeta(meta);
            failNext = false;
            return Promise.reject(new Error('aborted at commit'));
          },
        }),
      ),
  };
  const store = createLocalStore(backend, { name: 'directory-test', fresh: true });
  const pages = store.pages({ name: 'items', key: 'id', version: 1, schema: rowSchema, pageSize: 2 });
  return { pages, failNext: () => (failNext = true), written };
}

async function keys(pages: ReturnType<typeof failingStore>['pages']): Promise<string[]> {
  const out: string[] = [];
  for await (const page of pages.loadAll()) out.push(...page.map((row) => row.id));
  return out.sort();
}

describe('page directory kept across writes', () => {
  it('a write that fails half-way leaves the key→page directory usable: later writes see the stored pages', async () => {
    const { pages, failNext } = failingStore();
    await pages.putRows([
      { id: 'a', n: 1 },
      { id: 'b', n: 1 },
      { id: 'c', n: 1 },
    ]);
    expect(await keys(pages)).toEqual(['a', 'b', 'c']);
    failNext();
    await expect(pages.write({ delete: ['a'], put: [{ id: 'd', n: 1 }] })).rejects.toThrow();
    expect(await keys(pages)).toEqual(['a', 'b', 'c']);
    // Had the failed write's changes stayed in the cached directory, "a" would look absent here.
    await pages.deleteRows(['a']);
    await pages.putRows([
      { id: 'b', n: 2 },
      { id: 'e', n: 1 },
    ]);
    expect(await keys(pages)).toEqual(['b', 'c', 'e']);
    expect(await pages.count()).toBe(3);
  });

  it('a page-sized batch of new rows starts new pages instead of rewriting a partly filled one; small ones fill it', async () => {
    const { pages, written } = failingStore();
    await pages.putRows([{ id: 'first', n: 0 }]); // e.g. a first screen's rows before the first sync page
    written.length = 0;
    await pages.putRows([
      { id: 'k1', n: 1 },
      { id: 'k2', n: 1 },
    ]);
    expect(written).toEqual([[2]]);
    await pages.putRows([
      { id: 'k3', n: 1 },
      { id: 'k4', n: 1 },
      { id: 'k5', n: 1 },
    ]);
    expect(written.at(-1)).toEqual([2, 1]);
    expect(await keys(pages)).toEqual(['first', 'k1', 'k2', 'k3', 'k4', 'k5']);
    expect(await pages.count()).toBe(6);
  });

  it('many writes in a row keep every key once (the directory is updated in place)', async () => {
    const { pages } = failingStore();
    for (let i = 0; i < 20; i++)
      await pages.putRows([
        { id: `k${i}`, n: i },
        { id: `k${i + 1}`, n: i },
      ]);
    expect(await keys(pages)).toEqual(Array.from({ length: 21 }, (_, i) => `k${i}`).sort());
    expect(await pages.count()).toBe(21);
  });
});
