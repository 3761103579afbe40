import { describe, expect, it } from 'vitest';
import { pgTimestamp } from './fake-postgrest.ts';
import { reconcileFields } from './reconcile.ts';
import { expectedLocal, rig, serverRow, sorted, uuid } from './test-support.ts';

describe('puller: id reconciliation', () => {
  it('removes rows the server hard-deleted', async () => {
    const r = await rig();
    for (let n = 1; n <= 8; n++) serverRow(r.table, n);
    await r.puller.pull();
    r.table.rows.delete(uuid(4));
    r.table.rows.delete(uuid(8));
    expect((await r.puller.pull()).removed).toBe(0); // an incremental pull cannot see it
    const result = await r.puller.reconcile();
    expect(result).toMatchObject({ removed: 2, complete: true });
    expect(sorted(await r.local())).toEqual(sorted(expectedLocal(r.table)));
  });

  it('finds an edit that did not move updated_at (compared fields), and a restore', async () => {
    // No overlap: the incremental pull must not see the edit by re-reading it.
    const r = await rig({ overlapMs: 0 });
    for (let n = 1; n <= 6; n++) serverRow(r.table, n);
    await r.puller.pull();
    const edited = r.table.rows.get(uuid(5));
    if (edited) edited['status'] = 'degraded';
    const deleted = r.table.rows.get(uuid(2));
    if (deleted) deleted['deleted_at'] = r.table.tick();
    await r.puller.pull();
    expect((await r.local()).has(uuid(2))).toBe(false);
    if (deleted) deleted['deleted_at'] = null; // restore: no cursor move, not in the deleted pass
    const result = await r.puller.reconcile();
    expect(result.put).toBe(2);
    expect((await r.local()).get(uuid(5))?.status).toBe('degraded');
    expect(sorted(await r.local())).toEqual(sorted(expectedLocal(r.table)));
  });

  it('fetches rows that committed too late for the overlap', async () => {
    const r = await rig();
    for (let n = 1; n <= 4; n++) serverRow(r.table, n);
    await r.puller.pull();
    serverRow(r.table, 5, { updated_at: pgTimestamp(r.table.clock - 3_600_000_000) });
    await r.puller.pull();
    expect((await r.local()).has(uuid(5))).toBe(false);
    await r.puller.reconcile();
    expect((await r.local()).has(uuid(5))).toBe(true);
  });

  it('sweeps with a cheap select of the key, cursor and compared plain fields', async () => {
    const r = await rig();
    serverRow(r.table, 1);
    await r.puller.reconcile();
    const sweep = new URLSearchParams(r.table.log[0]?.split('?')[1]);
    expect(sweep.get('select')).toBe('id,updated_at,deleted_at,name,status');
    expect(sweep.get('order')).toBe('id.asc');
    expect(
      reconcileFields({ spec: r.spec, pages: r.pages, http: r.table.http, onRows: () => undefined }).keys,
    ).toEqual(['id', 'updated_at', 'deleted_at', 'name', 'status']);
  });
});
