// Every synced collection. Each area declares its collections in a file next to this one and
// lists them here; the worker syncs and indexes exactly these.
import type { AnySyncedCollection } from '../registry/synced-collection.ts';
import { agents } from './agents.ts';
import { components } from './components.ts';
import { featureFlags } from './feature-flags.ts';
import { people } from './people.ts';
import { playbookRuns } from './playbook-runs.ts';
import { playbooks } from './playbooks.ts';
import { teams } from './teams.ts';
import { canaries } from './canaries.ts';
import { checks } from './checks.ts';
import { configItems } from './config-items.ts';

export const syncedCollections: readonly AnySyncedCollection[] = [
  // health (issue 5)
  ...([checks, canaries] as readonly object[] as readonly AnySyncedCollection[]),
  // catalogue (issue 6)
  ...([configItems] as readonly object[] as readonly AnySyncedCollection[]),
  // shared sets: people, teams, agents, topology components, playbooks and runs, feature flags (properties)
  ...([people, teams, agents, components, playbooks, playbookRuns, featureFlags] as readonly object[] as readonly AnySyncedCollection[]),
];
