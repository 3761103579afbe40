// Row collections: one record per row, for small write-heavy sets and the outbox.
import type { BackendTx, RowRecord } from './backend.ts';
import { keyOf } from './keys.ts';
import { restore } from './restore.ts';
import { quarantineRecords, type StoreContext } from './store-context.ts';
import { StoreError } from './store-error.ts';
import type { Key, RowCollection, RowCollectionSpec } from './store.ts';

interface QuarantineItem {
  readonly key: Key;
  readonly v: number;
  readonly data: unknown;
  readonly reason: string;
}

export function createRowCollection<T>(ctx: StoreContext, spec: RowCollectionSpec<T>): RowCollection<T> {
  const { name } = spec;
  const [index1, index2] = spec.indexes ?? [];

  function toRecord(row: T): RowRecord {
    const key = keyOf(row, spec.key);
    if (key === undefined)
      throw new StoreError('failed', `${name}: row without a string or number "${spec.key}"`);
    const i1 = index1 === undefined ? undefined : keyOf(row, index1);
    const i2 = index2 === undefined ? undefined : keyOf(row, index2);
    return {
      collection: name,
      key,
      v: spec.version,
      data: row,
      ...(i1 === undefined ? {} : { i1 }),
      ...(i2 === undefined ? {} : { i2 }),
    };
  }

  function restoreRecords(records: readonly RowRecord[]): {
    rows: T[];
    bad: QuarantineItem[];
    newer: number;
  } {
    const rows: T[] = [];
    const bad: QuarantineItem[] = [];
    let newer = 0;
    for (const record of records) {
      const result = restore(spec, record.v, record.data);
      if (result.kind === 'ok') rows.push(result.value);
      else if (result.kind === 'newer') newer++;
      else bad.push({ key: record.key, v: record.v, data: record.data, reason: result.reason });
    }
    return { rows, bad, newer };
  }

  async function read(select: (tx: BackendTx) => Promise<RowRecord[]>): Promise<T[]> {
    let result = await ctx.run('r', async (tx) => restoreRecords(await select(tx)));
    if (result.bad.length > 0) {
      // Quarantine needs a write transaction: re-read there so the move is atomic.
      result = await ctx.run('rw', async (tx) => {
        const again = restoreRecords(await select(tx));
        await tx.addQuarantine(quarantineRecords(ctx, name, again.bad));
        await tx.deleteRows(
          name,
          again.bad.map((item) => item.key),
        );
        return again;
      });
      if (result.bad.length > 0)
        ctx.emit({ type: 'quarantined', collection: name, count: result.bad.length });
    }
    if (result.newer > 0) ctx.emit({ type: 'skipped-newer', collection: name, count: result.newer });
    return result.rows;
  }

  function slotOf(field: string): 'i1' | 'i2' {
    if (field === index1) return 'i1';
    if (field === index2) return 'i2';
    throw new StoreError('failed', `${name}: "${field}" is not a declared index`);
  }

  return {
    name,
    get: async (key) =>
      (
        await read(async (tx) => {
          const record = await tx.getRow(name, key);
          return record ? [record] : [];
        })
      )[0],
    put: async (rows) => {
      const list: readonly T[] = Array.isArray(rows) ? rows : [rows as T];
      const records = list.map(toRecord);
      await ctx.run('rw', (tx) => tx.putRows(records));
    },
    delete: async (keys) => {
      const list: readonly Key[] = Array.isArray(keys) ? keys : [keys as Key];
      await ctx.run('rw', (tx) => tx.deleteRows(name, list));
    },
    list: () => read((tx) => tx.listRows(name)),
    listBy: async (field, value) => {
      const slot = slotOf(field);
      return read((tx) => tx.listRows(name, { slot, value }));
    },
    clear: () => ctx.run('rw', (tx) => tx.clearCollection(name)),
  };
}
