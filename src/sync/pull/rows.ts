// Turning server rows into a persisted batch: zod-parse (failures are counted and skipped),
// soft-deleted rows become removals unless the collection keeps them, and every batch is
// written with its checkpoint in one transaction before the caller hears about it.
import type { Json } from '../../db/store.ts';
import { storage, wireValue } from './fetch-rows.ts';
import { keepsDeleted, softDeleteField } from './query.ts';
import type { PullDeps } from './types.ts';

export interface Batch<T> {
  put: T[];
  remove: string[];
  quarantined: number;
}

export function classify<T>(deps: PullDeps<T>, raws: readonly Record<string, unknown>[]): Batch<T> {
  const { spec } = deps;
  const field = softDeleteField(spec);
  const dropDeleted = field !== undefined && !keepsDeleted(spec);
  const batch: Batch<T> = { put: [], remove: [], quarantined: 0 };
  for (const raw of raws) {
    const key = wireValue(raw[spec.key]);
    if (key === undefined) {
      batch.quarantined++;
      continue;
    }
    if (dropDeleted && raw[field] !== null && raw[field] !== undefined) {
      batch.remove.push(key);
      continue;
    }
    const parsed = spec.schema.safeParse(raw);
    if (parsed.success) batch.put.push(parsed.data);
    else batch.quarantined++;
  }
  return batch;
}

/** Running totals of one pull or reconcile. */
export interface Totals {
  put: number;
  removed: number;
  quarantined: number;
}

/** Writes the batch (and checkpoint) atomically, then tells the caller. */
export async function persist<T>(
  deps: PullDeps<T>,
  batch: Batch<T>,
  totals: Totals,
  checkpoint?: Json,
): Promise<void> {
  totals.quarantined += batch.quarantined;
  if (batch.put.length === 0 && batch.remove.length === 0 && checkpoint === undefined) return;
  await storage(() =>
    deps.pages.write({
      ...(batch.put.length > 0 ? { put: batch.put } : {}),
      ...(batch.remove.length > 0 ? { delete: batch.remove } : {}),
      ...(checkpoint !== undefined ? { checkpoint } : {}),
    }),
  );
  totals.put += batch.put.length;
  totals.removed += batch.remove.length;
  if (batch.put.length > 0 || batch.remove.length > 0) deps.onRows({ put: batch.put, remove: batch.remove });
}
