// Every synced collection. Each area declares its collections in a file next to this one and
// lists them here; the worker syncs and indexes exactly these.
import type { AnySyncedCollection } from '../registry/synced-collection.ts';
import { canaries } from './canaries.ts';
import { checks } from './checks.ts';
import { configItems } from './config-items.ts';
import { comments } from './comments.ts';
import { evidences } from './evidences.ts';
import { hypotheses } from './hypotheses.ts';
import { incidentHistories } from './incident-histories.ts';
import { incidents } from './incidents.ts';
import { responders } from './responders.ts';

export const syncedCollections: readonly AnySyncedCollection[] = [
  // health (issue 5)
  ...([checks, canaries] as readonly object[] as readonly AnySyncedCollection[]),
  // catalogue (issue 6)
  ...([configItems] as readonly object[] as readonly AnySyncedCollection[]),
  // incidents (issue 7). The cast: `SyncedCollection<unknown>` has `key: never`, so typed rows do not fit yet.
  ...([incidents, hypotheses, comments, evidences, responders, incidentHistories] as readonly object[] as readonly AnySyncedCollection[]),
];
