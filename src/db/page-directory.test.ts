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
  const backend: Backend = {
    ...inner,
    run: (mode, fn) =>
      inner.run(mode, (tx) =>
        fn({
          ...tx,
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
  return { pages, failNext: () => (failNext = true) };
}

async function keys(pages: ReturnType<typeof failingStore>['pages']): Promise<string[]> {
  const out: string[] = [];
  for await (const page of pages.loadAll()) out.push(...page.map((row) => row.id));
  return out.sort();
}

describe('page directory kept across writes', () => {
  it('a write that fails half-way leaves the key→page directory usable: later writes see the stored pages', async () => {
    const { pages, failNext } = failingStore();
    await pages.putRows([{ id: 'a', n: 1 }, { id: 'b', n: 1 }, { id: 'c', n: 1 }]);
    expect(await keys(pages)).toEqual(['a', 'b', 'c']);
    failNext();
    await expect(pages.write({ delete: ['a'], put: [{ id: 'd', n: 1 }] })).rejects.toThrow();
    expect(await keys(pages)).toEqual(['a', 'b', 'c']);
    // Had the failed write's changes stayed in the cached directory, "a" would look absent here.
    await pages.deleteRows(['a']);
    await pages.putRows([{ id: 'b', n: 2 }, { id: 'e', n: 1 }]);
    expect(await keys(pages)).toEqual(['b', 'c', 'e']);
    expect(await pages.count()).toBe(3);
  });

  it('many writes in a row keep every key once (the directory is updated in place)', async () => {
    const { pages } = failingStore();
    for (let i = 0; i < 20; i++) await pages.putRows([{ id: `k${i}`, n: i }, { id: `k${i + 1}`, n: i }]);
    expect(await keys(pages)).toEqual(Array.from({ length: 21 }, (_, i) => `k${i}`).sort());
    expect(await pages.count()).toBe(21);
  });
});
