import { describe, expect, it } from 'vitest';
import { StoreError } from '../../db/store-error.ts';
import type { PageCollection } from '../../db/store.ts';
import { pgTimestamp } from './fake-postgrest.ts';
import { epochMicros } from './instant.ts';
import { expectedLocal, rig, serverRow, sorted, uuid, type Item } from './test-support.ts';

describe('puller: incremental keyset pull', () => {
  it('pages with order, keyset or=, limit, select and filters, and persists every row', async () => {
    const r = await rig({
      source: {
        path: '/db/items',
        select: 'id,name,status,created_at,updated_at,deleted_at',
        filters: { status: 'neq.hidden' },
      },
    });
    for (let n = 1; n <= 7; n++) serverRow(r.table, n);
    const result = await r.puller.pull();
    expect(result).toEqual({ put: 7, removed: 0, quarantined: 0, complete: true });
    expect(sorted(await r.local())).toEqual(sorted(expectedLocal(r.table)));
    const second = new URLSearchParams(r.table.log[1]?.split('?')[1]);
    const third = r.table.rows.get(uuid(3));
    expect(second.get('order')).toBe('updated_at.asc,id.asc');
    expect(second.get('limit')).toBe('3');
    expect(second.get('select')).toBe('id,name,status,created_at,updated_at,deleted_at');
    expect(second.get('status')).toBe('neq.hidden');
    expect(second.getAll('deleted_at')).toEqual(['is.null']);
    expect(second.get('or')).toBe(
      `(updated_at.gt.${String(third?.['updated_at'])},and(updated_at.eq.${String(third?.['updated_at'])},id.gt.${uuid(3)}))`,
    );
    expect(r.changes.flatMap((c) => c.put)).toHaveLength(7);
  });

  it('checkpoints after each page and resumes from the checkpoint after a crash mid-pull', async () => {
    const r = await rig();
    for (let n = 1; n <= 10; n++) serverRow(r.table, n);
    let writes = 0;
    const crashing: PageCollection<Item> = {
      ...r.pages,
      write: (change) =>
        ++writes === 3
          ? Promise.reject(new StoreError('closed', 'worker terminated'))
          : r.pages.write(change),
    };
    await expect(r.restart({ pages: crashing }).pull()).rejects.toMatchObject({
      name: 'PullError',
      kind: 'storage',
    });
    const local = await r.local();
    expect(local.size).toBe(6);
    // A first sync reads from both ends (two-ended.ts): only the upward pages move the checkpoint,
    // and every row at or below it is stored.
    const checkpoint = await r.pages.getCheckpoint();
    const upTo = [3, 6].find((n) => JSON.stringify(checkpoint).includes(uuid(n)));
    expect(upTo).toBeDefined();
    for (let n = 1; n <= (upTo ?? 0); n++) expect(local.has(uuid(n))).toBe(true);
    const before = r.table.log.length;
    // The overlap (60 s) covers every row here: a resumed pull starts at cursor − overlap, never from scratch.
    await r.restart().pull();
    const resumed = new URLSearchParams(r.table.log[before]?.split('?')[1]);
    expect(resumed.getAll('updated_at')).toContain('gte.2026-03-01T11:59:00.000Z');
    expect(sorted(await r.local())).toEqual(sorted(expectedLocal(r.table)));
  });

  it('re-reads the overlap behind the cursor: a late commit with an older timestamp is caught', async () => {
    const r = await rig();
    for (let n = 1; n <= 4; n++) serverRow(r.table, n);
    await r.puller.pull();
    // A transaction that started 30 s ago commits now: its updated_at is behind the cursor.
    const late = pgTimestamp(r.table.clock - 30_000_000);
    serverRow(r.table, 5, { updated_at: late, created_at: late });
    await r.puller.pull();
    expect((await r.local()).has(uuid(5))).toBe(true);
    // The checkpoint never moves backwards.
    expect(await r.pages.getCheckpoint()).toMatchObject({ main: { k: uuid(4) } });
  });

  it('keeps microsecond cursors exact across a page boundary', async () => {
    const r = await rig();
    const base = epochMicros('2026-03-01T12:00:00.5Z') ?? 0;
    // Six rows within one millisecond, on two pages: JS Dates would see them all as equal.
    for (let n = 1; n <= 6; n++) serverRow(r.table, 7 - n, { updated_at: pgTimestamp(base + n * 100) });
    await r.puller.pull();
    expect((await r.local()).size).toBe(6);
  });

  it('finds a soft delete that did not move updated_at, and removes the row locally', async () => {
    const r = await rig();
    for (let n = 1; n <= 5; n++) serverRow(r.table, n);
    await r.puller.pull();
    const row = r.table.rows.get(uuid(2));
    if (row) row['deleted_at'] = r.table.tick(); // stock trigger: updated_at left as it was
    const result = await r.puller.pull();
    expect(result.removed).toBe(1);
    expect((await r.local()).has(uuid(2))).toBe(false);
    expect(r.changes.at(-1)).toEqual({ put: [], remove: [uuid(2)] });
  });

  it('keeps soft-deleted rows with deleted_at set when the engine declares deletedField', async () => {
    const r = await rig({
      engine: {
        deletedField: 'deleted_at',
        fields: { id: { kind: 'string' }, name: { kind: 'string' }, deleted_at: { kind: 'timestamp' } },
      },
      source: {
        path: '/db/items',
        select: 'id,name,status,created_at,updated_at,deleted_at',
        filters: { deleted_at: 'is.null' },
      },
    });
    for (let n = 1; n <= 4; n++) serverRow(r.table, n);
    serverRow(r.table, 9, { deleted_at: '2026-02-01T00:00:00+00:00' });
    await r.puller.pull();
    expect((await r.local()).get(uuid(9))?.deleted_at).toBe('2026-02-01T00:00:00+00:00');
    const row = r.table.rows.get(uuid(3));
    const at = r.table.tick();
    if (row) row['deleted_at'] = at;
    await r.puller.pull();
    expect((await r.local()).get(uuid(3))?.deleted_at).toBe(at);
    expect(sorted(await r.local())).toEqual(sorted(expectedLocal(r.table, true)));
  });

  it('reads rows whose cursor is null (by key, or incrementally by cursorFallback)', async () => {
    for (const fallback of [undefined, 'created_at' as const]) {
      const r = await rig(fallback ? { cursorFallback: fallback } : {});
      for (let n = 1; n <= 4; n++) serverRow(r.table, n);
      for (let n = 5; n <= 8; n++) serverRow(r.table, n, { updated_at: null });
      await r.puller.pull();
      expect(sorted(await r.local()), String(fallback)).toEqual(sorted(expectedLocal(r.table)));
      serverRow(r.table, 9, { updated_at: null });
      await r.puller.pull();
      expect((await r.local()).has(uuid(9)), String(fallback)).toBe(true);
    }
  });

  it('counts rows that fail the schema, skips them and keeps going', async () => {
    const r = await rig();
    for (let n = 1; n <= 5; n++) serverRow(r.table, n);
    serverRow(r.table, 6, { name: 42 });
    serverRow(r.table, 7, { status: { bad: true } });
    const result = await r.puller.pull();
    expect(result).toMatchObject({ put: 5, quarantined: 2, complete: true });
    expect((await r.local()).size).toBe(5);
  });

  it('pulls only the window and drops local rows that fell out of it', async () => {
    const r = await rig({ window: { field: 'created_at', days: 1 } });
    serverRow(r.table, 1, { created_at: '2026-02-20T00:00:00+00:00' });
    for (let n = 2; n <= 4; n++) serverRow(r.table, n);
    await r.puller.pull();
    expect([...(await r.local()).keys()].sort()).toEqual([uuid(2), uuid(3), uuid(4)]);
    expect(new URLSearchParams(r.table.log[0]?.split('?')[1]).getAll('created_at')).toEqual([
      'gte.2026-02-28T12:00:00.000Z',
    ]);
    // Two days later every row is out of the window.
    r.now.value += 2 * 86_400_000;
    const result = await r.puller.pull();
    expect(result.removed).toBe(3);
    expect((await r.local()).size).toBe(0);
  });
});
