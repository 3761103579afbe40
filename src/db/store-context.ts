import type { BackendTx } from './backend.ts';
import type { QuarantinedRecord, StoreEvent } from './store.ts';

/** What a collection needs from its store: transactions with mapped errors, events, a clock. */
export interface StoreContext {
  /** Runs one transaction; rejects only with StoreError (and reports quota errors as events). */
  run<R>(mode: 'r' | 'rw', fn: (tx: BackendTx) => Promise<R>): Promise<R>;
  emit(event: StoreEvent): void;
  now(): number;
}

/** Builds quarantine records for one collection, stamped with the context's clock. */
export function quarantineRecords(
  ctx: StoreContext,
  collection: string,
  items: ReadonlyArray<Omit<QuarantinedRecord, 'collection' | 'at'>>,
): QuarantinedRecord[] {
  const at = ctx.now();
  return items.map((item) => ({ ...item, collection, at }));
}
