// What the runtime remembers about each synced collection between pulls, and the part of it kept
// in the store (`sync-meta`) so "synced 2 min ago" survives a reload while offline.
import { z } from 'zod';
import type { RowCollectionSpec } from '../../db/store.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

export interface CollectionState {
  readonly name: string;
  readonly label: string;
  lastSyncedAt: number | null;
  complete: boolean;
  syncing: boolean;
  quarantined: number;
  error: string | null;
  /** The server refused this collection for this user (403): not retried until refresh/resume. */
  forbidden: boolean;
  /** Consecutive failed pulls (for backoff). */
  failures: number;
  /** Epoch ms of the next pull. */
  nextPullAt: number;
  /** Epoch ms of the last id reconciliation (0: not scheduled yet; -Infinity: due now). */
  lastReconcileAt: number;
  /** Local rows have been loaded into the engine (queries may answer). */
  loaded: boolean;
}

export function initialState(name: string, label: string): CollectionState {
  return {
    name,
    label,
    lastSyncedAt: null,
    complete: false,
    syncing: false,
    quarantined: 0,
    error: null,
    forbidden: false,
    failures: 0,
    nextPullAt: 0,
    lastReconcileAt: 0,
    loaded: false,
  };
}

export const syncMetaSchema = builtOnFirstUse(() =>
  z.object({
    name: z.string(),
    lastSyncedAt: z.number().nullable(),
    complete: z.boolean(),
  }),
);
export type SyncMeta = z.infer<typeof syncMetaSchema>;

export const syncMetaSpec: RowCollectionSpec<SyncMeta> = {
  name: 'sync-meta',
  key: 'name',
  version: 1,
  schema: syncMetaSchema,
};
