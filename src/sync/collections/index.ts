// Every synced collection. Each area declares its collections in a file next to this one and
// lists them here; the worker syncs and indexes exactly these.
import type { AnySyncedCollection } from '../registry/synced-collection.ts';

export const syncedCollections: readonly AnySyncedCollection[] = [];
